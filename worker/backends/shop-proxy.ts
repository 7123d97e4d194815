// Proxy mode: with SHOP_API_ORIGIN set, `/web-api/*` and `/price-api/*` go to that shop API instead of the
// embedded backend: method, body, query, the request headers the shop API reads (an allow-list) and its cookies;
// the forwarding headers are the worker's own; hop-by-hop headers of the answer are dropped.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { TEAM_COOKIE } from '../flags/team-cookie';
import { connectingAddress } from '../site/client-address';
import { sameOriginOnly, shopError } from './shop/http';

/** Headers of one connection only (RFC 9110 section 7.6.1); `proxy-*` are matched by prefix. */
export const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
];

/**
 * The request headers that cross to the shop API, all others stay behind: whatever else a client writes, its own
 * `Forwarded`, `X-Forwarded-*`, `X-Real-IP`, `True-Client-IP`, `X-Original-URL` or `X-Rewrite-URL` among them,
 * could be taken by the origin as the worker's word.
 */
export const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'cache-control',
  'content-length',
  'content-type',
  'cookie',
  'if-modified-since',
  'if-none-match',
  'origin',
  'referer',
  'user-agent',
  'x-referrer',
  'x-requested-with',
  'x-shop-channel',
  'x-shop-locale',
];

/**
 * Percent-escapes an origin may decode into a path separator, a dot segment or another escape (`..%2f`,
 * `%2e%2e`, `%5c`, `%252e`), and NUL; and dot segments left as they are.
 */
const UNSAFE_PATH = /%(?:2e|2f|5c|25|00)|(?:^|\/)\.{1,2}(?:\/|$)|\\/i;

/** The request's path as it arrived, before any decoding. */
const rawPath = (url: string) => url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/, 1)[0] ?? '';

/** The Cookie header without the team's cookie, which is the storefront's alone. */
function shopCookies(header: string): string {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && pair.split('=', 1)[0]?.trim() !== TEAM_COOKIE)
    .join('; ');
}

/** A `Forwarded` parameter value, quoted (an IPv6 address in brackets). */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`;

/**
 * The headers to send upstream: the allowed ones of the client, and the forwarding headers from what the worker
 * knows (the address Cloudflare saw, the host and scheme it was asked for).
 */
function upstreamHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const cookies = shopCookies(headers.get('cookie') ?? '');
  if (cookies) headers.set('cookie', cookies);
  else headers.delete('cookie');
  const url = new URL(request.url);
  const proto = url.protocol.replace(/:$/, '');
  const client = connectingAddress(request);
  const forwarded = [`host=${quoted(url.host)}`, `proto=${proto}`];
  if (client) {
    headers.set('x-forwarded-for', client);
    forwarded.unshift(`for=${quoted(client.includes(':') ? `[${client}]` : client)}`);
  }
  headers.set('x-forwarded-host', url.host);
  headers.set('x-forwarded-proto', proto);
  headers.set('forwarded', forwarded.join(';'));
  return headers;
}

/** The request to send upstream: same method, path, query and body. */
function upstreamRequest(request: Request, origin: string): Request {
  const url = new URL(request.url);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(`${url.pathname}${url.search}`, origin), {
    method: request.method,
    headers: upstreamHeaders(request),
    body: hasBody ? request.body : null,
    redirect: 'manual',
  });
}

/** A copy of the headers without hop-by-hop ones, nor any the Connection header names. Set-Cookie stays. */
function endToEndHeaders(source: Headers): Headers {
  const headers = new Headers(source);
  const named = (source.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase());
  const drop = [...HOP_BY_HOP, ...named.filter(Boolean)];
  for (const name of [...headers.keys()]) {
    if (drop.includes(name) || name.startsWith('proxy-')) headers.delete(name);
  }
  return headers;
}

/** The upstream answer as the browser gets it: status, body and end-to-end headers (every Set-Cookie). */
function downstreamResponse(response: Response): Response {
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: endToEndHeaders(response.headers),
  });
}

const proxyToOrigin = createMiddleware<AppEnv>(async function proxyToOrigin(c, next) {
  const origin = c.env.SHOP_API_ORIGIN;
  if (!origin) return next();
  // The origin could resolve such a path elsewhere than the path this route matched.
  if (UNSAFE_PATH.test(rawPath(c.req.url))) {
    const reason = 'must not hold encoded dots, slashes, backslashes or percent signs, nor dot segments';
    return shopError(c, 400, 'invalidField', { field: 'path', reason }, [{ field: 'path', message: reason }]);
  }
  try {
    return downstreamResponse(await fetch(upstreamRequest(c.req.raw, origin)));
  } catch {
    return shopError(c, 502, 'shopUnreachable');
  }
});

/** Mounted before the embedded shop backend: answers in proxy mode, otherwise passes the request on. */
export const shopProxy = new Hono<AppEnv>();

/** In proxy mode the same-origin rule holds before anything is forwarded, as it does for the embedded backend. */
const sameOriginInProxyMode = createMiddleware<AppEnv>(async function sameOriginInProxyMode(c, next) {
  return c.env.SHOP_API_ORIGIN ? sameOriginOnly(c, next) : next();
});

shopProxy.use('/web-api/*', sameOriginInProxyMode, proxyToOrigin);
shopProxy.use('/price-api/*', sameOriginInProxyMode, proxyToOrigin);
