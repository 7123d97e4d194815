// Password reset: a single-use token (only its SHA-256 stored) valid 60 minutes, mailed through the outbox at
// most once per e-mail per 15 minutes.
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../env';
import { readBody, requestLanguage, say, shopError, wantsJson } from '../http';
import { messageWithWayHome, smallPage } from '../small-page';
import { hashPassword, randomToken, sha256Hex } from './crypto';
import { accountMailLink, mailGreeting, mailText } from './mail-link';
import { mailStatements } from './outbox';
import { clientAddress, limitKey, MAIL_WINDOW_MS, mayMail, reserve, tooManyRequests } from './rate-limit';
import { resetForm } from './reset-form';
import { ResetConfirmSchema, ResetQuerySchema, ResetRequestSchema } from './schemas';
import { type CustomerRow, findCustomerByEmail, replacePassword } from './store';

/** How long a reset link works. */
export const RESET_TOKEN_MS = 60 * 60 * 1000;
/** The confirmation path the e-mailed link points at. */
export const RESET_CONFIRM_PATH = '/web-api/customer-password-reset/confirm';
/** Reset requests one client address may make within the mail window, across e-mails. */
export const RESET_CLIENT_LIMIT = 10;

export const passwordResetApi = new Hono<AppEnv>();

/**
 * Writes a fresh link for the customer, replacing their earlier ones, and mails it; without a customer the
 * same statements run and store nothing, so the answer takes as long whether or not the account exists.
 */
async function mailResetLink(c: Context<AppEnv>, customer: CustomerRow | null): Promise<void> {
  const db = c.env.SHOP_DB;
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  const now = Date.now();
  const link = accountMailLink(c, `${RESET_CONFIRM_PATH}?token=${token}`);
  const customerId = customer?.id ?? null;
  const mail = {
    recipient: customer?.email ?? '',
    subject: mailText(c, 'mailResetSubject'),
    // The name on one line and only where it passes as a name, whatever an older row holds.
    body: mailText(c, 'mailResetBody', { greeting: mailGreeting(c, customer?.first_name ?? ''), link }),
  };
  // Expired links of every customer are pruned on the way (a used one is deleted when used), so the table
  // does not grow.
  await db.batch([
    db
      .prepare('DELETE FROM password_reset_tokens WHERE customer_id = ?1 OR expires_at <= ?2')
      .bind(customerId, now),
    db
      .prepare(
        `INSERT INTO password_reset_tokens (token_hash, customer_id, expires_at)
         SELECT ?1, ?2, ?3 WHERE ?2 IS NOT NULL`,
      )
      .bind(tokenHash, customerId, now + RESET_TOKEN_MS),
    ...mailStatements(db, mail, customer !== null),
  ]);
}

passwordResetApi.post('/web-api/customer-password-reset', async (c) => {
  const body = await readBody(c, ResetRequestSchema);
  if (!body.ok) return body.response;
  try {
    const db = c.env.SHOP_DB;
    const { email } = body.value;
    const key = await limitKey('password-reset', clientAddress(c));
    const client = await reserve(db, [{ key, max: RESET_CLIENT_LIMIT, windowMs: MAIL_WINDOW_MS }]);
    if (!client.ok) return tooManyRequests(c, 'resetThrottled', client.retryAfter);
    // A mail held back by the limit answers as a sent one: the answer tells neither the account nor the
    // earlier request. The same work is done in every case.
    const allowed = await mayMail(db, 'password-reset', email);
    const customer = await findCustomerByEmail(db, email);
    await mailResetLink(c, allowed ? customer : null);
    return c.json({ message: { text: say(c, 'resetRequested') } });
  } catch (error) {
    c.get('log').error('password-reset-error', { error });
    return shopError(c, 500, 'resetError');
  }
});

passwordResetApi.get(RESET_CONFIRM_PATH, (c) => {
  const query = v.safeParse(ResetQuerySchema, { token: c.req.query('token') });
  if (!query.success)
    return shopError(c, 400, 'resetInvalid', {}, [{ field: 'token', message: 'malformed' }]);
  return smallPage(
    c,
    say(c, 'resetFormTitle'),
    resetForm(requestLanguage(c), RESET_CONFIRM_PATH, query.output.token),
  );
});

/** The outcome of a form post as a page: the shop's message, and the way back to the shop. */
const outcomePage = (c: Context<AppEnv>, title: string, text: string, status: 200 | 400) =>
  smallPage(c, title, messageWithWayHome(c, text, say(c, 'toShop')), status);

passwordResetApi.post(RESET_CONFIRM_PATH, async (c) => {
  const body = await readBody(c, ResetConfirmSchema);
  if (!body.ok) {
    return wantsJson(c) ? body.response : outcomePage(c, say(c, 'resetFormTitle'), body.text, 400);
  }
  try {
    const now = Date.now();
    // One statement checks the token and deletes it with every other link of its customer: single-use, and
    // under concurrency no second link of the customer can change the password again.
    const token = await c.env.SHOP_DB.prepare(
      `DELETE FROM password_reset_tokens WHERE customer_id = (
         SELECT customer_id FROM password_reset_tokens
         WHERE token_hash = ?2 AND expires_at > ?1
       ) RETURNING customer_id`,
    )
      .bind(now, await sha256Hex(body.value.token))
      .first<{ customer_id: number }>();
    if (!token) {
      if (!wantsJson(c)) return outcomePage(c, say(c, 'resetFormTitle'), say(c, 'resetInvalid'), 400);
      return shopError(c, 400, 'resetInvalid', {}, [{ field: 'token', message: 'invalid or expired' }]);
    }
    await replacePassword(c.env.SHOP_DB, token.customer_id, await hashPassword(body.value.password));
    if (!wantsJson(c)) return outcomePage(c, say(c, 'resetDoneTitle'), say(c, 'resetDone'), 200);
    return c.json({ message: { text: say(c, 'resetDone') } });
  } catch (error) {
    c.get('log').error('password-reset-error', { error });
    return shopError(c, 500, 'resetError');
  }
});
