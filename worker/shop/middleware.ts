// Builds the request's shop client once and puts it on the context: every call to the shop API from the worker
// (customer, campaign data) goes through it, with the visitor's cookie, channel and locale.
import type { MiddlewareHandler } from 'hono';
import { channelHeader, createShopClient, type ShopClient } from '../../shared/shop/client';
import type { AppEnv } from '../env';
import { shopTransport } from './transport';

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's shop API client (`shopClient()` middleware). */
    shop: ShopClient;
  }
}

export interface ShopClientOptions {
  /** Milliseconds before a call fails as timed out; by default the client's own. */
  timeoutMs?: number;
}

/**
 * Sets `c.get('shop')`: the shop API at `SHOP_API_ORIGIN`, or the embedded backend in-process. Mount it after the
 * request context (it needs the site).
 *
 * @example
 * app.use(requestContext);
 * app.use(shopClient());
 * const customer = await c.get('shop').get(SHOP_PATHS.customerData);
 */
export function shopClient({ timeoutMs }: ShopClientOptions = {}): MiddlewareHandler<AppEnv> {
  return async function shopClient(c, next) {
    const site = c.get('site');
    c.set(
      'shop',
      createShopClient({
        ...shopTransport(c),
        channelHeader: channelHeader(site),
        locale: site.locale,
        cookie: c.req.header('cookie') ?? '',
        ...(timeoutMs ? { timeoutMs } : {}),
      }),
    );
    await next();
  };
}
