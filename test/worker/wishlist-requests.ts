// Wishlist requests the wishlist tests share: the API with a Cookie header, the listed SKUs, the cookies an
// answer sets, and accounts to merge into.
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { postJson, signup } from './accounts';
import { DE, get } from './fetch';

export const PASSWORD = 'correct horse battery';

/** A call of the wishlist API as the visitor with this Cookie header. */
export function api(method: string, body: object | undefined, cookie: string, base = DE): Promise<Response> {
  return get(`${base}/web-api/wishlist`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/** The SKUs of the visitor with this Cookie header. */
export async function listed(cookie: string, base = DE): Promise<string[]> {
  const answer = (await (await api('GET', undefined, cookie, base)).json()) as { items: { sku: string }[] };
  return answer.items.map((item) => item.sku);
}

/** `name=value` of the cookie an answer sets, or ''. */
export const cookieNamed = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0] ?? '';

/** A SKU no other test uses. */
export const uniqueSku = (name: string) => `KL-${name}-${crypto.randomUUID().slice(0, 8)}`;

/** A new anonymous list holding `sku`: its cookie and its owner key in D1. */
export async function anonymousList(sku: string): Promise<{ cookie: string; owner: string }> {
  const response = await api('POST', { sku }, '');
  expect(response.status).toBe(200);
  const cookie = cookieNamed(response, 'wishlist_id');
  const row = await env.SHOP_DB.prepare('SELECT owner FROM wishlist_items WHERE sku = ?')
    .bind(sku)
    .first<{ owner: string }>();
  return { cookie, owner: row?.owner ?? '' };
}

/** Items written straight to D1, `count` of them named `<prefix>-<n>`, the first the oldest. */
export async function fill(owner: string, prefix: string, count: number, since = Date.UTC(2026, 0, 1)) {
  const insert = env.SHOP_DB.prepare(
    "INSERT INTO wishlist_items (owner, sku, context, created_at) VALUES (?, ?, '{}', ?)",
  );
  await env.SHOP_DB.batch(
    Array.from({ length: count }, (_, index) =>
      insert.bind(owner, `${prefix}-${index}`, new Date(since + index * 1000).toISOString()),
    ),
  );
}

/** Posts to an account path; a 2xx answer is expected. */
export async function account(path: string, body: object, cookie = ''): Promise<Response> {
  const response = await get(`${DE}/web-api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  await response.body?.cancel();
  return response;
}

/**
 * A new customer signed up, confirmed and logged in with the given Cookie header: the session cookie and the
 * list's owner key.
 */
export async function signedUp(cookie = ''): Promise<{ email: string; session: string; owner: string }> {
  const email = `wish-${crypto.randomUUID()}@example.com`;
  const response = await signup(email, crypto.randomUUID(), postJson, { cookie });
  await response.body?.cancel();
  const session =
    response.headers
      .getSetCookie()
      .find((line) => /^(__Host-)?shop_session=/.test(line))
      ?.split(';')[0] ?? '';
  const row = await env.SHOP_DB.prepare('SELECT id FROM customers WHERE email = ?')
    .bind(email)
    .first<{ id: number }>();
  return { email, session, owner: `customer:${row?.id}` };
}

/** The SKUs D1 holds for an owner, in list order. */
export async function stored(owner: string): Promise<string[]> {
  const { results } = await env.SHOP_DB.prepare(
    'SELECT sku FROM wishlist_items WHERE owner = ? ORDER BY created_at, sku',
  )
    .bind(owner)
    .all<{ sku: string }>();
  return results.map((row) => row.sku);
}
