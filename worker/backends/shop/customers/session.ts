// Customer sessions: a random id in the session cookie (`__Host-shop_session`, `shop_session` on local http),
// stored server-side only as its SHA-256.

import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { HOST_SESSION_COOKIE, SESSION_COOKIE } from '../../../../shared/shop/endpoints';
import type { AppEnv } from '../../../env';
import { randomToken, sha256Hex, TOKEN_PATTERN } from './crypto';
import type { CustomerRow } from './store';

/** The session cookie's name. */
export { SESSION_COOKIE };
/** Sessions last 30 days, in the cookie (Max-Age) and on the server (expires_at). */
export const SESSION_SECONDS = 30 * 24 * 60 * 60;

const SessionIdSchema = v.pipe(v.string(), v.regex(TOKEN_PATTERN));

/**
 * `Secure` on every cookie except over plain http on a `*.localhost` host (and bare `localhost`), where
 * browsers would otherwise drop it and local development (`npm start`) could not log in.
 */
function isLocalHttp(c: Context<AppEnv>): boolean {
  const url = new URL(c.req.url);
  return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname.endsWith('.localhost'));
}

function cookieOptions(c: Context<AppEnv>) {
  return { httpOnly: true, secure: !isLocalHttp(c), sameSite: 'Lax', path: '/' } as const;
}

/**
 * `__Host-shop_session` wherever the cookie is Secure, so only this host can set it; the plain name where it
 * cannot be (local http). A session under the other name is not this site's and is not read.
 */
export function sessionCookieName(c: Context<AppEnv>): string {
  return isLocalHttp(c) ? SESSION_COOKIE : HOST_SESSION_COOKIE;
}

/** The session id of the request's cookie, when it has the shape of one. */
function sessionId(c: Context<AppEnv>): string | undefined {
  const parsed = v.safeParse(SessionIdSchema, getCookie(c, sessionCookieName(c)));
  return parsed.success ? parsed.output : undefined;
}

/** Deletes the session the request came with, if any: a browser holds one session at a time. */
async function dropRequestSession(c: Context<AppEnv>): Promise<D1PreparedStatement[]> {
  const previous = sessionId(c);
  if (!previous) return [];
  return [
    c.env.SHOP_DB.prepare('DELETE FROM customer_sessions WHERE id_hash = ?').bind(await sha256Hex(previous)),
  ];
}

/**
 * Starts a session for a customer under a fresh id and sets its cookie. The session the request came with is
 * deleted, so no id known before the login (fixation) stays valid after it.
 */
export async function startSession(c: Context<AppEnv>, customerId: number): Promise<void> {
  const id = randomToken();
  const now = Date.now();
  const db = c.env.SHOP_DB;
  // Expired sessions are pruned on the way, so the table does not grow with abandoned logins.
  await db.batch([
    db.prepare('DELETE FROM customer_sessions WHERE expires_at <= ?').bind(now),
    ...(await dropRequestSession(c)),
    db
      .prepare('INSERT INTO customer_sessions (id_hash, customer_id, expires_at) VALUES (?, ?, ?)')
      .bind(await sha256Hex(id), customerId, now + SESSION_SECONDS * 1000),
  ]);
  setCookie(c, sessionCookieName(c), id, { ...cookieOptions(c), maxAge: SESSION_SECONDS });
}

/**
 * The customer of the request's session; `null` without a cookie, for an unknown or expired session, and for an
 * account whose address is not confirmed.
 */
export async function sessionCustomer(c: Context<AppEnv>): Promise<CustomerRow | null> {
  const id = sessionId(c);
  if (!id) return null;
  return c.env.SHOP_DB.prepare(
    `SELECT customers.*, COALESCE(whitelabel_orders.is_whitelabel_order, 0) AS is_whitelabel_order
     FROM customer_sessions JOIN customers ON customers.id = customer_sessions.customer_id
     LEFT JOIN whitelabel_orders ON whitelabel_orders.customer_id = customers.id
     WHERE customer_sessions.id_hash = ? AND customer_sessions.expires_at > ?
       AND customers.email_confirmed_at IS NOT NULL`,
  )
    .bind(await sha256Hex(id), Date.now())
    .first<CustomerRow>();
}

/** Deletes the request's session (if any) and clears its cookie. */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const id = sessionId(c);
  if (id) {
    await c.env.SHOP_DB.prepare('DELETE FROM customer_sessions WHERE id_hash = ?')
      .bind(await sha256Hex(id))
      .run();
  }
  deleteCookie(c, sessionCookieName(c), cookieOptions(c));
}
