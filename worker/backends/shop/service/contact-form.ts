// The contact form (POST /web-api/contact-form): stored in D1, a copy queued in the outbox for the service team.
import { Hono } from 'hono';
import { ContactFormSchema, type ContactFormValues } from '../../../../shared/schemas/contact-form';
import type { AppEnv } from '../../../env';
import { randomToken } from '../customers/crypto';
import { mailStatements } from '../customers/outbox';
import { readBody } from '../http';

/** Where the outbox copy of every contact message goes. */
const SERVICE_TEAM = 'service@kartenliebe.example';

/**
 * Body (JSON or form-encoded) checked with the island's `ContactFormSchema`: `{ name, email, orderNumber?,
 * subject, message }`. Stored in `contact_messages` and queued in `outbox` in one batch; answers 201
 * `{ status: 'received', reference }`. A bad field is a 400 naming it (the island's reason as its message),
 * and nothing is written; a control character is refused in every field, line breaks and tabs but in the
 * message.
 */
export const contactFormApi = new Hono<AppEnv>();

/** A short reference people can quote: `CM-` and 10 upper-case letters or digits. */
function newReference(): string {
  return `CM-${randomToken()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)
    .toUpperCase()}`;
}

function mailBody(values: ContactFormValues, reference: string): string {
  return [
    `Reference: ${reference}`,
    `From: ${values.name} <${values.email}>`,
    `Order number: ${values.orderNumber ?? '-'}`,
    '',
    values.message,
  ].join('\n');
}

contactFormApi.post('/web-api/contact-form', async (c) => {
  const body = await readBody(c, ContactFormSchema);
  if (!body.ok) return body.response;
  const values = body.value;
  const reference = newReference();
  const db = c.env.SHOP_DB;
  const now = Date.now();
  await db.batch([
    db
      .prepare(
        `INSERT INTO contact_messages (reference, name, email, order_number, subject, message, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        reference,
        values.name,
        values.email,
        values.orderNumber ?? null,
        values.subject,
        values.message,
        now,
      ),
    ...mailStatements(db, {
      recipient: SERVICE_TEAM,
      subject: `[${reference}] ${values.subject}`,
      body: mailBody(values, reference),
    }),
  ]);
  return c.json({ status: 'received' as const, reference }, 201);
});
