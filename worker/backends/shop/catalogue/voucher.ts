// Voucher codes (POST /web-api/voucher): validated against D1; a refused code warns `error-add-voucher`.
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { AppEnv } from '../../../env';
import { readBody, shopError } from '../http';
import { money } from './query';

/**
 * Body `{ code }` (JSON or form). A valid code answers `{ code, kind: 'percent' | 'amount', value, currency,
 * validUntil }` (value: percent, or the amount in the code's currency) and is applied: remembered in the
 * `shop_voucher` cookie. An unknown or expired code, or an amount code of another currency, is a 400 with
 * `message.text` and the warning `error-add-voucher`.
 */
export const voucherApi = new Hono<AppEnv>();

const Body = v.object({
  code: v.pipe(
    v.string('is required'),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9-]{1,32}$/, 'must be a voucher code'),
  ),
});

interface VoucherRow {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  currency: string | null;
  valid_until: string;
}

voucherApi.post('/web-api/voucher', async (c) => {
  const body = await readBody(c, Body);
  if (!body.ok) return body.response;
  const { code } = body.value;
  const row = await c.env.SHOP_DB.prepare(
    'SELECT code, kind, value, currency, valid_until FROM vouchers WHERE code = ?',
  )
    .bind(code)
    .first<VoucherRow>();
  const today = new Date().toISOString().slice(0, 10);
  const reason = !row
    ? 'unknown'
    : row.valid_until < today
      ? 'expired'
      : row.currency && row.currency !== c.var.site.currency
        ? 'currency'
        : null;
  if (!row || reason) {
    c.var.log.warn('error-add-voucher', { code, reason });
    const text =
      reason === 'expired'
        ? `The voucher ${code} has expired.`
        : reason === 'currency'
          ? `The voucher ${code} is not valid in this shop.`
          : `The voucher ${code} does not exist.`;
    return shopError(c, 400, text);
  }
  setCookie(c, 'shop_voucher', row.code, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
  });
  return c.json({
    code: row.code,
    kind: row.kind,
    value: row.kind === 'amount' ? money(row.value) : row.value,
    currency: row.currency ?? c.var.site.currency,
    validUntil: row.valid_until,
  });
});
