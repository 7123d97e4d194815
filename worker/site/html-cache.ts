// Edge HTML cache: anonymous published pages answered from the Workers Cache API, stored after a miss. The
// isolate keeps the pages it answers most in memory too, under the same key and lifetime: a hit then costs
// no call to the cache at all.
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  buildFingerprint,
  edgeTtlSeconds,
  flagListKey,
  HTML_CACHE_HEADER,
  type HtmlCacheStatus,
  htmlCacheBypass,
  htmlCacheKey,
  keyTarget,
  storedCacheControl,
} from '../../shared/domain/html-cache';
import { isCrawler, prefetchAllowed } from '../../shared/domain/http-policy';
import { keptValue } from '../../shared/domain/kept-value';
import type { AppEnv, Bindings } from '../env';
import { treatmentsOf } from '../flags/middleware';
import { ASSET_URLS } from '../generated/assets';
import { wholePageBytes } from '../render/render-page';

/** Carries the page's own Cache-Control inside the stored copy, whose Cache-Control is the edge lifetime. */
const CLIENT_CACHE_CONTROL = 'X-Client-Cache-Control';
/** Headers the Cache API adds to a match that the page never had. */
const CACHE_ADDED = ['Age', 'CF-Cache-Status', CLIENT_CACHE_CONTROL];

export interface EdgeHtmlCacheOptions {
  /** The cache to use; none (outside workerd) turns the middleware into a pass-through. */
  cache?: () => Cache | undefined;
  /** Part of the key that changes with each deploy; by default `cacheBuild()`. */
  build?: string;
}

/** workerd's `caches.default`; the DOM typings the project also loads do not know it. */
const defaultCache = () =>
  typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default;

/**
 * A page kept in this isolate: the visitor's copy (headers as sent) until it expires. The headers are kept as a
 * `Headers` object: a response copies one in half the time it takes to read them from pairs.
 */
interface KeptPage {
  body: ArrayBuffer;
  status: number;
  headers: Headers;
  expiresAt: number;
  /** The body gzipped with the headers that go with it, made once the page is answered from memory a second time. */
  gzip?: { body: ArrayBuffer; headers: Headers };
  gzipping?: boolean;
}

/** At most this many bytes and pages in memory; the least recently answered goes first. */
const KEPT_BYTES = 16 * 1024 * 1024;
const KEPT_PAGES = 500;
/** A memory copy lives as long as the stored one, but never longer than this. */
const KEPT_MAX_MS = 300_000;
const keptPages = new Map<string, KeptPage>();
let keptBytes = 0;

const keptSize = (page: KeptPage) => page.body.byteLength + (page.gzip?.body.byteLength ?? 0);

function forget(key: string): void {
  const page = keptPages.get(key);
  if (!page) return;
  keptPages.delete(key);
  keptBytes -= keptSize(page);
}

function evictOldest(): void {
  for (const oldest of keptPages.keys()) {
    if (keptBytes <= KEPT_BYTES && keptPages.size <= KEPT_PAGES) break;
    forget(oldest);
  }
}

function keepPage(key: string, page: KeptPage): void {
  if (page.body.byteLength > KEPT_BYTES / 8) return;
  // A kept page is only ever sent as a hit.
  page.headers.set(HTML_CACHE_HEADER, 'hit');
  forget(key);
  keptPages.set(key, page);
  keptBytes += keptSize(page);
  evictOldest();
}

/** Whether the visitor's browser takes gzip (every browser does; `gzip;q=0` refuses it). */
function takesGzip(acceptEncoding: string): boolean {
  return acceptEncoding.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    return (coding === 'gzip' || coding === '*') && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/** Browsers send a handful of distinct Accept-Encoding values: each is read once. */
const gzipTaken = new Map<string, boolean>();
const ENCODINGS_KEPT = 64;

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const header = acceptEncoding ?? '';
  return keptValue(gzipTaken, header, ENCODINGS_KEPT, () => takesGzip(header));
}

/** The kept body gzipped once, in the background: later hits send a fraction of the bytes and compress nothing. */
async function gzipKept(key: string, page: KeptPage): Promise<void> {
  page.gzipping = true;
  const stream = new Response(page.body).body?.pipeThrough(new CompressionStream('gzip'));
  const body = await new Response(stream).arrayBuffer();
  const headers = new Headers(page.headers);
  headers.set('Content-Encoding', 'gzip');
  headers.append('Vary', 'Accept-Encoding');
  page.gzip = { body, headers };
  // Counted only while the page is still kept: a page forgotten meanwhile took its bytes off already.
  if (keptPages.get(key) === page) {
    keptBytes += body.byteLength;
    evictOldest();
  }
}

