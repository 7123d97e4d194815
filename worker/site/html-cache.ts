// Edge HTML cache: anonymous published pages answered from the Workers Cache API, stored after a miss. The
// isolate keeps a page in its own cache too, under the same key and lifetime, once it is asked for again (its
// first hit, or a second miss where the Cache API has no copy yet or keeps none): a hit then costs no call to the
// Cache API at all, and a page asked for once (a query variant, the long tail a crawler walks) takes no room from
// what every page reuses. Bodies are kept as the page sent them: Cloudflare compresses at the edge.
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  buildFingerprint,
  edgeTtlSeconds,
  HTML_CACHE_HEADER,
  type HtmlCacheStatus,
  htmlCacheBypass,
  htmlCacheKey,
  keyTarget,
  type PageReads,
  parsePageReads,
  readsKey,
  storedCacheControl,
} from '../../shared/domain/html-cache';
import { isCrawler, prefetchAllowed } from '../../shared/domain/http-policy';
import { type IsolateCache, keptSpace } from '../../shared/domain/isolate-cache';
import type { AppEnv, Bindings } from '../env';
import { treatmentsOf } from '../flags/middleware';
import { pageUrl } from '../flags/team-access';
import { ASSET_URLS } from '../generated/assets';
import { passCache } from './start-up';
import { switchState } from './switches';

/** Carries the page's own Cache-Control inside the stored copy, whose Cache-Control is the edge lifetime. */
const CLIENT_CACHE_CONTROL = 'X-Client-Cache-Control';
/** Carries the flags the stored page showed when it was rendered: a hit records their impressions. */
const FLAG_SEEN = 'X-Flag-Seen';
/**
 * Headers the Cache API adds to a match (a copy stored from a stream gets its length and date there), or the stored
 * copy carries, that the page never had.
 */
const CACHE_ADDED = ['Age', 'CF-Cache-Status', 'Content-Length', 'Date', CLIENT_CACHE_CONTROL, FLAG_SEEN];

export interface EdgeHtmlCacheOptions {
  /** The cache to use; none (outside workerd) turns the middleware into a pass-through. */
  cache?: () => Cache | undefined;
  /** Part of the key that changes with each deploy; by default `cacheBuild()`. */
  build?: string;
}

/** workerd's `caches.default`; the DOM typings the project also loads do not know it. */
export const defaultCache = () =>
  typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default;

/** A page kept in this isolate: the visitor's copy (headers as sent, marked as a hit) until it expires. */
interface KeptPage {
  body: ArrayBuffer;
  status: number;
  /** A `Headers` object: a response copies one in half the time it takes to read them from pairs. */
  headers: Headers;
  /** The flags this copy showed when it was rendered. */
  flagsSeen: readonly string[];
}

/** Pages by cache key; a page's headers are counted at a kilobyte. */
const PAGES = keptSpace<KeptPage>('pages', (page) => page.body.byteLength + 1024);
/** A memory copy lives as long as the stored one, but never longer than this. */
const KEPT_MAX_MS = 300_000;
/** Pages rendered once by this isolate, for the lifetime a copy of them would have: the next miss keeps its page. */
const MISSED_ONCE = keptSpace<true>('pages-missed-once', () => 8);

/** Until when the isolate keeps what it keeps of a page stored for `ttlSeconds`. */
const keptUntil = (ttlSeconds: number, now: number) => now + Math.min(ttlSeconds * 1000, KEPT_MAX_MS);

function keepPage(kept: IsolateCache, key: string, page: KeptPage, ttlSeconds: number, now: number): void {
  // A kept page is only ever sent as a hit.
  page.headers.set(HTML_CACHE_HEADER, 'hit');
  kept.set(PAGES, key, page, { until: keptUntil(ttlSeconds, now) });
}

/** Keeps a visitor's copy of a page read from the cache, for the rest of its lifetime. */
async function keepResponse(
  kept: IsolateCache,
  key: string,
  response: Response,
  flagsSeen: readonly string[],
  ttl: number,
  now: number,
) {
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  keepPage(kept, key, { body, status: response.status, headers, flagsSeen }, ttl, now);
}

