// The outbox: e-mails the shop would send, stored in D1; in development a page lists them with their links.
import { Hono } from 'hono';
import { html } from 'hono/html';
import { hasControlCharacter } from '../../../../shared/schemas/form-text';
import type { AppEnv } from '../../../env';
import { shopError } from '../http';

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

const LINK = /https?:\/\/\S+/g;

function mailItem(mail: OutboxMail & { created_at: number }) {
  const links = mail.body.match(LINK) ?? [];
  return html`<li>
      <h2>${mail.subject}</h2>
      <p>To ${mail.recipient}, ${new Date(mail.created_at).toISOString()}</p>
      <pre>${mail.body}</pre>
      ${links.map((link) => html`<p><a href="${link}">${link}</a></p>`)}
    </li>`;
}

export const outboxApi = new Hono<AppEnv>();

// Only in development: the outbox holds reset links, which are as good as passwords.
outboxApi.get('/web-api/outbox', async (c) => {
  if (c.env.ENVIRONMENT !== 'development') {
    return shopError(c, 404, 'noEndpoint', { path: new URL(c.req.url).pathname });
  }
  const { results } = await c.env.SHOP_DB.prepare(
    'SELECT recipient, subject, body, created_at FROM outbox ORDER BY id DESC LIMIT 100',
  ).all<OutboxMail & { created_at: number }>();
  c.header('Cache-Control', 'private, no-store');
  return c.html(html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="robots" content="noindex" />
    <title>Outbox</title>
  </head>
  <body>
    <h1>Outbox (development only)</h1>
    <ul>
      ${results.map(mailItem)}
    </ul>
  </body>
</html>`);
});
