// Voucher codes: applied by POST /web-api/voucher and re-checked wherever the applied one is read (the basket).
// Every refused code, from the form or the cookie, counts against the client's refused codes and warns
// `error-add-voucher`.
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../env';
import { clientAddress, limitKey, release, reserve, tooManyRequests } from '../customers/rate-limit';
import { readBody, shopError } from '../http';
import { money } from './query';
import { forgetVoucher, readVoucherCookie, rememberVoucher, VOUCHER_CODE } from './voucher-cookie';

/**
 * Body `{ code }` (JSON or form). A valid code answers `{ code, kind: 'percent' | 'amount', value, currency,
 * validUntil }` (value: percent, or the amount in the code's currency) and is applied: remembered, signed, in the
 * voucher cookie. An unknown or expired code, or an amount code of another currency, is a 400 with one
 * `message.text` for all three (so codes cannot be probed) and the warning `error-add-voucher` naming the
 * reason. After `REFUSED_CODE_LIMIT` refused codes in 15 minutes a client gets a 429 with `Retry-After`.
 */
export const voucherApi = new Hono<AppEnv>();

/** Refused codes one client may try within the window before it has to wait. */
export const REFUSED_CODE_LIMIT = 10;
const REFUSED_CODE_WINDOW_MS = 15 * 60 * 1000;

const Body = v.object({
  code: v.pipe(
    v.string('is required'),
    v.trim(),
    v.toUpperCase(),
    v.regex(VOUCHER_CODE, 'must be a voucher code'),
  ),
});

export interface VoucherRow {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  currency: string | null;
  valid_until: string;
}

type Refusal = 'unknown' | 'expired' | 'currency' | 'unsigned';

/** A code's voucher and, when it cannot be applied in this currency today, why not. */
export async function findVoucher(
  db: D1Database,
  code: string,
  currency: string,
): Promise<{ row: VoucherRow | null; reason: Exclude<Refusal, 'unsigned'> | null }> {
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

/** The client's refused codes: one limit per client. */
const refusedCodes = async (c: Context<AppEnv>) => ({
  key: await limitKey('voucher', clientAddress(c)),
  max: REFUSED_CODE_LIMIT,
  windowMs: REFUSED_CODE_WINDOW_MS,
});

const warnRefused = (c: Context<AppEnv>, from: 'form' | 'cookie', reason: Refusal, code?: string) =>
  c.get('log').warn('error-add-voucher', { ...(code ? { code } : {}), reason, from });

/**
 * The voucher the request's cookie applies in this currency, or null. A cookie the shop did not sign names none;
 * it, and a signed code no longer valid here, counts as a refused code of the client, warns `error-add-voucher`
 * and is cleared.
 */
export async function appliedVoucher(c: Context<AppEnv>, currency: string): Promise<VoucherRow | null> {
  const cookie = await readVoucherCookie(c);
  if (cookie.kind === 'none') return null;
  if (cookie.kind === 'signed') {
    const { row, reason } = await findVoucher(c.env.SHOP_DB, cookie.code, currency);
    if (row && !reason) return row;
    warnRefused(c, 'cookie', reason ?? 'unknown', cookie.code);
  } else {
    warnRefused(c, 'cookie', 'unsigned', cookie.claimed);
  }
  // Counted whether or not the client's allowance is used up: the answer is the same, no voucher.
  await reserve(c.env.SHOP_DB, [await refusedCodes(c)]);
  forgetVoucher(c);
  return null;
}

voucherApi.post('/web-api/voucher', async (c) => {
  const body = await readBody(c, Body);
  if (!body.ok) return body.response;
  const { code } = body.value;
  const db = c.env.SHOP_DB;
  // Every try is counted before the lookup and a valid code gives its count back, so parallel guesses hold.
  const guesses = await refusedCodes(c);
  const reservation = await reserve(db, [guesses]);
  if (!reservation.ok) {
    return tooManyRequests(c, 'voucherThrottled', reservation.retryAfter);
  }
  const { row, reason } = await findVoucher(db, code, c.get('site').currency);
  if (!row || reason) {
    warnRefused(c, 'form', reason ?? 'unknown', code);
    return shopError(c, 400, 'voucherInvalid', { code });
  }
  await release(db, [guesses.key]);
  await rememberVoucher(c, row.code);
  return c.json({
    code: row.code,
    kind: row.kind,
    value: row.kind === 'amount' ? money(row.value) : row.value,
    currency: row.currency ?? c.get('site').currency,
    validUntil: row.valid_until,
  });
});
