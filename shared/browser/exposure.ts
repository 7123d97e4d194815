// A flag the visitor comes to see in the browser (an island shows it: a flyout opened): reported once per page
// view to the first-party event endpoint, which records its impression. Like the server's own impressions, only
// with consent granted; without it nothing is kept for later.
import { CONSENT_COOKIE, flagSdkConsent, parseConsent } from '../domain/consent';
import type { FlagSources } from '../domain/flags';
import { readCookie } from './cookies';

const reported = new Set<string>();

/**
 * Reports that the page now shows `feature`, unless the server's markup showed it already (its impression is
 * recorded) or the page view records none (an override, flags switched off or unavailable, `tracking=0`, the
 * debug view).
 */
export function exposeFlag(feature: string, flags: FlagSources): void {
  if (reported.has(feature)) return;
  reported.add(feature);
  if (flags.seen?.includes(feature) || flags.unrecorded || flags.flagsDisabled || flags.flagOverride) return;
  if (flags.unavailable || flagSdkConsent(parseConsent(readCookie(CONSENT_COOKIE))) !== 'granted') return;
  void fetch('/frontend-api/track', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events: [], exposures: [feature] }),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}
