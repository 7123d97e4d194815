// Abuse of the account, reset, newsletter and voucher calls: parallel and per-address login throttling,
// security logs, session rotation, reset links, mail flooding and answers that would tell who is registered.
import { env } from 'cloudflare:test';
import { describe, expect, test, vi } from 'vitest';
import { shopText } from '../../shared/i18n/shop-texts';
import { PASSWORD, postJson, sessionCookie, sha256Hex, signup as signupWith, unique } from './accounts';
import { botCheckToken } from './bot-check-tokens';
import { CH, DE, get } from './fetch';

const NEW_PASSWORD = 'a brand new password';
const WINDOW_SECONDS = 15 * 60;

/** Account calls asking for JSON answers. */
const post = (path: string, body: unknown, headers: Record<string, string> = {}, base = DE) =>
  postJson(path, body, { accept: 'application/json', ...headers }, base);

const signup = (email: string, ip: string) => signupWith(email, ip, post);

const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  post('/web-api/customer-login', { email, password }, { 'cf-connecting-ip': ip, ...headers });

async function isLoggedIn(cookie: string): Promise<boolean> {
  const response = await get(`${DE}/web-api/customer-data`, { headers: { cookie } });
  return (await response.json<{ isLoggedIn: boolean }>()).isLoggedIn;
}

const count = async (sql: string, ...values: unknown[]) =>
  (
    await env.SHOP_DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? -1;

function expectRetryAfter(response: Response) {
  const seconds = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(WINDOW_SECONDS);
}

const statuses = (responses: Response[]) => responses.map((response) => response.status);

describe('login throttling', () => {
  test('12 parallel wrong logins check at most 5 passwords; the right one is then refused', async () => {
    const { email, ip } = unique('parallel');
    await signup(email, ip);
    const attacker = unique('parallel-attacker').ip;
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, index) => login(email, `wrong ${index}`, attacker)),
    );
    // Exactly the limit: every attempt is counted before any password is checked.
    expect(statuses(burst).filter((status) => status === 401)).toHaveLength(5);
    expect(statuses(burst).filter((status) => status === 429)).toHaveLength(7);
    for (const response of burst.filter((answer) => answer.status === 429)) expectRetryAfter(response);

    const locked = await login(email, PASSWORD, attacker);
    expect(locked.status).toBe(429);
    expectRetryAfter(locked);
    expect(locked.headers.getSetCookie()).toEqual([]);
  });

  test('an attacker’s address locks only itself out: the owner logs in from another address', async () => {
    const { email, ip } = unique('lockout');
    await signup(email, ip);
    const attacker = unique('lockout-attacker').ip;
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(email, `wrong ${attempt}`, attacker)).status).toBe(401);
    expect((await login(email, PASSWORD, attacker)).status).toBe(429);
    const owner = await login(email, PASSWORD, ip);
    expect(owner.status).toBe(200);
    expect(sessionCookie(owner)).not.toBe('');
  });

  test('one address trying many accounts in parallel is held to 20 checks, with Retry-After', async () => {
    const { email, ip } = unique('spray-target');
    await signup(email, ip);
    const sprayer = unique('sprayer').ip;
    const burst = await Promise.all(
      Array.from({ length: 25 }, () => login(unique('spray').email, PASSWORD, sprayer)),
    );
    expect(statuses(burst).filter((status) => status === 401)).toHaveLength(20);
    expect(statuses(burst).filter((status) => status === 429)).toHaveLength(5);
    const next = await login(email, PASSWORD, sprayer);
    expect(next.status).toBe(429);
    expectRetryAfter(next);
    expect((await login(email, PASSWORD, ip)).status).toBe(200);
  });

  test('a failed login is a security log without password or e-mail, kept with logging=0', async () => {
    const { email, ip } = unique('logged');
    await signup(email, ip);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wrong = 'not-the-password-4711';
    const response = await get(`${DE}/web-api/customer-login?logging=0`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
      body: JSON.stringify({ email, password: wrong }),
    });
    const lines = warn.mock.calls.map(([line]) => String(line));
    warn.mockRestore();
    expect(response.status).toBe(401);
    const failed = lines.filter((line) => line.includes('"id":"login-failed"'));
    expect(failed).toHaveLength(1);
    expect(failed[0]).not.toContain(wrong);
    expect(failed[0]).not.toContain(email.split('@')[0]);
    expect(failed[0]).not.toContain('example.com');
  });
});

