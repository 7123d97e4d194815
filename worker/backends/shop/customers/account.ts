// Login, logout, customer data and the account page's data: the account calls on D1 sessions.
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../../env';
import { anonymousBasketCount, basketCount, mergeAnonymousBasket } from '../catalogue/basket-store';
import { mergeAnonymousWishlist } from '../catalogue/wishlist';
import { readBody, shopError } from '../http';
import { verifyPassword } from './crypto';
import { tooManyRequests } from './rate-limit';
import { LoginSchema } from './schemas';
import { endSession, sessionCustomer, startSession } from './session';
import {
  ANONYMOUS,
  type CustomerFields,
  type CustomerRow,
  customerFields,
  customerNumber,
  findCustomerByEmail,
} from './store';
import { loginAttempt, loginSucceeded, reserveLogin } from './throttle';

export const accountApi = new Hono<AppEnv>();

/** The customer's fields with the header's cart count: the lines of their basket. */
async function withBasketCount(c: Context<AppEnv>, customer: CustomerRow): Promise<CustomerFields> {
  const fields = await customerFields(customer);
  const cartArticlesAmount = await basketCount(c.env.SHOP_DB, customer.id);
  return { ...fields, order: { ...fields.order, cartArticlesAmount } };
}

/**
 * Signs a customer in (password or Google): a fresh session, the browser's anonymous wishlist and basket taken
 * into the account, and the customer's fields as the answer.
 */
export async function signIn(c: Context<AppEnv>, customer: CustomerRow) {
  await startSession(c, customer.id);
  await mergeAnonymousWishlist(c, customer.id);
  await mergeAnonymousBasket(c, customer.id);
  return c.json(await withBasketCount(c, customer));
}

accountApi.post('/web-api/customer-login', async (c) => {
  const body = await readBody(c, LoginSchema);
  if (!body.ok) return body.response;
  try {
    const { email, password } = body.value;
    const attempt = await loginAttempt(c, email);
    const reservation = await reserveLogin(c.env.SHOP_DB, attempt);
    if (!reservation.ok) {
      c.get('log').warn('login-throttled', { account: attempt.account, client: attempt.client });
      return tooManyRequests(c, 'loginThrottled', reservation.retryAfter);
    }
    const customer = await findCustomerByEmail(c.env.SHOP_DB, email);
    // One PBKDF2 run whether or not the account exists, so the timing does not tell either; an account whose
    // address is not confirmed answers as a wrong password, after the same run.
    const valid = await verifyPassword(password, customer?.password_hash);
    if (!customer || !valid || customer.email_confirmed_at === null) {
      // The attempt stays counted as a failure. The account is named by its e-mail's hash only.
      c.get('log').warn('login-failed', {
        account: attempt.account,
        customerId: customer?.id ?? null,
        client: attempt.client,
      });
      return shopError(c, 401, 'loginFailed');
    }
    await loginSucceeded(c.env.SHOP_DB, attempt);
    return await signIn(c, customer);
  } catch (error) {
    c.get('log').error('log-in-error', { error });
    return shopError(c, 500, 'loginError');
  }
});

// Ends the session everywhere: its row is deleted, so the id is worth nothing even where the cookie survives.
accountApi.post('/web-api/customer-logout', async (c) => {
  await endSession(c);
  return c.json(ANONYMOUS);
});

/** The visitor nobody knows, with the cart count of the basket their anonymous cookie names. */
async function anonymousWithBasketCount(c: Context<AppEnv>): Promise<CustomerFields> {
  const cartArticlesAmount = await anonymousBasketCount(c);
  return { ...ANONYMOUS, order: { ...ANONYMOUS.order, cartArticlesAmount } };
}

// Spec: customer-data failures are ignored by the page, so a missing or expired session is simply anonymous.
accountApi.get('/web-api/customer-data', async (c) => {
  const customer = await sessionCustomer(c);
  c.header('Cache-Control', 'private, no-store');
  return c.json(customer ? await withBasketCount(c, customer) : await anonymousWithBasketCount(c));
});

/** The account page's data: the customer's names, e-mail and number; without a session a 401. */
accountApi.get('/web-api/customer-account', async (c) => {
  const customer = await sessionCustomer(c);
  c.header('Cache-Control', 'private, no-store');
  if (!customer) return shopError(c, 401, 'loginRequired');
  return c.json({
    firstName: customer.first_name,
    lastName: customer.last_name,
    email: customer.email,
    number: customerNumber(customer.id),
  });
});
