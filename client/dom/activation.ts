// Pages the browser loads ahead of a visit. A prerendered page waits for its activation before it hydrates, loads
// analytics or counts anything. The server records nothing for a speculative request (prefetch or prerender), so
// such a page, once shown, reports the flags its markup shows itself (`countPageView`, loaded only then).

const doc = document as Document & { prerendering?: boolean };

/**
 * Runs `start` once the visitor sees the page: now, or after the first frame of a prerendered page's activation
 * (the page is already there: its first paint waits for nothing).
 */
export function whenShown(start: () => void): void {
  if (!doc.prerendering) {
    start();
    return;
  }
  const later = () => requestAnimationFrame(() => setTimeout(start));
  doc.addEventListener('prerenderingchange', later, { once: true });
}

/** Whether this page's request was a speculation: prerendered, or prefetched and then opened. */
export function loadedAhead(): boolean {
  if (doc.prerendering) return true;
  const entry = performance.getEntriesByType?.('navigation')[0] as
    | { activationStart?: number; deliveryType?: string }
    | undefined;
  return (entry?.activationStart ?? 0) > 0 || entry?.deliveryType === 'navigational-prefetch';
}
