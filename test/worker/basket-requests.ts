// Basket requests the basket tests share: the API with a Cookie header, anonymous baskets and their owner keys,
// and lines written straight to D1, each named by a label in its context's `accessoryOf` (a field any line may
// carry).
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { DE, get } from './fetch';
import { cookieNamed } from './wishlist-requests';

/** A call of the basket API as the visitor with this Cookie header. */
export function api(method: string, body: object | undefined, cookie: string, base = DE): Promise<Response> {
  return get(`${base}/web-api/basket`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/** A label no other test uses. */
export const uniqueLabel = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}`;

/** The body of a POST adding one poster line named `label`. */
export const posterLine = (label: string) => ({
  items: [{ sku: 'poster', format: '40x30', context: { accessoryOf: label } }],
});

/** The labels of the lines the visitor with this Cookie header sees, with their ids. */
export async function shown(cookie: string, base = DE): Promise<{ id: number; label: string }[]> {
  const answer = (await (await api('GET', undefined, cookie, base)).json()) as {
    lines: { id: number; context: { accessoryOf?: string } }[];
  };
  return answer.lines.map((line) => ({ id: line.id, label: line.context.accessoryOf ?? '' }));
}

export const labels = async (cookie: string, base = DE) =>
  (await shown(cookie, base)).map((line) => line.label);

/** A new anonymous basket holding one line named `label`: its cookie and its owner key in D1. */
export async function anonymousBasket(label: string): Promise<{ cookie: string; owner: string }> {
  const response = await api('POST', posterLine(label), '');
  expect(response.status).toBe(201);
  const cookie = cookieNamed(response, 'basket_id');
  const row = await env.SHOP_DB.prepare('SELECT owner FROM basket_items WHERE context = ?')
    .bind(JSON.stringify({ accessoryOf: label }))
    .first<{ owner: string }>();
  return { cookie, owner: row?.owner ?? '' };
}

/** Lines written straight to D1, `count` of them named `<prefix>-<n>`, in that order. */
export async function fill(owner: string, prefix: string, count: number) {
  const insert = env.SHOP_DB.prepare(
    "INSERT INTO basket_items (owner, sku, format, quantity, context, created_at) VALUES (?, 'poster', '40x30', 1, ?, ?)",
  );
  await env.SHOP_DB.batch(
    Array.from({ length: count }, (_, index) =>
      insert.bind(owner, JSON.stringify({ accessoryOf: `${prefix}-${index}` }), new Date().toISOString()),
    ),
  );
}

/** The labels D1 holds for an owner, in the basket's order. */
export async function stored(owner: string): Promise<string[]> {
  const { results } = await env.SHOP_DB.prepare(
    'SELECT context FROM basket_items WHERE owner = ? ORDER BY id',
  )
    .bind(owner)
    .all<{ context: string }>();
  return results.map((row) => (JSON.parse(row.context) as { accessoryOf?: string }).accessoryOf ?? '');
}
