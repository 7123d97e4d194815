// The bounds of the account tables: a held sign-up ends with its link's 48 hours, sessions with their 30 days, a
// customer holds one live reset link, the outbox keeps a mail 7 days, and every stored field has its length.
import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { signup as ownerOf, PASSWORD, sessionCookie, sha256Hex, unique } from './accounts';
import { DE, get } from './fetch';

const DAY_MS = 24 * 60 * 60 * 1000;

function post(path: string, body: unknown, cookie = ''): Promise<Response> {
  return get(`${DE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

const signup = (email: string, names: { firstName?: string; lastName?: string } = {}) =>
  post('/web-api/customer-signup', {
    email,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...names,
  });

const count = async (sql: string, ...values: unknown[]) =>
  (
    await env.SHOP_DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? -1;

async function customerId(email: string): Promise<number> {
  const row = await env.SHOP_DB.prepare('SELECT id FROM customers WHERE email = ? OR held_email = ?')
    .bind(email, email)
    .first<{ id: number }>();
  return row?.id ?? -1;
}

describe('customers', () => {
  test('a held sign-up is pruned once its link’s 48 hours are over; the owner’s account stays', async () => {
    const { email, ip } = unique('held');
    await (await ownerOf(email, ip)).body?.cancel();
    await (await signup(email)).body?.cancel();
    await (await signup(unique('next').email)).body?.cancel();
    expect(await count('SELECT COUNT(*) AS n FROM customers WHERE held_email = ?', email)).toBe(1);
    await env.SHOP_DB.prepare('UPDATE customers SET created_at = ? WHERE held_email = ?')
      .bind(Date.now() - 2 * DAY_MS - 1, email)
      .run();
    await (await signup(unique('next').email)).body?.cancel();
    expect(await count('SELECT COUNT(*) AS n FROM customers WHERE held_email = ?', email)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM customers WHERE email = ?', email)).toBe(1);
  });

  test.each([
    ['a 101-character first name', { firstName: 'a'.repeat(101) }, 'firstName'],
    ['a 101-character last name', { lastName: 'a'.repeat(101) }, 'lastName'],
  ])('%s is refused', async (_name, names, field) => {
    const { email } = unique('long');
    const response = await signup(email, names);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ payload: { errors: [{ field }] } });
    expect(await customerId(email)).toBe(-1);
  });

  test('a 255-character address and a 201-character password are refused', async () => {
    const long = `${'a'.repeat(243)}@example.com`;
    expect((await signup(long)).status).toBe(400);
    const response = await post('/web-api/customer-signup', {
      email: unique('long-password').email,
      password: 'p'.repeat(201),
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(response.status).toBe(400);
  });
});

describe('sessions', () => {
  test('expired sessions are pruned when a session starts; a browser holds one session', async () => {
    const { email, ip } = unique('sessions');
    const first = sessionCookie(await ownerOf(email, ip));
    const id = await customerId(email);
    await env.SHOP_DB.prepare('UPDATE customer_sessions SET expires_at = ? WHERE customer_id = ?')
      .bind(Date.now() - 1, id)
      .run();
    const login = await post('/web-api/customer-login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(await count('SELECT COUNT(*) AS n FROM customer_sessions WHERE customer_id = ?', id)).toBe(1);
    const again = await post('/web-api/customer-login', { email, password: PASSWORD }, sessionCookie(login));
    expect(again.status).toBe(200);
    expect(await count('SELECT COUNT(*) AS n FROM customer_sessions WHERE customer_id = ?', id)).toBe(1);
    expect(first).not.toBe(sessionCookie(again));
  });
});

describe('reset links', () => {
  test('a customer holds one live link: a new one replaces every earlier one', async () => {
    const { email, ip } = unique('links');
    await (await ownerOf(email, ip)).body?.cancel();
    const id = await customerId(email);
    for (let index = 0; index < 3; index++) {
      await env.SHOP_DB.prepare(
        'INSERT INTO password_reset_tokens (token_hash, customer_id, expires_at) VALUES (?, ?, ?)',
      )
        .bind(await sha256Hex(crypto.randomUUID()), id, Date.now() + 60_000)
        .run();
    }
    expect((await post('/web-api/customer-password-reset', { email })).status).toBe(200);
    expect(await count('SELECT COUNT(*) AS n FROM password_reset_tokens WHERE customer_id = ?', id)).toBe(1);
  });
});

describe('the outbox', () => {
  test('a mail older than 7 days is pruned when the next is queued', async () => {
    const stale = unique('stale-mail').email;
    await env.SHOP_DB.prepare('INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)')
      .bind(stale, 'Old', 'Old mail', Date.now() - 7 * DAY_MS - 1)
      .run();
    const { email } = unique('fresh-mail');
    await (await signup(email)).body?.cancel();
    await (await post('/web-api/customer-password-reset', { email })).body?.cancel();
    expect(await count('SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?', stale)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?', email)).toBe(1);
  });
});

describe('contact messages', () => {
  test.each([
    ['name', 'n'.repeat(101)],
    ['subject', 's'.repeat(201)],
    ['message', 'm'.repeat(5001)],
    ['orderNumber', '1'.repeat(41)],
  ])('a %s over its length is refused, nothing stored', async (field, value) => {
    const before = await count('SELECT COUNT(*) AS n FROM contact_messages');
    const response = await post('/web-api/contact-form', {
      name: 'Ada Lovelace',
      email: unique('contact').email,
      subject: 'My order',
      message: 'Hello, where is my order?',
      [field]: value,
    });
    expect(response.status).toBe(400);
    expect(await count('SELECT COUNT(*) AS n FROM contact_messages')).toBe(before);
  });
});
