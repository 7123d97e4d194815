// Rate limits on D1 for the shop's abusable calls (login, reset and newsletter mails, voucher guesses): one
// counter per key and window, reserved before the work it guards.
import type { Context } from 'hono';
import type { ShopTextKey } from '#i18n/shop-texts';
import type { AppEnv } from '../../../env';
import { shopError } from '../http';
import { sha256Hex } from './crypto';

/** At most `max` reservations of `key` within `windowMs`, counted from the first. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** A granted reservation, or the whole seconds until the refusing window ends (for `Retry-After`). */
export type Reservation = { ok: true } | { ok: false; retryAfter: number };

/** The key of a limit: the SHA-256 of its scope and subject, so no e-mail or address is stored. */
export function limitKey(scope: string, ...subject: string[]): Promise<string> {
  return sha256Hex([scope, ...subject].join('\n'));
}

export { clientAddress } from '../../../site/client-address';

// Checking and raising the counter in one statement is what makes the limit hold for parallel requests.
const RESERVE = `INSERT INTO rate_limits (key, count, reset_at) VALUES (?1, 1, ?2)
  ON CONFLICT (key) DO UPDATE SET count = count + 1 WHERE count < ?3 RETURNING count`;

/**
 * Reserves one use of every limit in one transaction, dropping ended windows first. When a limit refuses, the
 * others' reservations are given back, so a refused request counts nowhere.
 */
export async function reserve(db: D1Database, limits: readonly Limit[]): Promise<Reservation> {
  const now = Date.now();
  const results = await db.batch<{ count: number }>([
    db.prepare('DELETE FROM rate_limits WHERE reset_at <= ?').bind(now),
    ...limits.map((limit) => db.prepare(RESERVE).bind(limit.key, now + limit.windowMs, limit.max)),
  ]);
  const granted = limits.filter((_limit, index) => (results[index + 1]?.results.length ?? 0) > 0);
  if (granted.length === limits.length) return { ok: true };
  const grantedKeys = granted.map((limit) => limit.key);
  await release(db, grantedKeys);
  const refused = limits.filter((limit) => !granted.includes(limit)).map((limit) => limit.key);
  const row = await db
    .prepare(
      `SELECT MAX(reset_at) AS reset_at FROM rate_limits WHERE key IN (${refused.map(() => '?').join(', ')})`,
    )
    .bind(...refused)
    .first<{ reset_at: number | null }>();
  return { ok: false, retryAfter: Math.max(1, Math.ceil(((row?.reset_at ?? now) - now) / 1000)) };
}

/** Gives one reservation of each key back (the guarded work did not count against it). */
export async function release(db: D1Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.batch(
    keys.map((key) =>
      db.prepare('UPDATE rate_limits SET count = count - 1 WHERE key = ? AND count > 0').bind(key),
    ),
  );
}

/** Forgets the keys' counts. */
export async function clear(db: D1Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.batch(keys.map((key) => db.prepare('DELETE FROM rate_limits WHERE key = ?').bind(key)));
}

/** The 429 of a refused reservation, with `Retry-After` in seconds. */
export function tooManyRequests(c: Context<AppEnv>, key: ShopTextKey, retryAfter: number) {
  c.header('Retry-After', String(retryAfter));
  return shopError(c, 429, key);
}

/** The window in which one address gets at most one mail of a kind from the shop. */
export const MAIL_WINDOW_MS = 15 * 60 * 1000;

/**
 * Whether a mail of this kind may go to this address now: one per window, so nobody can flood an inbox
 * through the shop. Counted whether or not an account exists, so the answer never depends on it.
 */
export async function mayMail(db: D1Database, kind: string, email: string): Promise<boolean> {
  const key = await limitKey(`mail:${kind}`, email);
  return (await reserve(db, [{ key, max: 1, windowMs: MAIL_WINDOW_MS }])).ok;
}