/** The flags a stored copy showed, from its header. */
const storedSeen = (cached: Response): string[] =>
  (cached.headers.get(FLAG_SEEN) ?? '').split(',').filter((flag) => flag !== '');

/** A hit shows the flags its copy showed: the visitor sees them, as on the render that made it. */
function noteSeen(c: Context<AppEnv>, flags: readonly string[]): void {
  const reads = c.get('flags')?.reads;
  for (const flag of flags) reads?.see(flag);
}

/** What each page read (flags, switch cookies), by its key without them: in this isolate, and at the edge beside it. */
const PAGE_READS = keptSpace<PageReads>('page-reads');
/**
 * Pages this isolate looked up and found no list for (a missing page is never stored): asked again meanwhile they
 * are rendered without a cache call. Rendering a page this isolate stores sets its list.
 */
const UNLISTED = keptSpace<true>('pages-unlisted', () => 8);
const UNLISTED_MS = 30_000;

async function readsOf(
  kept: IsolateCache,
  cache: Cache,
  key: string,
  now: number,
): Promise<PageReads | null> {
  const known = kept.get(PAGE_READS, key);
  if (known) return known;
  if (kept.get(UNLISTED, key, now)) return null;
  const stored = await cache.match(key).catch(() => undefined);
  const reads = parsePageReads(stored ? await stored.json().catch(() => null) : null);
  if (reads) kept.set(PAGE_READS, key, reads);
  else kept.set(UNLISTED, key, true, { until: now + UNLISTED_MS });
  return reads;
}

function rememberReads(c: Context<AppEnv>, cache: Cache, key: string, reads: PageReads, ttl: number): void {
  c.get('kept').set(PAGE_READS, key, reads);
  c.get('kept').delete(UNLISTED, key);
  const list = new Response(JSON.stringify(reads), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': storedCacheControl(ttl) },
  });
  c.executionCtx.waitUntil(
    cache.put(key, list).catch((error: unknown) => c.get('log').warn('html-cache-store-failed', { error })),
  );
}

/** Every read of the known list and of this render, each once and sorted. */
function unionOf(known: PageReads | null, flags: Iterable<string>, switches: Iterable<string>): PageReads {
  const union = (a: Iterable<string>, b: Iterable<string>) => [...new Set([...a, ...b])].sort();
  return { flags: union(known?.flags ?? [], flags), switches: union(known?.switches ?? [], switches) };
}

const sameReads = (a: PageReads, b: PageReads | null) =>
  b !== null && a.flags.join() === b.flags.join() && a.switches.join() === b.switches.join();

const ASSETS_FINGERPRINT = buildFingerprint(ASSET_URLS);
let isolateId: string | undefined;

/**
 * The build part of the key: the fingerprint of the hashed assets and the running version's id, so a deploy never
 * serves pages pointing at assets that are gone, nor pages its own code would render otherwise. In development
 * the build's own id where the runner gives one, so a restart of the same build finds what was stored before it;
 * else this isolate's id: each reload of the worker starts a new isolate, so an edited component shows at once
 * although the local cache persists.
 */
export function cacheBuild(
  env: Pick<Bindings, 'ENVIRONMENT' | 'CACHE_BUILD' | 'CF_VERSION_METADATA'>,
): string {
  const build =
    env.ENVIRONMENT !== 'development' ? env.CF_VERSION_METADATA?.id : env.CACHE_BUILD || ownIsolate();
  return build ? `${ASSETS_FINGERPRINT}.${build}` : ASSETS_FINGERPRINT;
}

/** This isolate's id. Random values only exist while a request runs, hence created on first use. */
function ownIsolate(): string {
  isolateId ??= crypto.randomUUID().slice(0, 8);
  return isolateId;
}

function mark(response: Response, status: HtmlCacheStatus): void {
  response.headers.set(HTML_CACHE_HEADER, status);
}

