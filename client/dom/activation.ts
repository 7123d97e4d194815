// Pages the browser loads ahead of a visit. A prerendered page waits for its activation before it hydrates, loads
// analytics or counts anything. The server records nothing for a speculative request (prefetch or prerender), so
// such a page, once shown, reports the flags its markup shows through the track endpoint itself.
import { postToTrack, trackingConsent } from '../../shared/browser/track-endpoint';
import type { FlagSources } from '../../shared/domain/flags';

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

/** The track endpoint's bound on flags per report (a type-checked copy: the worker's module stays out). */
const BATCH = 20;

/**
 * Reports the flags the page's markup shows, as the server would have for a visit; only with consent. Posted under
 * the page's own base path (platform and locale prefix), so the endpoint evaluates them for the page's site.
 */
export function reportShownFlags(flags: FlagSources, basePath: string): void {
  const seen = flags.seen ?? [];
  if (seen.length === 0 || flags.unrecorded || flags.unavailable) return;
  if (trackingConsent() !== 'granted') return;
  for (let start = 0; start < seen.length; start += BATCH) {
    const exposures = seen.slice(start, start + BATCH);
    postToTrack(JSON.stringify({ events: [], exposures }), false, basePath);
  }
}
