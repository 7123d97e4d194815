// Edge HTML cache rules: which requests may be answered from the shared copy, the key a page is kept under,
// and which responses may be stored and for how long.
import { CUSTOMER_COOKIES } from '../shop/endpoints';
import type { Treatment } from './flags';
import { fnv1a, wordHex } from './fnv';
import { isMarketingParam } from './marketing-params';

/** Response header naming how the edge HTML cache answered: `hit`, `miss` or `bypass`. */
export const HTML_CACHE_HEADER = 'X-Cache';
export type HtmlCacheStatus = 'hit' | 'miss' | 'bypass';

/**
 * Cookies that make a page personal: the session and the anonymous basket (the customer and the cart count in the
 * page's header). A name ending in `*` is a prefix. A
 * cookie that only switches a part of a page off (a dismissed bar or banner) is not personal: the render reads it
 * as a switch (`switchIsOn`) and the page is kept once per state of the switches it read.
 */
export const PERSONAL_COOKIES: readonly string[] = CUSTOMER_COOKIES;

/** A switch cookie is on when its value is `1`; any other value, or none, is off. */
export function switchIsOn(value: string | undefined): boolean {
  return value === '1';
}

/** What a page's render read beyond its URL: the flags (by treatment) and the switch cookies (on or off). */
export interface PageReads {
  flags: readonly string[];
  switches: readonly string[];
}

/** A stored list of reads, checked (a list written by an older build, or damaged, is no list). */
export function parsePageReads(value: unknown): PageReads | null {
  if (value === null || typeof value !== 'object') return null;
  const { flags, switches } = value as Record<string, unknown>;
  const names = (list: unknown): list is string[] =>
    Array.isArray(list) && list.every((name) => typeof name === 'string');
  return names(flags) && names(switches) ? { flags, switches } : null;
}

/** Query parameters that make a page personal: flag overrides, debug and the visual editor's draft. */
const PERSONAL_PARAMS: ReadonlyArray<[name: string, reason: HtmlCacheBypass]> = [
  ['feature', 'flag-override'],
  ['treatment', 'flag-override'],
  ['_debug', 'debug'],
  ['_storyblok', 'draft'],
];
const EDITOR_TOKEN_PARAM = '_storyblok_tk';

export type HtmlCacheBypass = 'method' | 'personal-cookie' | 'flag-override' | 'debug' | 'draft';

export interface HtmlCacheRequest {
  method: string;
  /** The raw Cookie header. */
  cookie: string | undefined;
  params: URLSearchParams;
}

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(';').map((pair) => pair.split('=', 1)[0]?.trim() ?? '');
}

export function isPersonalCookie(name: string): boolean {
  return PERSONAL_COOKIES.some((rule) =>
    rule.endsWith('*') ? name.startsWith(rule.slice(0, -1)) : name === rule,
  );
}

/**
 * Why a request must not be answered from (nor fill) the shared copy, or null when it may. Decided from the
 * request alone, before rendering; the stored response's own Cache-Control is checked as well.
 */
export function htmlCacheBypass({ method, cookie, params }: HtmlCacheRequest): HtmlCacheBypass | null {
  if (method !== 'GET' && method !== 'HEAD') return 'method';
  if (cookieNames(cookie).some(isPersonalCookie)) return 'personal-cookie';
  for (const [name, reason] of PERSONAL_PARAMS) if (params.has(name)) return reason;
  for (const name of params.keys()) if (name.startsWith(EDITOR_TOKEN_PARAM)) return 'draft';
  return null;
}

/** The parts of a page's URL the key holds: its origin, path and query sorted by name. */
export interface KeyTarget {
  origin: string;
  pathname: string;
  /** `?a=1&b=2`, sorted by name; empty without parameters. */
  search: string;
}

/**
 * The key's view of a URL, read once per request: each part of a URL is a call into the runtime, and a request
 * builds several keys. Marketing parameters (click ids, campaign tags) are left out: a page shows nothing of them.
 * Parameters are sorted by name only: for a repeated name the first value counts, so their order stays.
 */
export function keyTarget(url: URL): KeyTarget {
  return { origin: url.origin, pathname: url.pathname, search: url.search === '' ? '' : sortedSearch(url) };
}

function sortedSearch(url: URL): string {
  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (!isMarketingParam(name)) query.append(name, value);
  query.sort();
  return query.size > 0 ? `?${query}` : '';
}

