// Password reset: a single-use token (only its SHA-256 stored) valid 60 minutes, mailed through the outbox.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../env';
import { readBody, shopError } from '../http';
import { hashPassword, randomToken, sha256Hex } from './crypto';
import { queueMail } from './outbox';
import { resetForm } from './reset-form';
import { ResetConfirmSchema, ResetQuerySchema, ResetRequestSchema } from './schemas';
import { findCustomerByEmail, replacePassword } from './store';

/** How long a reset link works. */
export const RESET_TOKEN_MS = 60 * 60 * 1000;
/** The confirmation path the e-mailed link points at. */
export const RESET_CONFIRM_PATH = '/web-api/customer-password-reset/confirm';
/** The same answer whether or not the account exists. */
export const RESET_REQUESTED_TEXT =
  'If an account exists for this e-mail address, we have sent a link to reset the password.';
/** The answer for a used, expired or unknown token. */
export const RESET_INVALID_TEXT = 'This reset link is invalid, already used or expired.';

export const passwordResetApi = new Hono<AppEnv>();

passwordResetApi.post('/web-api/customer-password-reset', async (c) => {
  const body = await readBody(c, ResetRequestSchema);
  if (!body.ok) return body.response;
  try {
    const customer = await findCustomerByEmail(c.env.SHOP_DB, body.value.email);
    if (customer) {
      const token = randomToken();
      const link = `${new URL(c.req.url).origin}${RESET_CONFIRM_PATH}?token=${token}`;
      await c.env.SHOP_DB.prepare(
        'INSERT INTO password_reset_tokens (token_hash, customer_id, expires_at) VALUES (?, ?, ?)',
      )
        .bind(await sha256Hex(token), customer.id, Date.now() + RESET_TOKEN_MS)
        .run();
      await queueMail(c.env.SHOP_DB, {
        recipient: customer.email,
        subject: 'Reset your password',
        body: `Hello ${customer.first_name},\n\nopen this link within 60 minutes to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail.`,
      });
    }
    return c.json({ message: { text: RESET_REQUESTED_TEXT } });
  } catch (error) {
    c.var.log.error('password-reset-error', { error });
    return shopError(c, 500, 'The password could not be reset. Please try again later.');
  }
});

passwordResetApi.get(RESET_CONFIRM_PATH, (c) => {
  const query = v.safeParse(ResetQuerySchema, { token: c.req.query('token') });
  if (!query.success)
    return shopError(c, 400, RESET_INVALID_TEXT, [{ field: 'token', message: 'malformed' }]);
  c.header('Cache-Control', 'private, no-store');
  return c.html(resetForm(RESET_CONFIRM_PATH, query.output.token));
});

passwordResetApi.post(RESET_CONFIRM_PATH, async (c) => {
  const body = await readBody(c, ResetConfirmSchema);
  if (!body.ok) return body.response;
  try {
    const now = Date.now();
    // Marking the token used in the same statement that checks it makes it single-use under concurrency.
    const token = await c.env.SHOP_DB.prepare(
      `UPDATE password_reset_tokens SET used_at = ?1
       WHERE token_hash = ?2 AND used_at IS NULL AND expires_at > ?1 RETURNING customer_id`,
    )
      .bind(now, await sha256Hex(body.value.token))
      .first<{ customer_id: number }>();
    if (!token)
      return shopError(c, 400, RESET_INVALID_TEXT, [{ field: 'token', message: 'invalid or expired' }]);
    await replacePassword(c.env.SHOP_DB, token.customer_id, await hashPassword(body.value.password));
    return c.json({ message: { text: 'Your password has been changed. You can log in now.' } });
  } catch (error) {
    c.var.log.error('password-reset-error', { error });
    return shopError(c, 500, 'The password could not be reset. Please try again later.');
  }
});
