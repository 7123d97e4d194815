// Login throttling: failed logins per account and client address (5) and per client address (20) within 15
// minutes, reserved before the password is checked.
import type { Context } from 'hono';
import type { AppEnv } from '../../../env';
import { sha256Hex } from './crypto';
import { clear, clientAddress, type Limit, limitKey, release, reserve } from './rate-limit';

/** The window failed logins are counted in. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failed logins for one account from one client address. Keyed by both, so someone guessing from one address
 * cannot lock the customer out at another.
 */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failed logins from one client address across all accounts. */
export const CLIENT_FAILURE_LIMIT = 20;

/** A login attempt: the account as the SHA-256 of its e-mail (also what the logs name), and its two limits. */
export interface LoginAttempt {
  account: string;
  client: string;
  accountLimit: Limit;
  clientLimit: Limit;
}

/** The attempt of a login request; the client is `CF-Connecting-IP`, else `local`. */
export async function loginAttempt(c: Context<AppEnv>, email: string): Promise<LoginAttempt> {
  const account = await sha256Hex(email);
  const client = clientAddress(c);
  const limit = async (max: number, ...subject: string[]) => ({
    key: await limitKey('login', ...subject),
    max,
    windowMs: THROTTLE_WINDOW_MS,
  });
  return {
    account,
    client,
    accountLimit: await limit(ACCOUNT_FAILURE_LIMIT, account, client),
    clientLimit: await limit(CLIENT_FAILURE_LIMIT, client),
  };
}

/**
 * Counts the attempt as a failure before the password is checked, so parallel attempts cannot all pass the
 * check; `loginSucceeded` takes it back.
 */
export function reserveLogin(db: D1Database, attempt: LoginAttempt) {
  return reserve(db, [attempt.accountLimit, attempt.clientLimit]);
}

/** A successful login clears the account's failures from this address and gives the address its attempt back. */
export async function loginSucceeded(db: D1Database, attempt: LoginAttempt): Promise<void> {
  await clear(db, [attempt.accountLimit.key]);
  await release(db, [attempt.clientLimit.key]);
}
