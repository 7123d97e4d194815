// A flag the visitor comes to see in the browser (an island shows it: a flyout opened): reported once per page
// view to the first-party event endpoint, which records its impression. Like the server's own impressions, only
// with consent granted; without it nothing is kept for later.
import type { FlagSources } from '../domain/flags';
import { postToTrack, trackingConsent } from './track-endpoint';

const reported = new Set<string>();

/**
 * Reports that the page now shows `feature`, one the server's markup did not show (the caller loads this only
 * for such a flag), unless the page view records none (an override, flags switched off or unavailable,
 * `tracking=0`, the debug view). Posted under the page's base path, so it is evaluated for the page's site.
 */
export function exposeFlag(feature: string, flags: FlagSources, basePath: string): void {
  if (reported.has(feature)) return;
  reported.add(feature);
  postExposures([feature], flags, basePath);
}

/** The track endpoint's bound on flags per report. */
const BATCH = 20;

/**
 * A page loaded ahead of a visit (prefetched or prerendered), now shown, reports the flags its markup shows, as the
 * server would have for a visit (it records nothing for a speculative request); only with consent. Posted under the
 * page's own base path (platform and locale prefix), so the endpoint evaluates them for the page's site.
 */
export function reportShownFlags(flags: FlagSources, basePath: string): void {
  postExposures(flags.seen ?? [], flags, basePath);
}

/**
 * Posts flags the visitor now sees, at most the endpoint's bound at a time, unless the page view records none (an
 * override, flags switched off or unavailable, `tracking=0`, the debug view) or the visitor has not consented.
 */
function postExposures(features: readonly string[], flags: FlagSources, basePath: string): void {
  if (features.length === 0 || flags.unrecorded || flags.unavailable) return;
  if (trackingConsent() !== 'granted') return;
  for (let start = 0; start < features.length; start += BATCH) {
    const exposures = features.slice(start, start + BATCH);
    postToTrack(JSON.stringify({ events: [], exposures }), false, basePath);
  }
}