describe('sessions', () => {
  test('login ends the session the request came with and issues a new id', async () => {
    const { email, ip } = unique('rotate');
    const earlier = sessionCookie(await signup(email, ip));
    const response = await login(email, PASSWORD, ip, { cookie: earlier });
    expect(response.status).toBe(200);
    const fresh = sessionCookie(response);
    expect(fresh).toMatch(/^shop_session=[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(earlier);
    expect(await isLoggedIn(earlier)).toBe(false);
    expect(await isLoggedIn(fresh)).toBe(true);
    const stored = await count(
      'SELECT COUNT(*) AS n FROM customer_sessions WHERE id_hash = ?',
      await sha256Hex(earlier.slice('shop_session='.length)),
    );
    expect(stored).toBe(0);
  });

  test('logout removes the session on the server, so a kept cookie no longer works', async () => {
    const { email, ip } = unique('logout');
    const cookie = sessionCookie(await signup(email, ip));
    expect(await isLoggedIn(cookie)).toBe(true);
    expect((await post('/web-api/customer-logout', {}, { cookie })).status).toBe(200);
    const stored = await count(
      'SELECT COUNT(*) AS n FROM customer_sessions WHERE id_hash = ?',
      await sha256Hex(cookie.slice('shop_session='.length)),
    );
    expect(stored).toBe(0);
    expect(await isLoggedIn(cookie)).toBe(false);
  });

  test('an expired session is refused', async () => {
    const { email, ip } = unique('expired');
    const cookie = sessionCookie(await signup(email, ip));
    await env.SHOP_DB.prepare('UPDATE customer_sessions SET expires_at = ? WHERE id_hash = ?')
      .bind(Date.now() - 1, await sha256Hex(cookie.slice('shop_session='.length)))
      .run();
    expect(await isLoggedIn(cookie)).toBe(false);
  });
});

describe('sign-up', () => {
  test('a taken e-mail answers like a new sign-up, leaves the owner’s account as it was and mails a note, no link', async () => {
    const { email, ip } = unique('taken');
    const owner = sessionCookie(await signup(email, ip));
    const ownerRow = () =>
      env.SHOP_DB.prepare('SELECT * FROM customers WHERE email = ?')
        .bind(email)
        .first<Record<string, unknown>>();
    const before = await ownerRow();

    const again = await post(
      '/web-api/customer-signup',
      { email: email.toUpperCase(), password: 'another password!', firstName: 'Eve', lastName: 'Ex' },
      { 'cf-connecting-ip': unique('taken-attacker').ip },
    );
    expect(again.status).toBe(202);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await again.json()).toMatchObject({ isLoggedIn: false, firstName: '' });

    expect(await ownerRow()).toEqual(before);
    expect(await isLoggedIn(owner)).toBe(true);
    expect((await login(email, 'another password!', ip)).status).toBe(401);
    expect((await login(email, PASSWORD, ip)).status).toBe(200);
    const note = await env.SHOP_DB.prepare(
      'SELECT subject, body FROM outbox WHERE recipient = ? ORDER BY id DESC',
    )
      .bind(email)
      .first<{ subject: string; body: string }>();
    expect(note?.subject).toBe(shopText('de', 'mailTakenSubject'));
    expect(note?.body).not.toContain('token=');
  });
});

describe('password reset', () => {
  const requestReset = (email: string, ip = unique('reset-client').ip) =>
    post('/web-api/customer-password-reset', { email }, { 'cf-connecting-ip': ip });

  async function mailedTokens(email: string): Promise<string[]> {
    const { results } = await env.SHOP_DB.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id')
      .bind(email)
      .all<{ body: string }>();
    return results.flatMap(
      (row) => /password-reset\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(row.body)?.[1] ?? [],
    );
  }

  const confirm = (token: string) =>
    post('/web-api/customer-password-reset/confirm', { token, password: NEW_PASSWORD });

  async function customerId(email: string) {
    const row = await env.SHOP_DB.prepare('SELECT id FROM customers WHERE email = ?')
      .bind(email)
      .first<{ id: number }>();
    return row?.id ?? -1;
  }

  /** A reset link written straight to D1, as an earlier request would have left it. */
  async function storedToken(id: number, expiresAt = Date.now() + 3_600_000) {
    const token = 'T'.repeat(11) + crypto.randomUUID().replace(/-/g, '');
    await env.SHOP_DB.prepare(
      'INSERT INTO password_reset_tokens (token_hash, customer_id, expires_at) VALUES (?, ?, ?)',
    )
      .bind(await sha256Hex(token), id, expiresAt)
      .run();
    return token;
  }

  test('a successful reset voids the customer’s other reset links', async () => {
    const { email, ip } = unique('void');
    await signup(email, ip);
    expect((await requestReset(email)).status).toBe(200);
    const [mailed = ''] = await mailedTokens(email);
    const other = await storedToken(await customerId(email));
    expect((await confirm(mailed)).status).toBe(200);
    expect((await confirm(other)).status).toBe(400);
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM password_reset_tokens WHERE customer_id = ?',
        await customerId(email),
      ),
    ).toBe(0);
  });

  test('a link works once, and not once it has expired', async () => {
    const { email, ip } = unique('once');
    await signup(email, ip);
    const id = await customerId(email);
    const live = await storedToken(id);
    expect((await confirm(live)).status).toBe(200);
    expect((await confirm(live)).status).toBe(400);
    const expired = await storedToken(id, Date.now() - 1);
    expect((await confirm(expired)).status).toBe(400);
    expect((await login(email, NEW_PASSWORD, ip)).status).toBe(200);
  });

  test('repeated requests for one e-mail answer the same and send one mail and one link', async () => {
    const { email, ip } = unique('flood');
    await signup(email, ip);
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await requestReset(email);
      expect(response.status).toBe(200);
      answers.push(await response.text());
    }
    expect(new Set(answers).size).toBe(1);
    expect(await mailedTokens(email)).toHaveLength(1);
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM password_reset_tokens WHERE customer_id = ?',
        await customerId(email),
      ),
    ).toBe(1);
  });

  test('one address is limited across e-mails, with Retry-After', async () => {
    const client = unique('reset-sprayer').ip;
    // The burst limit (5 a minute) or the shop's own (10 in 15 minutes), whichever a window's end lets come first.
    let refused = await requestReset(unique('reset-spray').email, client);
    let accepted = 0;
    for (; refused.status === 200 && accepted < 10; accepted++)
      refused = await requestReset(unique('reset-spray').email, client);
    expect(accepted).toBeGreaterThanOrEqual(5);
    expect(refused.status).toBe(429);
    expectRetryAfter(refused);
    expect((await requestReset(unique('reset-spray').email)).status).toBe(200);
  });

  test('writing a link prunes expired and used links', async () => {
    const stale = unique('stale');
    await signup(stale.email, stale.ip);
    const expired = await storedToken(await customerId(stale.email), Date.now() - 1);
    const { email, ip } = unique('prune');
    await signup(email, ip);
    await requestReset(email);
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM password_reset_tokens WHERE token_hash = ?',
        await sha256Hex(expired),
      ),
    ).toBe(0);
  });
});

