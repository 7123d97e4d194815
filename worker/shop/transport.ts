// How the worker reaches the shop API: `SHOP_API_ORIGIN` over the network, or the embedded backend in-process,
// called with the request's site, logger and demo theme pictures as if the worker had routed the request to it.
import { type Context, Hono } from 'hono';
import type { ShopFetch } from '../../shared/shop/client';
import { shopBackend } from '../backends/shop/index';
import type { AppEnv, Variables } from '../env';
import { passCache } from '../site/start-up';

/** The calling request's context the backend reads, by the in-process request that carries it to the backend. */
const callers = new WeakMap<Request, Pick<Variables, 'site' | 'log' | 'demoThemePicture'>>();

/** The embedded backend behind the same request context the worker gives it when the browser calls it. */
const embedded = new Hono<AppEnv>()
  .use(async function callerContext(c, next) {
    const caller = callers.get(c.req.raw);
    if (caller) {
      c.set('site', caller.site);
      c.set('log', caller.log);
      if (caller.demoThemePicture) c.set('demoThemePicture', caller.demoThemePicture);
    }
    await next();
  })
  .route('/', shopBackend);

/** Builds the embedded backend's route matcher now (at start-up) rather than for its first call. */
export function readyEmbeddedShop(): void {
  embedded.router.match('GET', '/price-api/');
}

/**
 * The in-process call as coming from the caller's client: its address and the edge's `cf` object travel with it,
 * so the backend's limits count the shopper, not one caller for everybody.
 */
function inProcess(c: Context<AppEnv>, request: Request): Request {
  const client = c.req.header('cf-connecting-ip');
  const cf = c.req.raw.cf;
  if (!client || !cf) return request;
  const headers = new Headers(request.headers);
  headers.set('cf-connecting-ip', client);
  return new Request(request, { headers, cf } as RequestInit);
}

/** The transport and base URL of the shop API for one request. */
export function shopTransport(c: Context<AppEnv>): { fetch: ShopFetch; baseUrl: string } {
  // The start-up pass asks no shop: it gets the answer of one that is down, as a page must take it.
  if (passCache(c.req.raw)) return { fetch: async () => new Response(null, { status: 503 }), baseUrl: '' };
  const origin = c.env.SHOP_API_ORIGIN;
  if (origin) return { fetch: (input, init) => fetch(input, init), baseUrl: origin };
  return {
    baseUrl: c.get('site').origin,
    fetch: (input, init) => {
      const request = inProcess(c, new Request(input, init));
      callers.set(request, {
        site: c.get('site'),
        log: c.get('log'),
        demoThemePicture: c.get('demoThemePicture'),
      });
      return Promise.resolve(embedded.fetch(request, c.env, c.executionCtx));
    },
  };
}
