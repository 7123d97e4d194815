// Account requests the customer tests share: a fresh identity per test, JSON posts, the session cookie, sign-up
// with its confirmation by the mailed link.
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { DE, get } from './fetch';

export const PASSWORD = 'correct horse battery';

/** A fresh e-mail and client address per test: the D1 state persists across the tests of a file. */
export function unique(name: string) {
  const id = crypto.randomUUID();
  return { email: `${name}-${id}@example.com`, ip: `client-${id}` };
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}, base = DE) {
  return get(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('shop_session='));
  return cookie?.split(';')[0] ?? '';
}

/** The newest mail to an address. */
export function lastMail(recipient: string) {
  return env.SHOP_DB.prepare('SELECT subject, body FROM outbox WHERE recipient = ? ORDER BY id DESC')
    .bind(recipient)
    .first<{ subject: string; body: string }>();
}

/** The confirmation link of the newest mail to an address: its path (locale prefix included) and token. */
export async function confirmLink(email: string): Promise<{ url: string; path: string; token: string }> {
  const body = (await lastMail(email))?.body ?? '';
  const url = /https?:\/\/\S+\/web-api\/customer-signup\/confirm\?token=[\w-]{43}/.exec(body)?.[0] ?? '';
  const parsed = url ? new URL(url) : undefined;
  return {
    url,
    path: parsed ? `${parsed.pathname}${parsed.search}` : '',
    token: parsed?.searchParams.get('token') ?? '',
  };
}

/** Follows the confirmation link mailed to an address (its POST): 200 expected. */
export async function confirmByMail(email: string, post = postJson, headers: Record<string, string> = {}) {
  const { token } = await confirmLink(email);
  const confirmed = await post('/web-api/customer-signup/confirm', { token }, headers);
  expect(confirmed.status).toBe(200);
  await confirmed.body?.cancel();
}

/** Asks for Ada's account from `ip`: 202 expected, no session. */
export async function holdSignup(
  email: string,
  ip: string,
  post = postJson,
  headers: Record<string, string> = {},
) {
  const response = await post(
    '/web-api/customer-signup',
    { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
    { 'cf-connecting-ip': ip, ...headers },
  );
  expect(response.status).toBe(202);
  return response;
}

/**
 * Signs Ada up from `ip`, confirms her address by the mailed link and logs her in, each request with `headers`
 * (a Cookie header's anonymous wishlist and basket join the account at the login): the login's answer.
 */
export async function signup(
  email: string,
  ip: string,
  post = postJson,
  headers: Record<string, string> = {},
) {
  await (await holdSignup(email, ip, post, headers)).body?.cancel();
  await confirmByMail(email, post, headers);
  const login = await post(
    '/web-api/customer-login',
    { email, password: PASSWORD },
    { 'cf-connecting-ip': ip, ...headers },
  );
  expect(login.status).toBe(200);
  return login;
}

/** The session cookie of a new confirmed customer (Ada), logged in at `base`. */
export async function customerSession(email: string, base = DE): Promise<string> {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    postJson(path, body, headers, base);
  const login = await signup(email, `client-${crypto.randomUUID()}`, post);
  await login.body?.cancel();
  // As the browser keeps them: the session, and the flags' bucketing key its login set.
  const bucket = login.headers.getSetCookie().find((line) => line.startsWith('flag_bucket='));
  return [sessionCookie(login), ...(bucket ? [bucket.split(';')[0]] : [])].join('; ');
}

export async function sha256Hex(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
