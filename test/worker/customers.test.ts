// Customer accounts on D1: sign-up with its confirmation, login (uniform failures, throttling), logout, password
// reset, customer data.
import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { shopText } from '../../shared/i18n/shop-texts';
import { outboxPage } from '../../worker/backends/shop/customers/outbox-page';
import { PASSWORD, postJson as post, sessionCookie, sha256Hex, signup, unique } from './accounts';
import { DE, get } from './fetch';

const TABLES = ['customers', 'customer_sessions', 'rate_limits', 'password_reset_tokens', 'outbox'];

async function customerData(cookie: string) {
  const response = await get(`${DE}/web-api/customer-data`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.json<Record<string, unknown>>();
}

async function counts() {
  const rows = await Promise.all(
    TABLES.map((table) => env.SHOP_DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>()),
  );
  return rows.map((row) => row?.n);
}

describe('sign-up, login, customer data, logout', () => {
  test('a session follows the customer from the confirmed sign-up to logout', async () => {
    const { email, ip } = unique('flow');
    const created = await signup(email, ip);
    const fields = await created.json<Record<string, unknown>>();
    expect(fields).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      isLoggedIn: true,
      emailHash: await sha256Hex(email),
    });
    expect(sessionCookie(created)).toMatch(/^shop_session=[A-Za-z0-9_-]{43}$/);

    const login = await post(
      '/web-api/customer-login',
      { email: email.toUpperCase(), password: PASSWORD },
      { 'cf-connecting-ip': ip },
    );
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login);
    expect(cookie).not.toBe(sessionCookie(created));
    const stored = await env.SHOP_DB.prepare('SELECT id_hash FROM customer_sessions WHERE id_hash = ?')
      .bind(await sha256Hex(cookie.slice('shop_session='.length)))
      .first();
    expect(stored).not.toBeNull();

    expect(await customerData(cookie)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      isLoggedIn: true,
      type: 1,
    });

    const logout = await post('/web-api/customer-logout', {}, { cookie });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().join()).toMatch(/shop_session=; Max-Age=0/);
    expect(await customerData(cookie)).toEqual({
      emailHash: '',
      firstName: '',
      lastName: '',
      isLoggedIn: false,
      isWhitelabelCustomer: false,
      number: '',
      order: { cartArticlesAmount: 0, isWhitelabelOrder: false },
      type: 0,
    });
  });

  test.each(['', 'shop_session=not-a-session', `shop_session=${'a'.repeat(43)}`])(
    'customer data with cookie %j is anonymous',
    async (cookie) => {
      expect(await customerData(cookie)).toMatchObject({ isLoggedIn: false, firstName: '', type: 0 });
    },
  );

  test('an expired session is anonymous', async () => {
    const { email, ip } = unique('expired');
    const cookie = sessionCookie(await signup(email, ip));
    await env.SHOP_DB.prepare('UPDATE customer_sessions SET expires_at = ? WHERE id_hash = ?')
      .bind(Date.now() - 1, await sha256Hex(cookie.slice('shop_session='.length)))
      .run();
    expect(await customerData(cookie)).toMatchObject({ isLoggedIn: false });
  });

  test('the session cookie is HttpOnly, Lax, Path=/, 30 days, Secure except on http *.localhost', async () => {
    const local = unique('cookie-local');
    const http = (await signup(local.email, local.ip)).headers.getSetCookie().join();
    expect(http).toMatch(/shop_session=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax/);
    expect(http).not.toMatch(/Secure/);
    const secure = unique('cookie-https');
    const response = await signup(secure.email, secure.ip, (path, body, headers) =>
      post(path, body, headers, 'https://kartenliebe.de.localhost'),
    );
    expect(response.headers.getSetCookie().join()).toMatch(
      /shop_session=[^;]+; .*HttpOnly; Secure; SameSite=Lax/,
    );
  });

  test('over https the session is __Host-shop_session, and a plain shop_session there is no session', async () => {
    const HTTPS = 'https://kartenliebe.de.localhost';
    const { email, ip } = unique('host-prefix');
    const response = await signup(email, ip, (path, body, headers) => post(path, body, headers, HTTPS));
    const line = response.headers.getSetCookie().find((each) => each.includes('shop_session=')) ?? '';
    // Only this host may set it: Secure, Path=/ and no Domain, as the prefix demands.
    expect(line).toMatch(
      /^__Host-shop_session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const id = /=([\w-]{43})/.exec(line)?.[1] ?? '';
    const data = async (cookie: string) =>
      (await get(`${HTTPS}/web-api/customer-data`, { headers: { cookie } })).json<{ isLoggedIn: boolean }>();
    expect((await data(`__Host-shop_session=${id}`)).isLoggedIn).toBe(true);
    // A cookie a sibling subdomain could have planted under the plain name is not read over https.
    expect((await data(`shop_session=${id}`)).isLoggedIn).toBe(false);
  });
});

