// Sign-up, login, logout and customer data: the account calls on D1 sessions.
import { Hono } from 'hono';
import type { AppEnv } from '../../../env';
import { mergeAnonymousWishlist } from '../catalogue/wishlist';
import { readBody, shopError } from '../http';
import { hashPassword, verifyPassword } from './crypto';
import { LoginSchema, SignupSchema } from './schemas';
import { endSession, sessionCustomer, startSession } from './session';
import { ANONYMOUS, customerFields, findCustomerByEmail, insertCustomer } from './store';
import { clearAccountFailures, isThrottled, loginAttempt, recordFailure } from './throttle';

/** The one answer for a wrong e-mail or a wrong password, so a login never tells which accounts exist. */
export const LOGIN_FAILED_TEXT = 'The e-mail address or the password is not correct.';
/** The answer once an account or client has used up its failed logins. */
export const LOGIN_THROTTLED_TEXT = 'Too many failed logins. Please wait 15 minutes and try again.';

export const accountApi = new Hono<AppEnv>();

accountApi.post('/web-api/customer-signup', async (c) => {
  const body = await readBody(c, SignupSchema);
  if (!body.ok) return body.response;
  try {
    const { email, password, firstName, lastName } = body.value;
    const passwordHash = await hashPassword(password);
    const customer = await insertCustomer(c.env.SHOP_DB, { email, passwordHash, firstName, lastName });
    if (!customer) {
      // The sign-up dialog has to say the address is taken; login and reset never do.
      return shopError(c, 409, 'An account with this e-mail address already exists.', [
        { field: 'email', message: 'already registered' },
      ]);
    }
    await startSession(c, customer.id);
    await mergeAnonymousWishlist(c, customer.id);
    return c.json(await customerFields(customer), 201);
  } catch (error) {
    c.var.log.error('sign-up-error', { error });
    return shopError(c, 500, 'The account could not be created. Please try again later.');
  }
});

accountApi.post('/web-api/customer-login', async (c) => {
  const body = await readBody(c, LoginSchema);
  if (!body.ok) return body.response;
  try {
    const { email, password } = body.value;
    const attempt = await loginAttempt(c, email);
    if (await isThrottled(c.env.SHOP_DB, attempt)) return shopError(c, 429, LOGIN_THROTTLED_TEXT);
    const customer = await findCustomerByEmail(c.env.SHOP_DB, email);
    // One PBKDF2 run whether or not the account exists, so the timing does not tell either.
    const valid = await verifyPassword(password, customer?.password_hash);
    if (!customer || !valid) {
      await recordFailure(c.env.SHOP_DB, attempt);
      return shopError(c, 401, LOGIN_FAILED_TEXT);
    }
    await clearAccountFailures(c.env.SHOP_DB, attempt);
    await startSession(c, customer.id);
    await mergeAnonymousWishlist(c, customer.id);
    return c.json(await customerFields(customer));
  } catch (error) {
    c.var.log.error('log-in-error', { error });
    return shopError(c, 500, 'The login failed. Please try again later.');
  }
});

accountApi.post('/web-api/customer-logout', async (c) => {
  await endSession(c);
  return c.json(ANONYMOUS);
});

// Spec: customer-data failures are ignored by the page, so a missing or expired session is simply anonymous.
accountApi.get('/web-api/customer-data', async (c) => {
  const customer = await sessionCustomer(c);
  c.header('Cache-Control', 'private, no-store');
  return c.json(customer ? await customerFields(customer) : ANONYMOUS);
});
