// Horizontal scrolling of the navigation strips: a 500 ms ease-in-out animation, instant
// for visitors who ask for reduced motion. Client-only: called from effects and handlers, never on the server.
import { useEffect, useState } from 'react';

export { pageStrip, scrollStripTo } from '../../browser/strip-scroll';

/** Whether a strip overflows on either side, kept up to date on scroll and resize; false on the server. */
export function useStripOverflow(strip: HTMLElement | null): { before: boolean; after: boolean } {
  const [overflow, setOverflow] = useState({ before: false, after: false });
  useEffect(() => {
    if (!strip) return;
    const update = () => {
      const before = strip.scrollLeft > 1;
      const after = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
      setOverflow((old) => (old.before === before && old.after === after ? old : { before, after }));
    };
    update();
    strip.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(strip);
    return () => {
      strip.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [strip]);
  return overflow;
}
