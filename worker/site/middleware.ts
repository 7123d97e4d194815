// Request context middleware: site (or its redirect), validated query, request id and logger, once per request.
import { createMiddleware } from 'hono/factory';
import { type IsolateCache, NO_CACHE } from '../../shared/domain/isolate-cache';
import { resolveSite, splitPath } from '../../shared/domain/site';
import { parseRequestQuery, type RequestQuery } from '../../shared/schemas/request-query';
import type { AppEnv, Bindings } from '../env';
import { ISOLATE_CACHE } from '../isolate-cache';
import { createLogger, SILENT_LOG } from '../log';
import { renderError } from '../render/error-page';
import { textsReady } from './locale-texts';
import { requestUrl } from './request-facts';
import { passCache } from './start-up';

/**
 * Routes match the path without platform marker, locale prefix and trailing slash (`/d/fr/products/` ->
 * `/products`); the site context has already redirected every non-canonical form.
 */
export function routePath(request: Request): string {
  const url = request.url;
  const start = url.indexOf('/', url.indexOf('://') + 3);
  const end = url.search(/[?#]/);
  const pathname = start < 0 ? '/' : url.slice(start, end < 0 ? undefined : end);
  return splitPath(pathname.replace(/\/{2,}/g, '/')).rest.replace(/(.)\/+$/, '$1');
}

/** The isolate's cache, or none where a test turned every cache off (development only). */
function requestCache(env: Pick<Bindings, 'CACHES' | 'ENVIRONMENT'>): IsolateCache {
  return env.CACHES === 'off' && env.ENVIRONMENT === 'development' ? NO_CACHE : ISOLATE_CACHE;
}

/** The context of a request whose query failed validation: defaults, so the 400 page can render. */
const FALLBACK_QUERY: RequestQuery = {
  carried: {},
  tracking: true,
  logging: true,
  flagsDisabled: false,
  debug: false,
};

export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const url = requestUrl(c);
  const resolved = resolveSite(url, { posterShopName: c.env.POSTER_SHOP_NAME });
  if (resolved.kind === 'redirect') return c.redirect(resolved.location, resolved.status);
  const { site } = resolved;
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
  const parsed = parseRequestQuery(url.searchParams);
  const query = parsed.ok ? parsed.query : FALLBACK_QUERY;
  c.set('site', site);
  // The start-up pass's requests keep their values in a cache of their own.
  const pass = passCache(c.req.raw);
  c.set('kept', pass ?? requestCache(c.env));
  c.set('requestId', requestId);
  c.set('query', query);
  c.set(
    'log',
    // The start-up pass renders built-in content with no visitor: nothing of it is the shop's to log.
    pass
      ? SILENT_LOG
      : createLogger({ requestId, channel: site.channel, locale: site.locale, enabled: query.logging }),
  );
  // Nothing answers without the request's texts, the error pages included.
  const unreadable = await textsReady(c);
  if (unreadable) return unreadable;
  if (!parsed.ok) {
    c.get('log').warn('invalid-request-query', { path: url.pathname, reason: parsed.reason });
    return renderError(c, 'bad-request', parsed.reason);
  }
  // A bad flag override cannot hurt: the page answers as without one.
  if (parsed.ignored)
    c.get('log').warn('flag-override-ignored', { path: url.pathname, reason: parsed.ignored });
  await next();
});
