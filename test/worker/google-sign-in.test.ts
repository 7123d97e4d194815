// Google sign-in against the local stand-in, verified as Google's own tokens are: the stand-in publishes its keys
// in Google's JWKS format and issues RS256 ID tokens; a valid one signs the customer in (a new account, or the
// account of the address, linked), and a token for another client, expired, tampered with, under an unknown key or
// for an unverified address is a 401 with the reason that starts no session.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { hashPassword } from '../../worker/backends/shop/customers/crypto';
import { googleAuthApi } from '../../worker/backends/shop/service/google-auth';
import {
  DEMO_GOOGLE_ACCOUNTS,
  demoClaims,
  issueIdToken,
} from '../../worker/backends/shop/service/google-stand-in-keys';
import { PASSWORD, postJson, signup, unique } from './accounts';
import { DE, get } from './fetch';

const CLIENT_ID = 'local-client-id.apps.googleusercontent.com';
const CREDENTIALS = '/web-api/customer-auth-google-credentials';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson(path, body, { accept: 'application/json', ...headers });

/** A Google account of its own for a test: a unique subject and address. */
function googleUser(overrides: Record<string, unknown> = {}) {
  const { email } = unique('google');
  const sub = String(Math.floor(Math.random() * 1e15)).padStart(21, '1');
  return { ...demoClaims(DEMO_GOOGLE_ACCOUNTS[0], CLIENT_ID), sub, email, ...overrides };
}

const sessions = async () =>
  (await env.SHOP_DB.prepare('SELECT COUNT(*) AS n FROM customer_sessions').first<{ n: number }>())?.n;

const customerByEmail = (email: string) =>
  env.SHOP_DB.prepare('SELECT * FROM customers WHERE email = ?')
    .bind(email)
    .first<{ id: number; google_sub: string | null; email_confirmed_at: number | null }>();

afterEach(() => vi.restoreAllMocks());

