// Newsletter subscriptions in D1: pending with a hashed single-use token, confirmed once, and the mail outbox.
import { mayMail } from '../customers/rate-limit';
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
  // Mails older than a week are pruned on the way: a mailer would have sent them long before.
  const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000).toISOString();
  await db.batch([
    db.prepare('DELETE FROM newsletter_outbox WHERE created_at <= ?').bind(weekAgo),
    db
      .prepare('INSERT INTO newsletter_outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)')
      .bind(...values, now()),
  ]);
  return 'newsletter_outbox';
}

const now = () => new Date().toISOString();
