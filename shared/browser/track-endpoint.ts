// The first-party event endpoint as the browser reaches it: the consent it follows and the one way to post to it.
import { CONSENT_COOKIE, flagSdkConsent, parseConsent } from '../domain/consent';
import { readCookie } from './cookies';

const ENDPOINT = '/frontend-api/track';

/** The visitor's consent for tracking: the analytics category of the consent cookie. */
export const trackingConsent = () => flagSdkConsent(parseConsent(readCookie(CONSENT_COOKIE)));

/**
 * Posts a batch: as a beacon when the page is going away (if the browser takes it), else a keep-alive fetch.
 * `basePath` (the page's platform and locale prefix) makes the endpoint read the request as the page's site.
 */
export function postToTrack(body: string, beacon = false, basePath = ''): void {
  const endpoint = `${basePath}${ENDPOINT}`;
  if (beacon && navigator.sendBeacon?.(endpoint, body)) return;
  void fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}
