// Facts of the incoming request that several routes ask for: its parsed URL, whether it comes from another site
// (CSRF), the language it is answered in, and the consent its cookie holds for flag impressions and tracked events.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { type ShopTextKey, shopText } from '#i18n/shop-texts';
import {
  CONSENT_COOKIE,
  type ConsentStatus,
  flagSdkConsent,
  parseConsent,
} from '../../shared/domain/consent';
import { isCrossSite } from '../../shared/domain/http-policy';
import { localeByCode } from '../../shared/domain/locales';
import type { Language } from '../../shared/domain/markets';
import type { AppEnv } from '../env';

/** Each request's URL, parsed on its first read. */
const parsedUrls = new WeakMap<Request, URL>();

/**
 * The request's URL, parsed once: a page request reads it up to nine times on its way (site, query, team
 * parameters, cache key, canonical link, analytics). Shared by them all, so read it and never change it; whoever
 * needs another URL makes its own from `c.req.url`.
 */
export function requestUrl(c: Pick<Context, 'req'>): URL {
  let url = parsedUrls.get(c.req.raw);
  if (!url) {
    url = new URL(c.req.url);
    parsedUrls.set(c.req.raw, url);
  }
  return url;
}

/** Whether the request was sent by another site (its Origin, or the browser's Sec-Fetch-Site). */
export function fromOtherSite(c: Context): boolean {
  return isCrossSite({
    origin: c.req.header('origin'),
    fetchSite: c.req.header('sec-fetch-site'),
    host: requestUrl(c).host,
  });
}

/** The consent flag impressions and tracked events follow: the analytics category of the consent cookie. */
export function trackingConsent(c: Context): ConsentStatus {
  return flagSdkConsent(parseConsent(getCookie(c, CONSENT_COOKIE)));
}

/**
 * The language a request is answered in: the storefront's `x-shop-locale` header when it names a shop locale
 * (a page in `/fr/` asks for French on a German host), else the language of the request's site.
 */
export function requestLanguage(c: Context<AppEnv>): Language {
  // A handler asked without the app's request context (a route's own test) has no site: it speaks German, the
  // language every bundle carries.
  const site: AppEnv['Variables']['site'] | undefined = c.get('site');
  return localeByCode(c.req.header('x-shop-locale') ?? '')?.language ?? site?.language ?? 'de';
}

/** A shop text in the request's language, its `{name}` slots filled. */
export function say(c: Context<AppEnv>, key: ShopTextKey, values?: Record<string, string | number>): string {
  return shopText(requestLanguage(c), key, values);
}
