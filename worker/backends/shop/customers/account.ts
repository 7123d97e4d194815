// Sign-up, login, logout, customer data and the account page's data: the account calls on D1 sessions.
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../../env';
import { anonymousBasketCount, basketCount, mergeAnonymousBasket } from '../catalogue/basket-store';
import { mergeAnonymousWishlist } from '../catalogue/wishlist';
import { readBody, say, shopError } from '../http';
import { hashPassword, verifyPassword } from './crypto';
import { mailLink } from './mail-link';
import { mailStatements } from './outbox';
import { mayMail, tooManyRequests } from './rate-limit';
import { LoginSchema, SignupSchema } from './schemas';
import { endSession, sessionCustomer, startSession } from './session';
import {
  ANONYMOUS,
  type CustomerFields,
  type CustomerRow,
  customerFields,
  customerNumber,
  findCustomerByEmail,
  shownEmail,
  signUpCustomer,
} from './store';
import { loginAttempt, loginSucceeded, reserveLogin } from './throttle';

export const accountApi = new Hono<AppEnv>();

/** The customer's fields with the header's cart count: the lines of their basket. */
async function withBasketCount(c: Context<AppEnv>, customer: CustomerRow): Promise<CustomerFields> {
  const fields = await customerFields(customer);
  const cartArticlesAmount = await basketCount(c.env.SHOP_DB, customer.id);
  return { ...fields, order: { ...fields.order, cartArticlesAmount } };
}

accountApi.post('/web-api/customer-signup', async (c) => {
  const body = await readBody(c, SignupSchema);
  if (!body.ok) return body.response;
  try {
    const { email, password, firstName, lastName } = body.value;
    const passwordHash = await hashPassword(password);
    // A taken e-mail gets a held account of its own, answered, logged in and merged into exactly as a new one,
    // so sign-up never tells which addresses have an account; only the owner hears of it, by mail.
    const customer = await signUpCustomer(c.env.SHOP_DB, { email, passwordHash, firstName, lastName });
    await mailOwnerOfTakenAddress(c, email, customer.held_email !== null);
    await startSession(c, customer.id);
    await mergeAnonymousWishlist(c, customer.id);
    await mergeAnonymousBasket(c, customer.id);
    return c.json(await withBasketCount(c, customer), 201);
  } catch (error) {
    c.get('log').error('sign-up-error', { error });
    return shopError(c, 500, 'signupError');
  }
});

/**
 * Tells the owner of a taken e-mail that someone tried to sign up with it, at most once per mail window. A new
 * address costs the same statements (its own window, so its owner still hears of a second sign-up), which
 * store no mail.
 */
async function mailOwnerOfTakenAddress(c: Context<AppEnv>, email: string, taken: boolean): Promise<void> {
  const db = c.env.SHOP_DB;
  const allowed = await mayMail(db, taken ? 'signup-taken' : 'signup-new', email);
  const mail = {
    recipient: email,
    subject: say(c, 'mailTakenSubject'),
    body: say(c, 'mailTakenBody', { link: mailLink(c, '/') }),
  };
  await db.batch(mailStatements(db, mail, taken && allowed));
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
    // One PBKDF2 run whether or not the account exists, so the timing does not tell either.
    const valid = await verifyPassword(password, customer?.password_hash);
    if (!customer || !valid) {
      // The attempt stays counted as a failure. The account is named by its e-mail's hash only.
      c.get('log').warn('login-failed', {
        account: attempt.account,
        customerId: customer?.id ?? null,
        client: attempt.client,
      });
      return shopError(c, 401, 'loginFailed');
    }
    await loginSucceeded(c.env.SHOP_DB, attempt);
    await startSession(c, customer.id);
    await mergeAnonymousWishlist(c, customer.id);
    await mergeAnonymousBasket(c, customer.id);
    return c.json(await withBasketCount(c, customer));
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
    email: shownEmail(customer),
    number: customerNumber(customer.id),
  });
});
