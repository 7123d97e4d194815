// Login throttling on D1: failed attempts per account (5) and per client address (20) within 15 minutes.
import type { Context } from 'hono';
import type { AppEnv } from '../../../env';
import { sha256Hex } from './crypto';

/** The window failed logins are counted in. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins for one account within the window before further attempts are refused. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failed logins from one client address within the window before further attempts are refused. */
export const CLIENT_FAILURE_LIMIT = 20;

/** Who is attempting: the account as the SHA-256 of its e-mail (no address stored), the client address. */
export interface LoginAttempt {
  account: string;
  client: string;
}

/** The attempt of a login request; the client is `CF-Connecting-IP`, else `local`. */
export async function loginAttempt(c: Context<AppEnv>, email: string): Promise<LoginAttempt> {
  return { account: await sha256Hex(email), client: c.req.header('cf-connecting-ip') ?? 'local' };
}

/** Whether the account or the client has used up its failed logins in the window. */
export async function isThrottled(db: D1Database, attempt: LoginAttempt): Promise<boolean> {
  const since = Date.now() - THROTTLE_WINDOW_MS;
  const row = await db
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM login_attempts WHERE account = ?1 AND at > ?3) AS account_failures,
         (SELECT COUNT(*) FROM login_attempts WHERE client = ?2 AND at > ?3) AS client_failures`,
    )
    .bind(attempt.account, attempt.client, since)
    .first<{ account_failures: number; client_failures: number }>();
  return (
    (row?.account_failures ?? 0) >= ACCOUNT_FAILURE_LIMIT ||
    (row?.client_failures ?? 0) >= CLIENT_FAILURE_LIMIT
  );
}

/** Records a failed login, dropping attempts that have left the window. */
export async function recordFailure(db: D1Database, attempt: LoginAttempt): Promise<void> {
  const now = Date.now();
  await db.batch([
    db.prepare('DELETE FROM login_attempts WHERE at <= ?').bind(now - THROTTLE_WINDOW_MS),
    db
      .prepare('INSERT INTO login_attempts (account, client, at) VALUES (?, ?, ?)')
      .bind(attempt.account, attempt.client, now),
  ]);
}

/** A successful login clears the account's failures (the client's stay counted). */
export async function clearAccountFailures(db: D1Database, attempt: LoginAttempt): Promise<void> {
  await db.prepare('DELETE FROM login_attempts WHERE account = ?').bind(attempt.account).run();
}
