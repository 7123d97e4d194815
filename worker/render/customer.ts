// The page's customer (loaded once at start): only for a request with the session cookie,
// through the request's shop client (`c.get('shop')`).
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { type CustomerSummary, customerSummary } from '../../shared/schemas/customer';
import { customerData } from '../../shared/shop/client';
import { SESSION_COOKIES } from '../../shared/shop/endpoints';
import type { AppEnv } from '../env';

const loaded = new WeakMap<Request, Promise<CustomerSummary | undefined>>();

/** Whether the request carries a session cookie: only then is the page personal. */
export function hasSession(c: Context<AppEnv>): boolean {
  return SESSION_COOKIES.some((name) => getCookie(c, name) !== undefined);
}

async function load(c: Context<AppEnv>): Promise<CustomerSummary | undefined> {
  const url = new URL(c.req.url);
  // customerData() turns every failure into the anonymous customer.
  return customerSummary(await customerData(c.get('shop'), { referrer: `${url.pathname}${url.search}` }));
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
