// The bucketing key of a logged-in customer: made of the customer number (a keyed hash, so the flag service never
// sees the number), it decides the customer's bucket wherever they log in, so a treatment follows the customer
// across devices; the visitor key stays the matching key. It is learnt from the customer data once per session and
// kept in a cookie signed together with that session, so later pages need no call to the shop before they render.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIES } from '../../shared/shop/endpoints';
import type { AppEnv } from '../env';
import { requestCustomerNumber } from '../render/customer';
import { hmacSha256HexSync, sameText } from '../site/hmac-sync';

/** The cookie that keeps the session's bucketing key (httpOnly: only the worker reads it). */
export const BUCKETING_COOKIE = 'flag_bucket';
/** A session's learnt bucketing key is kept as long as a login lasts at most. */
const KEPT_SECONDS = 30 * 24 * 60 * 60;
/** A session the shop called anonymous is asked again after this long (the answer may have been a failure). */
const ANONYMOUS_SECONDS = 10 * 60;
/** Stands for "no customer" in the cookie. */
const NONE = '-';

/** The customer's bucketing key: the same on every device, not the number itself. */
export const customerBucketingKey = (secret: string, number: string): string =>
  hmacSha256HexSync(secret, `customer-bucket:${number}`).slice(0, 32);

const signatureOf = (secret: string, value: string, session: string) =>
  hmacSha256HexSync(secret, `flag-bucket:${value}:${session}`).slice(0, 32);

function sessionOf(c: Context<AppEnv>): string | undefined {
  for (const name of SESSION_COOKIES) {
    const value = getCookie(c, name);
    if (value) return value;
  }
  return undefined;
}

const cookieOptions = (c: Context<AppEnv>) =>
  ({ path: '/', httpOnly: true, sameSite: 'Lax', secure: new URL(c.req.url).protocol === 'https:' }) as const;

/** What the response does with the cookie: keep a value for a while, or drop a stale one. */
type CookieChange = { value: string; maxAge: number } | 'drop';
const changes = new WeakMap<Request, CookieChange>();

/**
 * The request's bucketing key: none without a session (a stale cookie is dropped); the cookie's, when it was
 * signed for this session; else learnt from the customer data (one call, shared with the page) and kept.
 */
export async function requestBucketingKey(c: Context<AppEnv>): Promise<string | undefined> {
  const secret = c.env.FLAG_SIGNING_SECRET;
  const session = sessionOf(c);
  const cookie = getCookie(c, BUCKETING_COOKIE);
  if (!secret || !session) {
    if (cookie !== undefined) changes.set(c.req.raw, 'drop');
    return undefined;
  }
  const [value = '', signature = ''] = (cookie ?? '').split('.');
  if (value && sameText(signature, signatureOf(secret, value, session))) {
    return value === NONE ? undefined : value;
  }
  const number = await requestCustomerNumber(c);
  const learnt = number ? customerBucketingKey(secret, number) : NONE;
  changes.set(c.req.raw, {
    value: `${learnt}.${signatureOf(secret, learnt, session)}`,
    maxAge: number ? KEPT_SECONDS : ANONYMOUS_SECONDS,
  });
  return number ? learnt : undefined;
}

/** Writes what the request learnt into the response's cookie (after the page answered: its headers are final). */
export function writeBucketingCookie(c: Context<AppEnv>): void {
  const change = changes.get(c.req.raw);
  if (change === 'drop') deleteCookie(c, BUCKETING_COOKIE, cookieOptions(c));
  else if (change)
    setCookie(c, BUCKETING_COOKIE, change.value, { ...cookieOptions(c), maxAge: change.maxAge });
}
