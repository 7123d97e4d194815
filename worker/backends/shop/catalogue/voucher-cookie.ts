// The applied voucher's cookie: `__Host-shop_voucher` over https, `shop_voucher` on plain http, holding the code
// and the shop's signature of it, so only a code the shop accepted names a voucher.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../../env';
import { hmacBase64Url, verifyHmacBase64Url } from '../../../site/hmac';

/** The cookie's name on plain http. */
export const VOUCHER_COOKIE = 'shop_voucher';
/** A voucher code as the shop keeps it. */
export const VOUCHER_CODE = /^[A-Z0-9-]{1,32}$/;

const VALUE = /^([A-Z0-9-]{1,32})\.([\w-]{43})$/;
const secureScheme = (c: Context<AppEnv>) => new URL(c.req.url).protocol === 'https:';
// Over https no other host of the domain can set a `__Host-` cookie, and the plain name is not read there.
const cookieName = (c: Context<AppEnv>) => (secureScheme(c) ? `__Host-${VOUCHER_COOKIE}` : VOUCHER_COOKIE);
const cookieOptions = (c: Context<AppEnv>) =>
  ({ path: '/', httpOnly: true, sameSite: 'Lax', secure: secureScheme(c) }) as const;
// Marked as a voucher's, so no other value the shop signs (a wishlist's or basket's id) is one.
const signed = (code: string) => `voucher:${code}`;

/** What the request's cookie holds: nothing, a code the shop signed, or a value it did not sign. */
export type VoucherCookie =
  | { kind: 'none' }
  | { kind: 'signed'; code: string }
  /** `claimed`: the code the value names, when it has a code's shape. */
  | { kind: 'forged'; claimed?: string };

/** Reads and verifies the cookie; without a secret no value verifies. */
export async function readVoucherCookie(c: Context<AppEnv>): Promise<VoucherCookie> {
  const value = getCookie(c, cookieName(c));
  if (value === undefined) return { kind: 'none' };
  const secret = c.env.WISHLIST_COOKIE_SECRET;
  const [, code, signature] = VALUE.exec(value) ?? [];
  if (secret && code && signature && (await verifyHmacBase64Url(secret, signed(code), signature))) {
    return { kind: 'signed', code };
  }
  const claimed = value.split('.')[0] ?? '';
  return VOUCHER_CODE.test(claimed) ? { kind: 'forged', claimed } : { kind: 'forged' };
}

/** Remembers an accepted code, signed; false where no secret is configured (nothing is remembered then). */
export async function rememberVoucher(c: Context<AppEnv>, code: string): Promise<boolean> {
  const secret = c.env.WISHLIST_COOKIE_SECRET;
  if (!secret) return false;
  setCookie(c, cookieName(c), `${code}.${await hmacBase64Url(secret, signed(code))}`, cookieOptions(c));
  return true;
}

/** Clears the cookie, whatever it held. */
export function forgetVoucher(c: Context<AppEnv>): void {
  if (getCookie(c, cookieName(c)) !== undefined) deleteCookie(c, cookieName(c), cookieOptions(c));
}
