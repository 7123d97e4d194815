// Newsletter subscriptions in D1: pending with a hashed single-use token, confirmed once.

import { randomToken, sha256Hex } from '../customers/crypto';
import { mayMail } from '../customers/rate-limit';

/** A subscription's state as the form is answered. */
export type SubscriptionStatus = 'pending' | 'confirmed';

/** Where the subscription came from: the page path, channel and locale. */
export interface SubscriptionSource {
  uniqueIdentifier: string;
  channel: string;
  locale: string;
}

/**
 * Stores a pending subscription (one row per address) and returns a fresh confirm token to mail, or `null`
 * when nothing is to be mailed: the address is confirmed, or it got a confirm mail within the mail window (its
 * link keeps working). A later resubmit of a pending address replaces its token with the new mail's.
 */
export async function subscribe(
  db: D1Database,
  email: string,
  source: SubscriptionSource,
): Promise<string | null> {
  const existing = await db
    .prepare('SELECT status FROM newsletter_subscriptions WHERE email = ?')
    .bind(email)
    .first<{ status: SubscriptionStatus }>();
  if (existing?.status === 'confirmed' || !(await mayMail(db, 'newsletter-confirm', email))) return null;
  const token = randomToken();
  // RETURNING tells whether the row took the token: not when the address was confirmed meanwhile.
  const written = await db
    .prepare(`INSERT INTO newsletter_subscriptions
        (email, status, token_hash, unique_identifier, channel, locale, created_at)
      VALUES (?, 'pending', ?, ?, ?, ?, ?)
      ON CONFLICT (email) DO UPDATE SET token_hash = excluded.token_hash WHERE status = 'pending'
      RETURNING email`)
    .bind(email, await sha256Hex(token), source.uniqueIdentifier, source.channel, source.locale, now())
    .first();
  return written ? token : null;
}

/** Confirms the subscription of an unused token; false for an unknown or already used token. */
export async function confirm(db: D1Database, token: string): Promise<boolean> {
  const row = await db
    .prepare(`UPDATE newsletter_subscriptions SET status = 'confirmed', token_hash = NULL, confirmed_at = ?
      WHERE token_hash = ? AND status = 'pending' RETURNING email`)
    .bind(now(), await sha256Hex(token))
    .first<{ email: string }>();
  return row !== null;
}

const now = () => new Date().toISOString();
