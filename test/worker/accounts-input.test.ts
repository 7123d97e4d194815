// No form writes before its input is clean: control characters, names with web addresses and header breaks are
// refused with 400 before any row or mail is written; the outbox refuses a header break as a last line; an
// uncaught error of the shop's APIs answers the shop's JSON error.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { queueMail } from '../../worker/backends/shop/customers/outbox';
import { PASSWORD, unique } from './accounts';
import { botCheckToken } from './bot-check-tokens';
import { DE, get } from './fetch';

function post(path: string, body: unknown): Promise<Response> {
  return get(`${DE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

const count = async (sql: string, ...values: unknown[]) =>
  (
    await env.SHOP_DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? -1;

afterEach(() => vi.restoreAllMocks());

describe('control characters', () => {
  test('a NUL in the newsletter’s page path is a 400 and writes neither the subscription nor the mail', async () => {
    const email = unique('nul').email;
    const response = await get(`${DE}/web-api/newsletter-subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email,
        uniqueIdentifier: '/karten/\u0000',
        reCaptchaToken: await botCheckToken(),
      }).toString(),
    });
    expect(response.status).toBe(400);
    await response.body?.cancel();
    expect(await count('SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email = ?', email)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?', email)).toBe(0);
  });

  test('a contact subject carrying a Bcc header is a 400 naming it, nothing stored or mailed', async () => {
    const before = await count('SELECT COUNT(*) AS n FROM contact_messages');
    const email = unique('bcc').email;
    const response = await post('/web-api/contact-form', {
      name: 'Ada Lovelace',
      email,
      subject: 'My order\r\nBcc: everyone@example.com',
      message: 'Hello,\nwhere is my order?',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ payload: { errors: [{ field: 'subject' }] } });
    expect(await count('SELECT COUNT(*) AS n FROM contact_messages')).toBe(before);
    expect(await count("SELECT COUNT(*) AS n FROM outbox WHERE body LIKE '%' || ? || '%'", email)).toBe(0);
  });

  test.each([
    ['line breaks and a tab', 201, 'Hello,\r\n\twhere is my order?\n'],
    ['a NUL', 400, 'Hello,\nwhere is my order?\u0000'],
    ['an escape', 400, 'Hello,\nwhere is \u001b[31mmy order?'],
  ])('a contact message with %s answers %i', async (_name, status, message) => {
    const response = await post('/web-api/contact-form', {
      name: 'Ada Lovelace',
      email: unique('message').email,
      subject: 'My order',
      message,
    });
    expect(response.status).toBe(status);
  });
});

describe('names', () => {
  test.each([
    'Ada\nVisit https://evil.example',
    'Ada https://evil.example',
    'Ada www.evil.example',
    'Ada evil.example',
    'ada@evil.example',
    'Ada\tLovelace',
  ])('a sign-up named %j is a 400 naming firstName, nothing written', async (firstName) => {
    const { email } = unique('named');
    const response = await post('/web-api/customer-signup', {
      email,
      password: PASSWORD,
      firstName,
      lastName: 'Lovelace',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ payload: { errors: [{ field: 'firstName' }] } });
    expect(
      await count('SELECT COUNT(*) AS n FROM customers WHERE email = ? OR held_email = ?', email, email),
    ).toBe(0);
  });

  test.each(["Anne-Marie O'Brien", 'St. John', 'Zoë Müller-Lüdenscheidt', 'J. R. R.'])(
    'a sign-up named %j is accepted',
    async (firstName) => {
      const response = await post('/web-api/customer-signup', {
        email: unique('named').email,
        password: PASSWORD,
        firstName,
        lastName: 'Lovelace',
      });
      expect(response.status).toBe(202);
    },
  );

  test('the reset mail greets an older account’s name on one line', async () => {
    const { email } = unique('legacy');
    await env.SHOP_DB.prepare(
      `INSERT INTO customers (email, password_hash, first_name, last_name, created_at)
       VALUES (?, '!', ?, 'Lovelace', ?)`,
    )
      .bind(email, 'Ada\r\nBcc: x\n\nClick here', Date.now())
      .run();
    expect((await post('/web-api/customer-password-reset', { email })).status).toBe(200);
    const mail = await env.SHOP_DB.prepare('SELECT body FROM outbox WHERE recipient = ?')
      .bind(email)
      .first<{ body: string }>();
    expect(mail?.body.split('\n')[0]).toBe('Hallo Ada Bcc: x Click here,');
  });
});

describe('the outbox', () => {
  test('refuses a subject or recipient with a line break and stores nothing', async () => {
    const before = await count('SELECT COUNT(*) AS n FROM outbox');
    const mail = { recipient: 'ada@example.com', subject: 'Hello', body: 'Hello,\nAda' };
    await expect(
      queueMail(env.SHOP_DB, { ...mail, subject: 'Hello\r\nBcc: eve@example.com' }),
    ).rejects.toThrow();
    await expect(
      queueMail(env.SHOP_DB, { ...mail, recipient: 'ada@example.com\nBcc: eve' }),
    ).rejects.toThrow();
    expect(await count('SELECT COUNT(*) AS n FROM outbox')).toBe(before);
  });
});

describe('uncaught errors of the APIs', () => {
  test.each([
    ['/web-api/contact-form', 'POST'],
    ['/price-api/prices/formats?currency=eur&material=poster', 'GET'],
  ])('%s answers the shop’s JSON error, not the HTML page', async (path, method) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const database = Object.getPrototypeOf(env.SHOP_DB) as D1Database;
    vi.spyOn(database, 'prepare').mockImplementation(() => {
      throw new Error('D1 is not reachable');
    });
    const response = await get(`${DE}${path}`, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      ...(method === 'POST'
        ? {
            body: JSON.stringify({
              name: 'Ada Lovelace',
              email: unique('down').email,
              subject: 'My order',
              message: 'Hello, where is my order?',
            }),
          }
        : {}),
    });
    vi.mocked(database.prepare).mockRestore();
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: { text: expect.any(String) } });
  });
});
