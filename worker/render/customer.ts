// The page's customer (loaded once at start): only for a request with the session cookie,
// through the shop client in-process — the embedded backend app, or the real shop API in proxy mode.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  channelHeader,
  createShopClient,
  customerData,
  type ShopFetch,
} from '../../shared/domain/shop-client';
import { type CustomerSummary, customerSummary } from '../../shared/schemas/customer';
import { SESSION_COOKIE } from '../backends/shop/customers/session';
import { shopBackend } from '../backends/shop/index';
import type { AppEnv } from '../env';

const loaded = new WeakMap<Request, Promise<CustomerSummary | undefined>>();

/** Whether the request carries a session cookie: only then is the page personal. */
export function hasSession(c: Context<AppEnv>): boolean {
  return getCookie(c, SESSION_COOKIE) !== undefined;
}

async function load(c: Context<AppEnv>): Promise<CustomerSummary | undefined> {
  const site = c.var.site;
  const origin = c.env.SHOP_API_ORIGIN;
  const transport: ShopFetch = origin
    ? (input, init) => fetch(input, init)
    : (input, init) => Promise.resolve(shopBackend.fetch(new Request(input, init), c.env, c.executionCtx));
  const client = createShopClient({
    fetch: transport,
    baseUrl: origin ?? site.origin,
    channelHeader: channelHeader(site),
    locale: site.locale,
    cookie: c.req.header('cookie') ?? '',
  });
  const url = new URL(c.req.url);
  // customerData() turns every failure into the anonymous customer.
  return customerSummary(await customerData(client, { referrer: `${url.pathname}${url.search}` }));
}

/**
 * The customer summary of the request, loaded at most once per request; undefined (anonymous, no backend call)
 * without the session cookie.
 */
export function requestCustomer(c: Context<AppEnv>): Promise<CustomerSummary | undefined> {
  if (!hasSession(c)) return Promise.resolve(undefined);
  let pending = loaded.get(c.req.raw);
  if (!pending) {
    pending = load(c).catch(() => undefined);
    loaded.set(c.req.raw, pending);
  }
  return pending;
}
