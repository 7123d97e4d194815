// The outbox: e-mails the shop would send, stored in D1; the local build's page lists them (`outbox-page.ts`).
import { hasControlCharacter } from '../../../../shared/schemas/form-text';

/** An e-mail waiting in the outbox. */
export interface OutboxMail {
  recipient: string;
  subject: string;
  body: string;
}

/** How long a queued e-mail is kept: long after a mailer would have sent it. */
export const OUTBOX_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The statements that store an e-mail in the outbox, pruning the mails older than `OUTBOX_KEEP_MS`; with
 * `send` false they store nothing but cost the same, for an answer that must not tell whether it mailed.
 * A recipient or subject holding a line break or other control character throws: the forms refuse those
 * already, this is the last line before a mailer would read them as headers.
 */
export function mailStatements(db: D1Database, mail: OutboxMail, send = true): D1PreparedStatement[] {
  // A line break would let a header value start a header of its own.
  if (hasControlCharacter(mail.recipient, false) || hasControlCharacter(mail.subject, false)) {
    throw new Error('A mail header holds a control character');
  }
  const now = Date.now();
  return [
    db.prepare('DELETE FROM outbox WHERE created_at <= ?').bind(now - OUTBOX_KEEP_MS),
    db
      .prepare('INSERT INTO outbox (recipient, subject, body, created_at) SELECT ?1, ?2, ?3, ?4 WHERE ?5 = 1')
      .bind(mail.recipient, mail.subject, mail.body, now, send ? 1 : 0),
  ];
}

/** Stores an e-mail in the outbox, pruning the mails older than `OUTBOX_KEEP_MS`. */
export async function queueMail(db: D1Database, mail: OutboxMail): Promise<void> {
  await db.batch(mailStatements(db, mail));
}
