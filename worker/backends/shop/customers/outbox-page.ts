// The outbox's page (GET /web-api/outbox), a part of the local build: the e-mails the shop would have sent, newest
// first, with their links to follow. It answers in development only: the outbox holds reset links, which are as
// good as passwords.
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../../../env';
import { shopError } from '../http';
import type { OutboxMail } from './outbox';

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

export const outboxPage = new Hono<AppEnv>();

outboxPage.get('/web-api/outbox', async (c) => {
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
