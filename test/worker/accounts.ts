// Account requests the customer tests share: a fresh identity per test, JSON posts, the session cookie, sign-up.
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

/** Signs Ada up from `ip`: 201 expected. */
export async function signup(email: string, ip: string, post = postJson) {
  const response = await post(
    '/web-api/customer-signup',
    { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
    { 'cf-connecting-ip': ip },
  );
  expect(response.status).toBe(201);
  return response;
}

export async function sha256Hex(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
