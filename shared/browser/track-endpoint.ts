// The first-party event endpoint as the browser reaches it: the consent it follows and the one way to post to it.
import { CONSENT_COOKIE, flagSdkConsent, parseConsent } from '../domain/consent';
import { readCookie } from './cookies';

const ENDPOINT = '/frontend-api/track';

/** The visitor's consent for tracking: the analytics category of the consent cookie. */
export const trackingConsent = () => flagSdkConsent(parseConsent(readCookie(CONSENT_COOKIE)));

/** Posts a batch: as a beacon when the page is going away (if the browser takes it), else a keep-alive fetch. */
export function postToTrack(body: string, beacon = false): void {
  if (beacon && navigator.sendBeacon?.(ENDPOINT, body)) return;
  void fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}
