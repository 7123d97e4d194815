// The embedded shop backend as the local worker's shop API: its routes for the browser's calls, the worker's own
// calls to it in-process (with the calling request's site, logger and demo theme pictures, as if the worker had
// routed the request to it), and the pruning of abandoned anonymous wishlists and baskets. Production has a shop
// origin instead (`SHOP_API_ORIGIN`) and none of this in its bundle.
import { type Context, Hono } from 'hono';
import type { ShopFetch } from '../../../shared/shop/client';
import type { AppEnv, Variables } from '../../env';
import { pruneAnonymousBaskets } from './catalogue/basket-lines';
import { pruneAnonymousWishlists } from './catalogue/wishlist-store';
import { shopBackend } from './index';

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

/** The request's calls to the embedded backend, answered in-process. */
export function embeddedShopFetch(c: Context<AppEnv>): ShopFetch {
  return (input, init) => {
    const request = inProcess(c, new Request(input, init));
    callers.set(request, {
      site: c.get('site'),
      log: c.get('log'),
      demoThemePicture: c.get('demoThemePicture'),
    });
    return Promise.resolve(embedded.fetch(request, c.env, c.executionCtx));
  };
}

/** Drops abandoned anonymous wishlists and baskets (the cron trigger, every minute). */
export function pruneEmbeddedShop(db: D1Database, now: number): Promise<unknown> {
  return Promise.all([pruneAnonymousWishlists(db, now), pruneAnonymousBaskets(db, now)]);
}

/** The embedded shop backend as a local part. */
export const embeddedShop = {
  routes: shopBackend,
  fetch: embeddedShopFetch,
  prune: pruneEmbeddedShop,
};
