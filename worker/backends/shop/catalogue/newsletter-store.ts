// Newsletter subscriptions in D1: pending with a hashed single-use token, confirmed once, and the mail outbox.
import { randomToken, sha256Hex } from './hashing';

/** A subscription's state as the form is answered. */
export type SubscriptionStatus = 'pending' | 'confirmed';

/** Where the subscription came from: the page path, channel and locale. */
export interface SubscriptionSource {
  uniqueIdentifier: string;
  channel: string;
  locale: string;
}

/**
 * Stores a pending subscription (one row per address) and returns a fresh confirm token, or answers
 * `confirmed` without writing anything when the address is already confirmed. A repeated pending address keeps
 * its row and gets a new token; the old one stops working.
 */
export async function subscribe(
  db: D1Database,
  email: string,
  source: SubscriptionSource,
): Promise<{ status: 'confirmed' } | { status: 'pending'; token: string }> {
  const existing = await db
    .prepare('SELECT status FROM newsletter_subscriptions WHERE email = ?')
    .bind(email)
    .first<{ status: SubscriptionStatus }>();
  if (existing?.status === 'confirmed') return { status: 'confirmed' };
  const token = randomToken();
  await db
    .prepare(`INSERT INTO newsletter_subscriptions
        (email, status, token_hash, unique_identifier, channel, locale, created_at)
      VALUES (?, 'pending', ?, ?, ?, ?, ?)
      ON CONFLICT (email) DO UPDATE SET token_hash = excluded.token_hash WHERE status = 'pending'`)
    .bind(email, await sha256Hex(token), source.uniqueIdentifier, source.channel, source.locale, now())
    .run();
  return { status: 'pending', token };
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

const RECIPIENT = ['recipient', 'to_address', 'email', 'to'];
const BODY = ['body', 'text', 'body_text'];

/** The insert into the shared `outbox` when its columns are recognisable, else null. */
async function sharedOutbox(db: D1Database, values: readonly string[]) {
  const { results } = await db.prepare('PRAGMA table_info(outbox)').all<{ name: string; type: string }>();
  const columns = results.map((row) => row.name);
  const to = RECIPIENT.find((name) => columns.includes(name));
  const text = BODY.find((name) => columns.includes(name));
  if (!to || !text || !columns.includes('subject')) return null;
  const stamp = results.find((row) => row.name === 'created_at');
  const stamped = stamp !== undefined;
  const names = [to, 'subject', text, ...(stamped ? ['created_at'] : [])].map((name) => `"${name}"`);
  return (
    db
      .prepare(`INSERT INTO outbox (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
      // The shared outbox stamps milliseconds (INTEGER); a text column gets the ISO time.
      .bind(...values, ...(stamp ? [/INT/i.test(stamp.type) ? Date.now() : now()] : []))
  );
}

/**
 * Queues the confirmation mail: into the shared `outbox` table (migration 0002) when it exists with
 * recognisable columns (recipient, subject, body) and accepts the row, else into the own `newsletter_outbox`.
 * Returns the table written.
 */
export async function queueMail(db: D1Database, recipient: string, subject: string, body: string) {
  const values = [recipient, subject, body];
  try {
    const insert = await sharedOutbox(db, values);
    if (insert) {
      await insert.run();
      return 'outbox';
    }
  } catch {
    // A shared outbox with other required columns: the own table below still gets the mail.
  }
  await db
    .prepare('INSERT INTO newsletter_outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)')
    .bind(...values, now())
    .run();
  return 'newsletter_outbox';
}

const now = () => new Date().toISOString();
