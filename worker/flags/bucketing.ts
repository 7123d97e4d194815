// The bucketing key of a logged-in customer: made of the customer number (a keyed hash, so the flag service never
// sees the number), it decides the customer's bucket wherever they log in, so a treatment follows the customer
// across devices; the visitor key stays the matching key. It is learnt from the login's answer (or, for a session
// without it, from the customer data once) and kept in a cookie signed together with that session, so pages need
// no call to the shop before they render.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { SESSION_COOKIES } from '../../shared/shop/endpoints';
import type { AppEnv } from '../env';
import { requestCustomerNumber } from '../render/customer';
import { hmacSha256HexSync, sameText } from '../site/hmac-sync';
import { requestUrl } from '../site/request-facts';

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
  ({ path: '/', httpOnly: true, sameSite: 'Lax', secure: requestUrl(c).protocol === 'https:' }) as const;

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

/** The login paths whose answer names the customer (their route path: no platform marker or locale prefix). */
const LOGIN_PATHS = new Set(['/web-api/customer-login', '/web-api/customer-auth-google-credentials']);

const LoggedInSchema = v.object({
  isLoggedIn: v.literal(true),
  number: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1), v.maxLength(64)),
});

/** The session a response starts: the value of its session cookie's Set-Cookie line. */
function startedSession(response: Response): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if ((SESSION_COOKIES as readonly string[]).includes(name) && value) return value;
  }
  return undefined;
}

/**
 * A login's answer (the shop's or the embedded backend's, by password or Google) names the customer: their
 * bucketing key is kept for the new session at once, so the pages after it need no call before they render.
 */
export function bucketAtLogin(routePath: (request: Request) => string) {
  return createMiddleware<AppEnv>(async function bucketAtLogin(c, next) {
    if (c.req.method !== 'POST' || !LOGIN_PATHS.has(routePath(c.req.raw))) return next();
    await next();
    const secret = c.env.FLAG_SIGNING_SECRET;
    if (!secret || !c.res.ok) return;
    const session = startedSession(c.res);
    if (!session || !/^application\/json\b/.test(c.res.headers.get('content-type') ?? '')) return;
    const answer = v.safeParse(
      LoggedInSchema,
      await c.res
        .clone()
        .json()
        .catch(() => undefined),
    );
    if (!answer.success) return;
    const learnt = customerBucketingKey(secret, answer.output.number);
    setCookie(c, BUCKETING_COOKIE, `${learnt}.${signatureOf(secret, learnt, session)}`, {
      ...cookieOptions(c),
      maxAge: KEPT_SECONDS,
    });
  });
}
