// The page's customer (loaded once at start): only for a request with a session or an anonymous basket's cookie,
// through the request's shop client (`c.get('shop')`).
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { type CustomerSummary, customerSummary } from '../../shared/schemas/customer';
import { customerData } from '../../shared/shop/client';
import { CUSTOMER_COOKIES, SESSION_COOKIES } from '../../shared/shop/endpoints';
import type { AppEnv } from '../env';
import { requestUrl } from '../site/request-facts';

const loaded = new WeakMap<Request, Promise<CustomerSummary | undefined>>();

/** Whether the request carries a session cookie: only then may a customer be logged in. */
export function hasSession(c: Context<AppEnv>): boolean {
  return SESSION_COOKIES.some((name) => getCookie(c, name) !== undefined);
}

/**
 * Whether the customer data may say something of this visitor (a session, or an anonymous basket's cart count):
 * only then is it loaded, and the page is personal.
 */
export function hasCustomerData(c: Context<AppEnv>): boolean {
  return CUSTOMER_COOKIES.some((name) => getCookie(c, name) !== undefined);
}

/** A logged-in customer's number, by request: the flags' bucketing key is made of it; the page never shows it. */
const numbers = new WeakMap<Request, string>();

async function load(c: Context<AppEnv>): Promise<CustomerSummary | undefined> {
  const url = requestUrl(c);
  // customerData() turns every failure into the anonymous customer.
  const customer = await customerData(c.get('shop'), { referrer: `${url.pathname}${url.search}` });
  if (customer.isLoggedIn && customer.number) numbers.set(c.req.raw, customer.number);
  return customerSummary(customer);
}

/** The logged-in customer's number, from the same one load as the page's customer; undefined when anonymous. */
export async function requestCustomerNumber(c: Context<AppEnv>): Promise<string | undefined> {
  await requestCustomer(c);
  return numbers.get(c.req.raw);
}
/**
 * The customer summary of the request, loaded at most once per request; undefined (anonymous, no backend call)
 * without a cookie the customer data depends on.
 */
export function requestCustomer(c: Context<AppEnv>): Promise<CustomerSummary | undefined> {
  if (!hasCustomerData(c)) return Promise.resolve(undefined);
  let pending = loaded.get(c.req.raw);
  if (!pending) {
    pending = load(c).catch(() => undefined);
    loaded.set(c.req.raw, pending);
  }
  return pending;
}