/**
 * The kept page for a key, moved to the back of the queue; an expired one is dropped. A browser that takes gzip
 * gets the gzipped copy as it is (`encodeBody: 'manual'`); the first hit has it made.
 */
function keptPage(
  key: string,
  now: number,
  acceptEncoding: string | undefined,
  waitUntil: (work: Promise<unknown>) => void,
): Response | undefined {
  const page = keptPages.get(key);
  if (!page) return undefined;
  forget(key);
  if (page.expiresAt <= now) return undefined;
  keptPages.set(key, page);
  keptBytes += keptSize(page);
  const gzip = acceptsGzip(acceptEncoding);
  if (gzip && page.gzip) {
    const init = { status: page.status, headers: page.gzip.headers, encodeBody: 'manual' };
    return new Response(page.gzip.body, init as ResponseInit);
  }
  if (gzip && !page.gzipping) waitUntil(gzipKept(key, page).catch(() => undefined));
  return new Response(page.body, { status: page.status, headers: page.headers });
}

/** Keeps a visitor's copy of a page read from the cache or rendered, for the rest of its lifetime. */
async function keepResponse(key: string, response: Response, ttlSeconds: number, now: number): Promise<void> {
  const body = await response.arrayBuffer();
  const expiresAt = now + Math.min(ttlSeconds * 1000, KEPT_MAX_MS);
  keepPage(key, { body, status: response.status, headers: new Headers(response.headers), expiresAt });
}

/** The flags each page read, by its key without treatments: kept in this isolate, and at the edge beside it. */
const flagLists = new Map<string, readonly string[]>();
const FLAG_LISTS_KEPT = 2000;

/**
 * Pages this isolate looked up and found no list for (a missing page is never stored), until when: asked again
 * meanwhile they are rendered without a cache call. Rendering a page this isolate stores sets its list.
 */
const unlisted = new Map<string, number>();
const UNLISTED_MS = 30_000;

async function flagsRead(cache: Cache, key: string, now: number): Promise<readonly string[] | undefined> {
  const known = flagLists.get(key);
  if (known) return known;
  if ((unlisted.get(key) ?? 0) > now) return undefined;
  const stored = await cache.match(key).catch(() => undefined);
  const list = stored ? ((await stored.json().catch(() => null)) as unknown) : null;
  if (!Array.isArray(list) || !list.every((flag) => typeof flag === 'string')) {
    if (unlisted.size >= FLAG_LISTS_KEPT) unlisted.delete(unlisted.keys().next().value as string);
    unlisted.set(key, now + UNLISTED_MS);
    return undefined;
  }
  flagLists.set(key, list);
  return list;
}

function rememberFlags(
  c: Context<AppEnv>,
  cache: Cache,
  key: string,
  flags: readonly string[],
  ttl: number,
): void {
  if (flagLists.size >= FLAG_LISTS_KEPT) flagLists.delete(flagLists.keys().next().value as string);
  flagLists.set(key, flags);
  unlisted.delete(key);
  const list = new Response(JSON.stringify(flags), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': storedCacheControl(ttl) },
  });
  c.executionCtx.waitUntil(
    cache.put(key, list).catch((error: unknown) => c.get('log').warn('html-cache-store-failed', { error })),
  );
}

const ASSETS_FINGERPRINT = buildFingerprint(ASSET_URLS);
let isolateId: string | undefined;

/**
 * The build part of the key: the fingerprint of the hashed assets, so a deploy never serves pages pointing at
 * assets that are gone. In development also this isolate's id: each reload of the worker starts a new
 * isolate, so an edited component shows at once although the local cache persists.
 */
export function cacheBuild(env: Pick<Bindings, 'ENVIRONMENT'>): string {
  if (env.ENVIRONMENT !== 'development') return ASSETS_FINGERPRINT;
  // Random values only exist while a request runs, hence created on first use.
  isolateId ??= crypto.randomUUID().slice(0, 8);
  return `${ASSETS_FINGERPRINT}.${isolateId}`;
}

function mark(response: Response, status: HtmlCacheStatus): void {
  response.headers.set(HTML_CACHE_HEADER, status);
}

/** The stored copy: the same page with the edge lifetime as Cache-Control and the page's own kept aside. */
function storedCopy(response: Response, body: ArrayBuffer, ttl: number): Response {
  const headers = new Headers(response.headers);
  headers.set(CLIENT_CACHE_CONTROL, response.headers.get('Cache-Control') ?? '');
  headers.set('Cache-Control', storedCacheControl(ttl));
  return new Response(body, { status: response.status, headers });
}

