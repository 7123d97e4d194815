// Flags the visitor comes to see in the browser, reported to the first-party event endpoint, which records their
// impressions: an island's flag once it shows (a flyout opened), and the page's own flags when the server could
// not count them (a page loaded ahead, now shown; a page viewed before the visitor's choice, once they accept on
// it). Like the server's own impressions, only with consent granted: before a choice they wait on the page, a
// decline drops them, leaving the page loses them. Each report carries the page state's signed token, without
// which the endpoint records nothing.
import { CONSENT_COOKIE } from '../domain/consent';
import type { FlagSources } from '../domain/flags';
import { onCookieWrittenHere } from './cookies';
import { postToTrack, trackingConsent } from './track-endpoint';

const reported = new Set<string>();
/** Flags shown before the visitor chose: reported if they accept on this page. */
const waiting = new Set<string>();
let listening = false;

/**
 * Reports that the page now shows `feature`, one the server's markup did not show (the caller loads this only
 * for such a flag), once per page view. Posted under the page's base path, so it is evaluated for the page's site.
 */
export function exposeFlag(feature: string, flags: FlagSources, basePath: string): void {
  if (reported.has(feature)) return;
  reported.add(feature);
  report([feature], flags, basePath);
}

/**
 * The flags the page's markup shows, for a view the server counted none of: a page loaded ahead, now shown, or one
 * the visitor saw before choosing. Counted now with consent, or when the visitor accepts on this page.
 */
export function countPageView(flags: FlagSources, basePath: string): void {
  report(
    (flags.seen ?? []).filter((flag) => !reported.has(flag)),
    flags,
    basePath,
  );
  for (const flag of flags.seen ?? []) reported.add(flag);
}

/** The track endpoint's bound on flags per report. */
const BATCH = 20;

/**
 * Posts flags the visitor now sees, at most the endpoint's bound at a time, unless the page view records none (an
 * override, flags switched off or unavailable, `tracking=0`, the debug view); before a choice they wait for it.
 */
function report(features: readonly string[], flags: FlagSources, basePath: string): void {
  if (features.length === 0 || flags.unrecorded || flags.unavailable || !flags.token) return;
  const consent = trackingConsent();
  if (consent === 'declined') return;
  if (consent === 'unknown') {
    for (const feature of features) waiting.add(feature);
    awaitChoice(flags, basePath);
    return;
  }
  for (let start = 0; start < features.length; start += BATCH) {
    const exposures = features.slice(start, start + BATCH);
    postToTrack(JSON.stringify({ events: [], exposures, token: flags.token }), false, basePath);
  }
}

/** Waits for the visitor's choice made on this page: accepted, the waiting flags are reported; else dropped. */
function awaitChoice(flags: FlagSources, basePath: string): void {
  if (listening) return;
  listening = true;
  onCookieWrittenHere(CONSENT_COOKIE, () => {
    const consent = trackingConsent();
    if (consent === 'unknown') return;
    const features = [...waiting];
    waiting.clear();
    if (consent === 'granted') report(features, flags, basePath);
  });
}