describe('newsletter', () => {
  const subscribe = async (email: string) =>
    post(
      '/web-api/newsletter-subscribe',
      { email, uniqueIdentifier: '/', reCaptchaToken: await botCheckToken() },
      { origin: DE },
    );

  async function mailedTokens(email: string): Promise<string[]> {
    const rows = [];
    for (const table of ['newsletter_outbox', 'outbox'])
      rows.push(...(await env.SHOP_DB.prepare(`SELECT * FROM ${table}`).all()).results);
    return rows
      .map((row) => Object.values(row).map(String).join(' '))
      .filter((text) => text.includes(email))
      .flatMap((text) => /newsletter-confirm\?token=([\w-]+)/.exec(text)?.[1] ?? []);
  }

  test('a resubmit answers pending whatever the state, mails once per 15 minutes and keeps the link', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { email } = unique('news');
    expect(await (await subscribe(email)).json()).toEqual({ status: 'pending' });
    expect(await (await subscribe(email)).json()).toEqual({ status: 'pending' });
    const tokens = await mailedTokens(email);
    expect(tokens).toHaveLength(1);
    const confirmed = await get(`${DE}/web-api/newsletter-confirm?token=${tokens[0]}`, {
      headers: { accept: 'application/json' },
    });
    expect(confirmed.status).toBe(200);
    expect(await (await subscribe(email)).json()).toEqual({ status: 'pending' });
    expect(await mailedTokens(email)).toHaveLength(1);
    warn.mockRestore();
  });
});

describe('vouchers', () => {
  const apply = (code: string, ip: string, origin = DE) =>
    post('/web-api/voucher', { code }, { 'cf-connecting-ip': ip }, origin);

  test('unknown, expired and wrong-currency codes get one answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ip = unique('voucher').ip;
    const answers = [];
    for (const [code, origin] of [
      ['NOPE', DE],
      ['SUMMER2020', DE],
      ['CARDS5', CH],
    ] as const) {
      const response = await apply(code, ip, origin);
      expect(response.status).toBe(400);
      answers.push((await response.text()).replace(code, 'CODE'));
    }
    warn.mockRestore();
    expect(new Set(answers).size).toBe(1);
  });

  test('refused codes are throttled per client address, with Retry-After', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ip = unique('voucher-guess').ip;
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await apply(`GUESS${attempt}`, ip)).status).toBe(400);
    const refused = await apply('WELCOME10', ip);
    expect(refused.status).toBe(429);
    expectRetryAfter(refused);
    expect((await apply('WELCOME10', unique('voucher-other').ip)).status).toBe(200);
    warn.mockRestore();
  });
});