describe('login failures', () => {
  test('a wrong password and an unknown e-mail give the identical 401', async () => {
    const { email, ip } = unique('wrong');
    await signup(email, ip);
    const wrong = await post(
      '/web-api/customer-login',
      { email, password: 'not the password' },
      { 'cf-connecting-ip': ip },
    );
    const unknown = await post(
      '/web-api/customer-login',
      { email: unique('nobody').email, password: PASSWORD },
      { 'cf-connecting-ip': ip },
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect(await wrong.text()).toBe(await unknown.text());
  });

  test('after 5 failures for an account from one address its 6th login is 429, even with the right password', async () => {
    const { email, ip } = unique('throttle');
    await signup(email, ip);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await post(
        '/web-api/customer-login',
        { email, password: `wrong ${attempt}` },
        { 'cf-connecting-ip': ip },
      );
      expect(response.status).toBe(401);
    }
    const sixth = await post(
      '/web-api/customer-login',
      { email, password: PASSWORD },
      { 'cf-connecting-ip': ip },
    );
    expect(sixth.status).toBe(429);
    expect((await sixth.json<{ message: { text: string } }>()).message.text).toBe(
      shopText('de', 'loginThrottled'),
    );
    expect(sixth.headers.getSetCookie()).toEqual([]);
  });

  test('after 20 failures from one client address its next login is 429', async () => {
    const { email, ip } = unique('client');
    await signup(email, unique('client-owner').ip);
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await post(
        '/web-api/customer-login',
        { email: unique('spray').email, password: PASSWORD },
        { 'cf-connecting-ip': ip },
      );
      expect(response.status).toBe(401);
    }
    expect(
      (await post('/web-api/customer-login', { email, password: PASSWORD }, { 'cf-connecting-ip': ip }))
        .status,
    ).toBe(429);
    const elsewhere = await post(
      '/web-api/customer-login',
      { email, password: PASSWORD },
      { 'cf-connecting-ip': `${ip}-other` },
    );
    expect(elsewhere.status).toBe(200);
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const response = await post('/web-api/customer-password-reset', { email });
    expect(response.status).toBe(200);
    return response.text();
  }

  async function resetLink(email: string): Promise<{ token: string; path: string }> {
    const mail = await env.SHOP_DB.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC')
      .bind(email)
      .first<{ body: string }>();
    const link = mail?.body.match(/(\/web-api\/customer-password-reset\/confirm\?token=([A-Za-z0-9_-]{43}))/);
    return { path: link?.[1] ?? '', token: link?.[2] ?? '' };
  }

  const login = (email: string, password: string) =>
    post('/web-api/customer-login', { email, password }, { 'cf-connecting-ip': unique('reset-login').ip });

  test('answers the same for unknown e-mails and mails a single-use link for accounts', async () => {
    const { email, ip } = unique('reset');
    await signup(email, ip);
    const nobody = unique('reset-nobody').email;
    expect(await requestReset(nobody)).toBe(await requestReset(email));
    expect(
      await env.SHOP_DB.prepare('SELECT 1 FROM outbox WHERE recipient = ?').bind(nobody).first(),
    ).toBeNull();

    const { token, path } = await resetLink(email);
    expect(token).toHaveLength(43);
    const stored = await env.SHOP_DB.prepare(
      'SELECT token_hash FROM password_reset_tokens WHERE token_hash IN (?, ?)',
    )
      .bind(token, await sha256Hex(token))
      .first<{ token_hash: string }>();
    expect(stored?.token_hash).toBe(await sha256Hex(token));

    const form = await get(`${DE}${path}`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain(`name="token" value="${token}"`);

    const confirm = () =>
      post('/web-api/customer-password-reset/confirm', { token, password: 'a brand new password' });
    expect((await confirm()).status).toBe(200);
    expect((await login(email, 'a brand new password')).status).toBe(200);
    expect((await login(email, PASSWORD)).status).toBe(401);
    const reused = await confirm();
    expect(reused.status).toBe(400);
    expect((await reused.json<{ payload: { errors: { field: string }[] } }>()).payload.errors[0]?.field).toBe(
      'token',
    );
  });

  test('an expired link is refused and the password stays', async () => {
    const { email, ip } = unique('reset-expired');
    await signup(email, ip);
    await requestReset(email);
    const { token } = await resetLink(email);
    await env.SHOP_DB.prepare('UPDATE password_reset_tokens SET expires_at = ? WHERE token_hash = ?')
      .bind(Date.now() - 1, await sha256Hex(token))
      .run();
    const response = await post('/web-api/customer-password-reset/confirm', {
      token,
      password: 'a brand new password',
    });
    expect(response.status).toBe(400);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  test('the outbox page lists the links in development and is a JSON 404 otherwise', async () => {
    const { email, ip } = unique('outbox');
    await signup(email, ip);
    await requestReset(email);
    const { path } = await resetLink(email);
    const page = await get(`${DE}/web-api/outbox`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(
      new RegExp(`<a href="http://kartenliebe\\.de\\.localhost:8787${path.replace(/[?]/g, '\\?')}">`),
    );
    const production = await outboxPage.request('/web-api/outbox', {}, { ...env, ENVIRONMENT: 'production' });
    expect(production.status).toBe(404);
    expect(await production.json()).toEqual({
      message: { text: 'Keine Shop-Schnittstelle unter /web-api/outbox' },
    });
  });
});

describe('refused requests write nothing', () => {
  test('a cross-site sign-up is 403', async () => {
    const before = await counts();
    const response = await post(
      '/web-api/customer-signup',
      { email: unique('evil').email, password: PASSWORD, firstName: 'E', lastName: 'V' },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  test.each([
    [
      '/web-api/customer-signup',
      { email: 'x@example.com', password: 'short', firstName: 'A', lastName: 'B' },
      'password',
    ],
    [
      '/web-api/customer-signup',
      { email: 'not-an-email', password: PASSWORD, firstName: 'A', lastName: 'B' },
      'email',
    ],
    [
      '/web-api/customer-signup',
      { email: 'y@example.com', password: PASSWORD, firstName: ' ', lastName: 'B' },
      'firstName',
    ],
    ['/web-api/customer-signup', { email: 'z@example.com', password: PASSWORD, firstName: 'A' }, 'lastName'],
    ['/web-api/customer-login', { password: PASSWORD }, 'email'],
    ['/web-api/customer-login', { email: 'x@example.com', password: '' }, 'password'],
    ['/web-api/customer-password-reset', { email: 'x@' }, 'email'],
    ['/web-api/customer-password-reset/confirm', { token: 'abc', password: PASSWORD }, 'token'],
    ['/web-api/customer-password-reset/confirm', { token: 'a'.repeat(43), password: 'short' }, 'password'],
  ])('%s with %j is a 400 naming %s', async (path, body, field) => {
    const before = await counts();
    const response = await post(path, body);
    expect(response.status).toBe(400);
    const answer = await response.json<{
      message: { text: string };
      payload: { errors: { field: string }[] };
    }>();
    expect(answer.payload.errors.map((error) => error.field)).toEqual([field]);
    expect(answer.message.text).toContain(field);
    expect(await counts()).toEqual(before);
  });
});
