// Builds the request's shop clients once and puts them on the context: every call to the shop API from the worker
// goes through one of them. The visitor's own (customer, wishlist) sends the visitor's cookie; the anonymous one
// (prices, campaign data: answers kept for every visitor) sends none.
import type { MiddlewareHandler } from 'hono';
import {
  type AnonymousShopClient,
  anonymousShopClient,
  channelHeader,
  createShopClient,
  type ShopClient,
} from '../../shared/shop/client';
import type { AppEnv } from '../env';
import { shopTransport } from './transport';

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's shop API client, with the visitor's cookie (`shopClient()` middleware). */
    shop: ShopClient;
    /** The shop API as nobody: no cookie, no session. Answers that fill a shared cache come through it. */
    anonymousShop: AnonymousShopClient;
  }
}

export interface ShopClientOptions {
  /** Milliseconds before a call fails as timed out; by default the client's own. */
  timeoutMs?: number;
}

/**
 * Sets `c.get('shop')` and `c.get('anonymousShop')`: the shop API at `SHOP_API_ORIGIN`, or the local worker's
 * embedded backend in-process (production without the setting: a shop that is down). Mount it after the request
 * context (it needs the site).
 *
 * @example
 * app.use(requestContext);
 * app.use(shopClient());
 * const customer = await c.get('shop').get(SHOP_PATHS.customerData);
 */
export function shopClient({ timeoutMs }: ShopClientOptions = {}): MiddlewareHandler<AppEnv> {
  return async function shopClient(c, next) {
    const site = c.get('site');
    const common = {
      ...shopTransport(c),
      channelHeader: channelHeader(site),
      locale: site.locale,
      ...(timeoutMs ? { timeoutMs } : {}),
    };
    c.set('shop', createShopClient({ ...common, cookie: c.req.header('cookie') ?? '' }));
    c.set('anonymousShop', anonymousShopClient(common));
    await next();
  };
}
