// Horizontal scrolling of the navigation strips: a 500 ms ease-in-out animation (spec section 9), instant
// for visitors who ask for reduced motion. Client-only: called from effects and handlers, never on the server.
import { useEffect, useState } from 'react';
import { easeInOut, SCROLL_DURATION_MS } from '../../domain/navigation';

const running = new WeakMap<HTMLElement, number>();

/** Scrolls a strip to `left` over the scroll duration; a new call on the same strip replaces the old one. */
export function scrollStripTo(strip: HTMLElement, left: number): void {
  const previous = running.get(strip);
  if (previous !== undefined) cancelAnimationFrame(previous);
  const from = strip.scrollLeft;
  if (from === left) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    strip.scrollLeft = left;
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const progress = (now - start) / SCROLL_DURATION_MS;
    strip.scrollLeft = from + (left - from) * easeInOut(progress);
    if (progress < 1) running.set(strip, requestAnimationFrame(step));
    else running.delete(strip);
  };
  running.set(strip, requestAnimationFrame(step));
}

/** Scrolls a strip by most of its visible width in one direction. */
export function pageStrip(strip: HTMLElement, direction: -1 | 1): void {
  const max = strip.scrollWidth - strip.clientWidth;
  const target = strip.scrollLeft + direction * strip.clientWidth * 0.8;
  scrollStripTo(strip, Math.min(Math.max(target, 0), max));
}

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