export interface HtmlCacheKeyInput {
  url: URL | KeyTarget;
  /** The build's fingerprint: a deploy moves the key, so no kept page points at hashed assets now gone. */
  build: string;
  /** The content space's cache version: a publish moves it, so the key moves and no stale page is served. */
  cacheVersion: number;
  /**
   * The visitor's treatments of the flags the page reads (flag -> treatment), so a variant never reaches another
   * visitor: each combination of them gets its own copy.
   */
  treatments: Readonly<Record<string, Treatment>>;
  /** The visitor's switch cookies the page reads, on or off: each combination gets its own copy. */
  switches: Readonly<Record<string, boolean>>;
  /** Speculation rules in the page (Save-Data and ECT allow them): the Cache API ignores Vary. */
  prefetch: boolean;
  /** A crawler's complete document, rendered to the end before the first byte. */
  complete: boolean;
}

/**
 * The cache key as a same-host URL: `{origin}/_html/b={build}/cv={cv}/t={flag:treatment,...}/s={switch:0|1,...}/
 * prefetch={0|1}/complete={0|1}{path}?{query sorted by name}`. The fixed prefix keeps the parts apart from any
 * real path.
 */
export function htmlCacheKey(input: HtmlCacheKeyInput): string {
  const { url, build, cacheVersion, treatments, switches, prefetch, complete } = input;
  const flags = Object.keys(treatments)
    .sort()
    .map((name) => `${encodeURIComponent(name)}:${treatments[name]}`)
    .join(',');
  const switched = Object.keys(switches)
    .sort()
    .map((name) => `${encodeURIComponent(name)}:${Number(switches[name])}`)
    .join(',');
  const { origin, pathname, search } = url instanceof URL ? keyTarget(url) : url;
  const parts = [
    `b=${encodeURIComponent(build)}`,
    `cv=${cacheVersion}`,
    `t=${flags}`,
    `s=${switched}`,
    `prefetch=${Number(prefetch)}`,
    `complete=${Number(complete)}`,
  ].join('/');
  return `${origin}/_html/${parts}${pathname}${search}`;
}

/**
 * Where the list of what a page reads is kept beside its copies: the page's key without treatments and switches,
 * under its own prefix. Each copy of the page is keyed by the visitor's treatments and switches of exactly those.
 */
export function readsKey(pageKeyWithoutReads: string): string {
  return pageKeyWithoutReads.replace('/_html/', '/_html-reads/');
}

/** A short FNV-1a hash of the build's hashed asset URLs: any rebuilt client asset changes it. */
export function buildFingerprint(assetUrls: unknown): string {
  return wordHex(fnv1a(JSON.stringify(assetUrls)));
}

/**
 * Only found pages are kept: an error page is rendered each time, so every occurrence is still logged
 * (`storyblok-page-not-found`, `nuxt-error-page-encountered`).
 */
const CACHEABLE_STATUSES: ReadonlySet<number> = new Set([200]);

export interface HtmlCacheResponse {
  status: number;
  contentType: string | null;
  cacheControl: string | null;
  setCookie: boolean;
}

/**
 * Seconds the edge may keep a response: its `s-maxage` when it is shareable HTML (`public`, no `private`,
 * `no-store` or `no-cache`) with a cacheable status and no Set-Cookie; otherwise null (not stored).
 */
export function edgeTtlSeconds(response: HtmlCacheResponse): number | null {
  const { status, contentType, cacheControl, setCookie } = response;
  if (setCookie || !CACHEABLE_STATUSES.has(status)) return null;
  if (!contentType?.toLowerCase().startsWith('text/html')) return null;
  const directives = new Map(
    (cacheControl ?? '').split(',').map((part) => {
      const [name = '', value = ''] = part.trim().toLowerCase().split('=', 2);
      return [name, value] as const;
    }),
  );
  if (!directives.has('public') || ['private', 'no-store', 'no-cache'].some((d) => directives.has(d)))
    return null;
  const ttl = Number(directives.get('s-maxage'));
  return Number.isInteger(ttl) && ttl > 0 ? ttl : null;
}

/**
 * The Cache-Control the stored copy carries: the Cache API keeps a response for its `s-maxage`, and would
 * add a `stale-while-revalidate` window on top where it honours one, so only the edge lifetime is given.
 */
export function storedCacheControl(ttlSeconds: number): string {
  return `public, s-maxage=${ttlSeconds}`;
}
