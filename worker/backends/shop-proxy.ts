// Proxy mode: with SHOP_API_ORIGIN set, `/web-api/*` and `/price-api/*` go to that shop API instead of the
// embedded backend — method, body, query, headers and cookies through, hop-by-hop headers dropped both ways.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
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

/** The request to send upstream: same method, path, query, body and end-to-end headers, plus X-Forwarded-*. */
function upstreamRequest(request: Request, origin: string): Request {
  const url = new URL(request.url);
  const target = new URL(`${url.pathname}${url.search}`, origin);
  const headers = endToEndHeaders(request.headers);
  // The client's address is the one Cloudflare saw, never one the client wrote.
  headers.delete('x-real-ip');
  headers.delete('x-forwarded-for');
  const client = request.headers.get('cf-connecting-ip');
  if (client) headers.set('x-forwarded-for', client);
  headers.set('x-forwarded-host', url.host);
  headers.set('x-forwarded-proto', url.protocol.replace(/:$/, ''));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(target, {
    method: request.method,
    headers,
    body: hasBody ? request.body : null,
    redirect: 'manual',
  });
}

/** The upstream answer as the browser gets it: status, body and end-to-end headers (every Set-Cookie). */
function downstreamResponse(response: Response): Response {
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: endToEndHeaders(response.headers),
  });
}

const proxyToOrigin = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.env.SHOP_API_ORIGIN;
  if (!origin) return next();
  try {
    return downstreamResponse(await fetch(upstreamRequest(c.req.raw, origin)));
  } catch {
    return shopError(c, 502, 'shopUnreachable');
  }
});

/** Mounted before the embedded shop backend: answers in proxy mode, otherwise passes the request on. */
export const shopProxy = new Hono<AppEnv>();

/** In proxy mode the same-origin rule holds before anything is forwarded, as it does for the embedded backend. */
const sameOriginInProxyMode = createMiddleware<AppEnv>(async (c, next) =>
  c.env.SHOP_API_ORIGIN ? sameOriginOnly(c, next) : next(),
);

shopProxy.use('/web-api/*', sameOriginInProxyMode, proxyToOrigin);
shopProxy.use('/price-api/*', sameOriginInProxyMode, proxyToOrigin);