describe('the stand-in', () => {
  test('publishes its keys as Google does: a JWKS of RSA keys for RS256 signatures', async () => {
    const response = await get(`${DE}/web-api/google-stand-in/oauth2/v3/certs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const { keys } = await response.json<{ keys: Record<string, string>[] }>();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(Object.keys(key).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
      expect(key.kid).toMatch(/^[0-9a-f]{40}$/);
      expect(key.n).toMatch(/^[A-Za-z0-9_-]{342}$/);
    }
  });

  test('answers its chooser with `{ credential, select_by }` for the configured client only', async () => {
    const chosen = await post('/web-api/google-stand-in/token', { client_id: CLIENT_ID, account: 1 });
    expect(chosen.status).toBe(200);
    const { credential, select_by } = await chosen.json<{ credential: string; select_by: string }>();
    expect(select_by).toBe('btn');
    const [header = '', payload = ''] = credential.split('.');
    const decode = (part: string) => JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    expect(decode(header)).toMatchObject({
      alg: 'RS256',
      typ: 'JWT',
      kid: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    const claims = decode(payload);
    expect(claims).toMatchObject({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      azp: CLIENT_ID,
      sub: DEMO_GOOGLE_ACCOUNTS[1].sub,
      email: DEMO_GOOGLE_ACCOUNTS[1].email,
      email_verified: true,
    });
    expect(claims.exp - claims.iat).toBe(3600);
    const other = await post('/web-api/google-stand-in/token', { client_id: 'another-client', account: 1 });
    expect(other.status).toBe(400);
  });

  test('is not served in production', async () => {
    const production = { ...env, ENVIRONMENT: 'production' };
    const response = await googleAuthApi.request('/web-api/google-stand-in/oauth2/v3/certs', {}, production);
    expect(response.status).toBe(404);
  });
});

describe('a valid token', () => {
  test('from the stand-in’s chooser signs in a new customer, confirmed and linked, as a login answers', async () => {
    const chosen = await post('/web-api/google-stand-in/token', { client_id: CLIENT_ID, account: 0 });
    const { credential, select_by } = await chosen.json<{ credential: string; select_by: string }>();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const response = await post(CREDENTIALS, { credential, select_by });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', isLoggedIn: true });
    expect(info.mock.calls.some(([line]) => String(line).includes('"id":"google-sign-in-success"'))).toBe(
      true,
    );
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('shop_session=')) ?? '';
    const data = await get(`${DE}/web-api/customer-data`, {
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(await data.json()).toMatchObject({ firstName: 'Ada', isLoggedIn: true });
    const row = await customerByEmail(DEMO_GOOGLE_ACCOUNTS[0].email);
    expect(row?.google_sub).toBe(DEMO_GOOGLE_ACCOUNTS[0].sub);
    expect(row?.email_confirmed_at).not.toBeNull();
  });

  test('links the confirmed account of its address: the same customer, the password still works', async () => {
    const { email, ip } = unique('linked');
    await (await signup(email, ip)).body?.cancel();
    const before = await customerByEmail(email);
    const claims = googleUser({ email });
    const response = await post(CREDENTIALS, { credential: await issueIdToken(env.SHOP_DB, claims) });
    expect(response.status).toBe(200);
    expect(await customerByEmail(email)).toMatchObject({ id: before?.id, google_sub: claims.sub });
    expect((await post('/web-api/customer-login', { email, password: PASSWORD })).status).toBe(200);
  });

  test('takes over an account that never proved its address: its password and sessions are void', async () => {
    const { email } = unique('unproven');
    await env.SHOP_DB.prepare(
      `INSERT INTO customers (email, password_hash, first_name, last_name, created_at)
       VALUES (?, ?, 'Eve', 'V', ?)`,
    )
      .bind(email, await hashPassword(PASSWORD), Date.now())
      .run();
    const response = await post(CREDENTIALS, {
      credential: await issueIdToken(env.SHOP_DB, googleUser({ email })),
    });
    expect(response.status).toBe(200);
    expect((await customerByEmail(email))?.email_confirmed_at).not.toBeNull();
    expect((await post('/web-api/customer-login', { email, password: PASSWORD })).status).toBe(401);
  });

  test('a name that holds an address is not kept', async () => {
    const claims = googleUser({ given_name: 'evil。com', family_name: 'Ok' });
    const response = await post(CREDENTIALS, { credential: await issueIdToken(env.SHOP_DB, claims) });
    expect(await response.json()).toMatchObject({ firstName: '', lastName: 'Ok', isLoggedIn: true });
  });
});

describe('a refused token', () => {
  const now = Math.floor(Date.now() / 1000);
  const tampered = async () => {
    const [header, , signature] = (await issueIdToken(env.SHOP_DB, googleUser())).split('.');
    const forged = btoa(JSON.stringify(googleUser()))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    return `${header}.${forged}.${signature}`;
  };
  test.each<[string, () => Promise<string>, string]>([
    [
      'for another client',
      () => issueIdToken(env.SHOP_DB, googleUser({ aud: 'other.apps.googleusercontent.com' })),
      "the audience is not this shop's client",
    ],
    [
      'expired',
      () => issueIdToken(env.SHOP_DB, googleUser({ iat: now - 7200, nbf: now - 7500, exp: now - 3600 })),
      'the token has expired',
    ],
    ['with a signature that does not hold', tampered, "the token's signature does not hold"],
    [
      'under an unknown key id',
      () => issueIdToken(env.SHOP_DB, googleUser(), { kid: 'f'.repeat(40) }),
      "the token's key id is not one of Google's keys",
    ],
    [
      'for an unverified address',
      () => issueIdToken(env.SHOP_DB, googleUser({ email_verified: false })),
      'the e-mail address is not verified',
    ],
    [
      'from another issuer',
      () => issueIdToken(env.SHOP_DB, googleUser({ iss: 'https://accounts.example.com' })),
      'the issuer is not Google',
    ],
    [
      'unsigned',
      async () =>
        `${btoa('{"alg":"none","kid":"x"}').replace(/=+$/, '')}.${btoa('{}').replace(/=+$/, '')}.AAAA`,
      'the token is not signed with RS256',
    ],
  ])('%s is a 401 with the reason, and no session starts', async (_name, token, reason) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = await sessions();
    const response = await post(CREDENTIALS, { credential: await token() });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
    const answer = await response.json<{ message: { text: string }; payload: { errors: unknown[] } }>();
    expect(answer.payload.errors).toEqual([{ field: 'credential', message: reason }]);
    expect(answer.message.text).toContain(reason);
    expect(await sessions()).toBe(before);
    expect(
      warn.mock.calls.some(([line]) => String(line).includes('"id":"google-sign-in-callback-failed"')),
    ).toBe(true);
  });

  test('a body without a credential is a 400 naming it', async () => {
    const response = await post(CREDENTIALS, { token: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ payload: { errors: [{ field: 'credential' }] } });
  });
});

describe('configuration', () => {
  test('the dialogs read the client id and the script; without a client id it is off and the call a 501', async () => {
    const config = await get(`${DE}/web-api/customer-auth-google-config`);
    expect(await config.json()).toEqual({
      enabled: true,
      clientId: CLIENT_ID,
      scriptUrl: '/web-api/google-stand-in/gsi/client',
    });
    const unset = { ...env, GOOGLE_CLIENT_ID: '' };
    const off = await googleAuthApi.request('/web-api/customer-auth-google-config', {}, unset);
    expect(await off.json()).toEqual({ enabled: false });
    const call = await googleAuthApi.request(
      CREDENTIALS,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"credential":"x.y.z"}' },
      unset,
    );
    expect(call.status).toBe(501);
  });
});