/** A match as the visitor gets it: the headers the page was rendered with. */
function fromCache(cached: Response): Response {
  const response = new Response(cached.body, cached);
  response.headers.set('Cache-Control', cached.headers.get(CLIENT_CACHE_CONTROL) ?? '');
  for (const name of CACHE_ADDED) response.headers.delete(name);
  return response;
}

/**
 * Answers anonymous published pages from the edge cache and stores shareable ones after a miss, in
 * `waitUntil`. Sets `X-Cache: hit | miss | bypass`. Mount it after the content access and before the page
 * routes.
 *
 * @example
 * app.use(contentAccess);
 * app.use(edgeHtmlCache());
 * app.route('/', content);
 */
export function edgeHtmlCache(options: EdgeHtmlCacheOptions = {}): MiddlewareHandler<AppEnv> {
  const openCache = options.cache ?? defaultCache;
  return createMiddleware<AppEnv>(async function htmlCache(c, next) {
    const url = new URL(c.req.url);
    const cache = openCache();
    const bypass =
      htmlCacheBypass({ method: c.req.method, cookie: c.req.header('cookie'), params: url.searchParams }) ??
      (c.get('content').draft ? 'draft' : null);
    // Without the cache version there is no safe key: render as if uncached.
    const cacheVersion =
      cache && !bypass
        ? await c
            .get('content')
            .cacheVersion()
            .catch(() => undefined)
        : undefined;
    if (!cache || cacheVersion === undefined) {
      await next();
      mark(c.res, 'bypass');
      return;
    }
    const facts = {
      build: options.build ?? cacheBuild(c.env),
      cacheVersion,
      prefetch: prefetchAllowed({ saveData: c.req.header('save-data'), ect: c.req.header('ect') }),
      complete: isCrawler(c.req.header('user-agent')),
    };
    const target = keyTarget(url);
    const keyOf = (flags: readonly string[]) =>
      htmlCacheKey({ ...facts, url: target, treatments: treatmentsOf(c, flags) });
    // A page is kept once per combination of the visitor's treatments of the flags it reads; which flags those
    // are is known once it has been rendered, and kept beside its copies. The list belongs to the path: what a
    // page reads does not depend on its query, so a new query of a known page finds its list at once.
    const listKey = flagListKey(htmlCacheKey({ ...facts, url: { ...target, search: '' }, treatments: {} }));
    const now = Date.now();
    const known = await flagsRead(cache, listKey, now);
    const knownKey = known && keyOf(known);
    if (knownKey) {
      const kept = keptPage(knownKey, now, c.req.header('accept-encoding'), (work) =>
        c.executionCtx.waitUntil(work),
      );
      if (kept) {
        c.res = kept;
        return;
      }
      const cached = await cache.match(knownKey).catch(() => undefined);
      if (cached) {
        const ttl = Number(/s-maxage=(\d+)/.exec(cached.headers.get('Cache-Control') ?? '')?.[1]) || 0;
        const age = Number(cached.headers.get('Age')) || 0;
        const response = fromCache(cached);
        if (ttl > age) {
          const [forVisitor, forMemory] = (response.body as ReadableStream).tee();
          c.executionCtx.waitUntil(keepResponse(knownKey, new Response(forMemory, response), ttl - age, now));
          c.res = new Response(forVisitor, response);
        } else {
          c.res = response;
        }
        mark(c.res, 'hit');
        return;
      }
    }
    await next();
    const response = c.res;
    const ttl = edgeTtlSeconds({
      status: response.status,
      contentType: response.headers.get('Content-Type'),
      cacheControl: response.headers.get('Cache-Control'),
      setCookie: response.headers.has('Set-Cookie'),
    });
    if (ttl !== null && response.body) {
      // The flags of every variant seen so far: a variant reading a flag the others do not still gets its copy.
      const flags = [...new Set([...(known ?? []), ...(c.get('flags')?.reads ?? [])])].sort();
      const same = flags.join() === known?.join();
      if (!same) rememberFlags(c, cache, listKey, flags, ttl);
      const key = same && knownKey ? knownKey : keyOf(flags);
      // A shareable page is rendered whole (one string): its bytes go to the visitor, this isolate's memory
      // and the cache alike, with no stream to split.
      const body = wholePageBytes(response) ?? (await response.arrayBuffer());
      keepPage(key, {
        body,
        status: response.status,
        headers: new Headers(response.headers),
        expiresAt: now + Math.min(ttl * 1000, KEPT_MAX_MS),
      });
      c.executionCtx.waitUntil(
        cache
          .put(key, storedCopy(response, body, ttl))
          .catch((error: unknown) => c.get('log').warn('html-cache-store-failed', { error })),
      );
      c.res = new Response(body, response);
    }
    mark(c.res, 'miss');
  });
}
