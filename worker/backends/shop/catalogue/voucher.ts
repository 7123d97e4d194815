// Voucher codes (POST /web-api/voucher): validated against D1; a refused code warns `error-add-voucher`, and a
// client address has a limited number of refused codes.
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { AppEnv } from '../../../env';
import { clientAddress, limitKey, release, reserve, tooManyRequests } from '../customers/rate-limit';
import { readBody, shopError } from '../http';
import { money } from './query';

/**
 * Body `{ code }` (JSON or form). A valid code answers `{ code, kind: 'percent' | 'amount', value, currency,
 * validUntil }` (value: percent, or the amount in the code's currency) and is applied: remembered in the
 * `shop_voucher` cookie. An unknown or expired code, or an amount code of another currency, is a 400 with one
 * `message.text` for all three (so codes cannot be probed) and the warning `error-add-voucher` naming the
 * reason. After `REFUSED_CODE_LIMIT` refused codes in 15 minutes a client address gets a 429 with `Retry-After`.
 */
export const voucherApi = new Hono<AppEnv>();

/** Refused codes one client address may try within the window before it has to wait. */
export const REFUSED_CODE_LIMIT = 10;
const REFUSED_CODE_WINDOW_MS = 15 * 60 * 1000;

const Body = v.object({
  code: v.pipe(
    v.string('is required'),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9-]{1,32}$/, 'must be a voucher code'),
  ),
});

export interface VoucherRow {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  currency: string | null;
  valid_until: string;
}

/** The cookie an applied code is remembered in. */
export const VOUCHER_COOKIE = 'shop_voucher';

/** A code's voucher and, when it cannot be applied in this currency today, why not. */
export async function findVoucher(
  db: D1Database,
  code: string,
  currency: string,
): Promise<{ row: VoucherRow | null; reason: 'unknown' | 'expired' | 'currency' | null }> {
  const row = await db
    .prepare('SELECT code, kind, value, currency, valid_until FROM vouchers WHERE code = ?')
    .bind(code)
    .first<VoucherRow>();
  const today = new Date().toISOString().slice(0, 10);
  const reason = !row
    ? 'unknown'
    : row.valid_until < today
      ? 'expired'
      : row.currency && row.currency !== currency
        ? 'currency'
        : null;
  return { row, reason };
}

voucherApi.post('/web-api/voucher', async (c) => {
  const body = await readBody(c, Body);
  if (!body.ok) return body.response;
  const { code } = body.value;
  const db = c.env.SHOP_DB;
  // Every try is counted before the lookup and a valid code gives its count back, so parallel guesses hold.
  const guesses = {
    key: await limitKey('voucher', clientAddress(c)),
    max: REFUSED_CODE_LIMIT,
    windowMs: REFUSED_CODE_WINDOW_MS,
  };
  const reservation = await reserve(db, [guesses]);
  if (!reservation.ok) {
    return tooManyRequests(c, 'voucherThrottled', reservation.retryAfter);
  }
  const { row, reason } = await findVoucher(db, code, c.get('site').currency);
  if (!row || reason) {
    c.get('log').warn('error-add-voucher', { code, reason });
    return shopError(c, 400, 'voucherInvalid', { code });
  }
  await release(db, [guesses.key]);
  setCookie(c, VOUCHER_COOKIE, row.code, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
  });
  return c.json({
    code: row.code,
    kind: row.kind,
    value: row.kind === 'amount' ? money(row.value) : row.value,
    currency: row.currency ?? c.get('site').currency,
    validUntil: row.valid_until,
  });
});