/**
 * The stored copy: the same page with the edge lifetime as Cache-Control, the page's own kept aside, and the
 * flags it read.
 */
function storedCopy(response: Response, flagsSeen: readonly string[], ttl: number): Response {
  // A clone shares the body's bytes with the visitor's response: nothing is read back or copied here.
  const copy = response.clone();
  copy.headers.set(CLIENT_CACHE_CONTROL, response.headers.get('Cache-Control') ?? '');
  copy.headers.set(FLAG_SEEN, flagsSeen.join(','));
  copy.headers.set('Cache-Control', storedCacheControl(ttl));
  return copy;
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
    // Without the team parameters a stranger may not use: their request is the normal page's.
    const url = pageUrl(c);
    const kept = c.get('kept');
    // With every cache off (tests), nothing is looked up nor stored; nor for the start-up pass (no I/O then).
    const cache = kept.enabled && !passCache(c.req.raw) ? openCache() : undefined;
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
    const keyOf = (reads: PageReads) =>
      htmlCacheKey({
        ...facts,
        url: target,
        treatments: treatmentsOf(c, reads.flags),
        switches: Object.fromEntries(reads.switches.map((name) => [name, switchState(c, name)])),
      });
    // A page is kept once per combination of the visitor's treatments of the flags it reads and of the switch
    // cookies it reads; which those are is known once it has been rendered, and kept beside its copies. The list
    // belongs to the path: what a page reads does not depend on its query, so a new query finds it at once.
    const empty = { ...facts, url: { ...target, search: '' }, treatments: {}, switches: {} };
    const listKey = readsKey(htmlCacheKey(empty));
    const now = Date.now();
    const known = await readsOf(kept, cache, listKey, now);
    const knownKey = known && keyOf(known);
    if (knownKey) {
      const page = kept.get(PAGES, knownKey, now);
      if (page) {
        noteSeen(c, page.flagsSeen);
        c.res = new Response(page.body, { status: page.status, headers: page.headers });
        return;
      }
      const cached = await cache.match(knownKey).catch(() => undefined);
      if (cached) {
        const ttl = Number(/s-maxage=(\d+)/.exec(cached.headers.get('Cache-Control') ?? '')?.[1]) || 0;
        const age = Number(cached.headers.get('Age')) || 0;
        const flagsSeen = storedSeen(cached);
        noteSeen(c, flagsSeen);
        const response = fromCache(cached);
        if (ttl > age) {
          const [forVisitor, forMemory] = (response.body as ReadableStream).tee();
          c.executionCtx.waitUntil(
            keepResponse(kept, knownKey, new Response(forMemory, response), flagsSeen, ttl - age, now),
          );
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
      // The reads of every variant seen so far: a variant reading what the others do not still gets its copy.
      const flagReads = c.get('flags')?.reads;
      const flagsSeen = [...(flagReads?.seen ?? [])].sort();
      const reads = unionOf(known, flagReads ?? [], c.get('switchReads') ?? []);
      const same = sameReads(reads, known);
      if (!same) rememberReads(c, cache, listKey, reads, ttl);
      const key = same && knownKey ? knownKey : keyOf(reads);
      c.executionCtx.waitUntil(
        cache
          .put(key, storedCopy(response, flagsSeen, ttl))
          .catch((error: unknown) => c.get('log').warn('html-cache-store-failed', { error })),
      );
      // Kept in memory once asked for again: by its first hit, or here on a second miss (the Cache API's copy not
      // there yet, or a deployment whose Cache API keeps nothing).
      if (kept.get(MISSED_ONCE, key, now)) {
        kept.delete(MISSED_ONCE, key);
        c.executionCtx.waitUntil(keepResponse(kept, key, response.clone(), flagsSeen, ttl, now));
      } else {
        kept.set(MISSED_ONCE, key, true, { until: keptUntil(ttl, now) });
      }
    }
    mark(c.res, 'miss');
  });
}
