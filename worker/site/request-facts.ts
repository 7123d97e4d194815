// Facts of the incoming request that several routes ask for: whether it comes from another site (CSRF), and the
// consent its cookie holds for flag impressions and tracked events.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  CONSENT_COOKIE,
  type ConsentStatus,
  flagSdkConsent,
  parseConsent,
} from '../../shared/domain/consent';
import { isCrossSite } from '../../shared/domain/http-policy';

/** Whether the request was sent by another site (its Origin, or the browser's Sec-Fetch-Site). */
export function fromOtherSite(c: Context): boolean {
  return isCrossSite({
    origin: c.req.header('origin'),
    fetchSite: c.req.header('sec-fetch-site'),
    host: new URL(c.req.url).host,
  });
}

/** The consent flag impressions and tracked events follow: the analytics category of the consent cookie. */
export function trackingConsent(c: Context): ConsentStatus {
  return flagSdkConsent(parseConsent(getCookie(c, CONSENT_COOKIE)));
}
