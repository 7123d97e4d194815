// Horizontal scrolling of the navigation strips: a 500 ms ease-in-out animation, instant
// for visitors who ask for reduced motion. Client-only: called from effects and handlers, never on the server.
import { useEffect, useState } from 'react';

import { type StripOverflow, watchStripOverflow } from '../../browser/strip-scroll';

export { pageStrip, scrollStripTo } from '../../browser/strip-scroll';

/** Whether a strip overflows on either side, kept up to date on scroll and resize; false on the server. */
export function useStripOverflow(strip: HTMLElement | null): StripOverflow {
  const [overflow, setOverflow] = useState<StripOverflow>({ before: false, after: false });
  useEffect(() => (strip ? watchStripOverflow(strip, setOverflow) : undefined), [strip]);
  return overflow;
}
