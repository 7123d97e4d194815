// Edge HTML cache: anonymous published pages answered from the Workers Cache API, stored after a miss.
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Treatment } from '../../shared/domain/flags';
import {
  buildFingerprint,
  edgeTtlSeconds,
  HTML_CACHE_HEADER,
  type HtmlCacheStatus,
  htmlCacheBypass,
  htmlCacheKey,
  storedCacheControl,
} from '../../shared/domain/html-cache';
import { isCrawler, prefetchAllowed } from '../../shared/domain/http-policy';
import type { AppEnv, Bindings } from '../env';
import { ASSET_URLS } from '../generated/assets';

/** Carries the page's own Cache-Control inside the stored copy, whose Cache-Control is the edge lifetime. */
const CLIENT_CACHE_CONTROL = 'X-Client-Cache-Control';
/** Headers the Cache API adds to a match that the page never had. */
const CACHE_ADDED = ['Age', 'CF-Cache-Status', CLIENT_CACHE_CONTROL];

export interface EdgeHtmlCacheOptions {
  /** The cache to use; none (outside workerd) turns the middleware into a pass-through. */
  cache?: () => Cache | undefined;
  /** Part of the key that changes with each deploy; by default `cacheBuild()`. */
  build?: string;
  /** The visitor's experiment treatments, part of the key; none until flags are evaluated per visitor. */
  treatments?: (c: Context<AppEnv>) => Readonly<Record<string, Treatment>>;
}

/** workerd's `caches.default`; the DOM typings the project also loads do not know it. */
const defaultCache = () =>
  typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default;
const noTreatments = () => ({});

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
function storedCopy(response: Response, body: ReadableStream, ttl: number): Response {
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
  const treatmentsOf = options.treatments ?? noTreatments;
  return createMiddleware<AppEnv>(async function htmlCache(c, next) {
    const url = new URL(c.req.url);
    const cache = openCache();
    const bypass =
      htmlCacheBypass({ method: c.req.method, cookie: c.req.header('cookie'), params: url.searchParams }) ??
      (c.var.content.draft ? 'draft' : null);
    // Without the cache version there is no safe key: render as if uncached.
    const cacheVersion =
      cache && !bypass ? await c.var.content.cacheVersion().catch(() => undefined) : undefined;
    if (!cache || cacheVersion === undefined) {
      await next();
      mark(c.res, 'bypass');
      return;
    }
    const key = htmlCacheKey({
      url,
      build: options.build ?? cacheBuild(c.env),
      cacheVersion,
      treatments: treatmentsOf(c),
      prefetch: prefetchAllowed({ saveData: c.req.header('save-data'), ect: c.req.header('ect') }),
      complete: isCrawler(c.req.header('user-agent')),
    });
    const cached = await cache.match(key).catch(() => undefined);
    if (cached) {
      c.res = fromCache(cached);
      mark(c.res, 'hit');
      return;
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
      const [forVisitor, forCache] = response.body.tee();
      const put = cache.put(key, storedCopy(response, forCache, ttl));
      c.executionCtx.waitUntil(
        put.catch((error: unknown) => c.var.log.warn('html-cache-store-failed', { error })),
      );
      c.res = new Response(forVisitor, response);
    }
    mark(c.res, 'miss');
  });
}
