// A basket cannot be inflated: a line's context holds only the fields the storefront writes, each bounded, and one
// client opens a bounded number of anonymous baskets an hour, so dropping the cookie does not escape the line cap.
import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { NEW_ANONYMOUS_PER_HOUR } from '../../worker/backends/shop/catalogue/anonymous-openings';
import { uniqueLabel } from './basket-requests';
import { DE, get, testAddress } from './fetch';
import { cookieNamed } from './wishlist-requests';

interface Refusal {
  message: { text: string };
  payload?: { errors: { field: string; message: string }[] };
}

/** A POST of the basket API from a client, with this Cookie header. */
const add = (body: object, client: string, cookie = '') =>
  get(`${DE}/web-api/basket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': client, cookie },
    body: JSON.stringify(body),
  });

const poster = (context: unknown) => ({ items: [{ sku: 'poster', format: '40x30', context }] });

/** Lines stored under a label, whoever owns them. */
const storedWith = async (label: string) =>
  (
    await env.SHOP_DB.prepare('SELECT COUNT(*) AS n FROM basket_items WHERE context LIKE ?')
      .bind(`%${label}%`)
      .first<{ n: number }>()
  )?.n ?? 0;

describe('a line’s context', () => {
  test('holds the fields the storefront writes', async () => {
    const context = {
      designer: 'photoframe',
      parts: 'holzrahmen-eiche,lamination-matt',
      options: 'lamination:matt,glassType:normal',
      turned: true,
      accessoryOf: 'leinwand',
    };
    const response = await add(poster(context), testAddress());
    expect(response.status).toBe(201);
    const basket = (await response.json()) as { lines: { context: unknown }[] };
    expect(basket.lines.map((line) => line.context)).toEqual([context]);
  });

  const thirtyFields = Object.fromEntries(
    Array.from({ length: 30 }, (_, index) => [`f${index}`.padEnd(64, 'x'), 'y'.repeat(200)]),
  );
  test.each<[string, unknown, string]>([
    ['thirty fields of 260 bytes', thirtyFields, `items.0.context.${'f0'.padEnd(64, 'x')}`],
    ['a field it does not know', { designer: 'card', line: 'free text' }, 'items.0.context.line'],
    ['an unknown designer', { designer: 'x'.repeat(200) }, 'items.0.context.designer'],
    [
      'nine parts',
      { parts: Array.from({ length: 9 }, (_, i) => `part-${i}`).join(',') },
      'items.0.context.parts',
    ],
    ['a part that is no article id', { parts: 'Frame With Spaces' }, 'items.0.context.parts'],
    [
      'thirteen options',
      { options: Array.from({ length: 13 }, (_, i) => `param:v${i}`).join(',') },
      'items.0.context.options',
    ],
    ['an option of 200 characters', { options: `a:${'b'.repeat(198)}` }, 'items.0.context.options'],
    ['turned as text', { turned: 'yes' }, 'items.0.context.turned'],
    ['an accessory of no article id', { accessoryOf: '../x' }, 'items.0.context.accessoryOf'],
    ['not an object', 'parts', 'items.0.context'],
  ])('%s is a 400 naming the field, and nothing is written', async (_, context, field) => {
    const client = testAddress();
    const response = await add(poster(context), client);
    expect(response.status).toBe(400);
    const body = (await response.json()) as Refusal;
    expect(body.payload?.errors.map((error) => error.field)).toContain(field);
    expect(cookieNamed(response, 'basket_id')).toBe('');
  });
});

describe('anonymous baskets per client', () => {
  test(`a client opens ${NEW_ANONYMOUS_PER_HOUR} an hour; past them a 429 with the reason, and nothing is written`, async () => {
    const client = testAddress();
    const label = uniqueLabel('opened');
    const cookies: string[] = [];
    for (let opened = 0; opened < NEW_ANONYMOUS_PER_HOUR; opened++) {
      const response = await add(poster({ accessoryOf: label }), client);
      expect(response.status).toBe(201);
      cookies.push(cookieNamed(response, 'basket_id'));
    }
    expect(new Set(cookies).size).toBe(NEW_ANONYMOUS_PER_HOUR);

    const refused = await add(poster({ accessoryOf: label }), client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    const body = (await refused.json()) as Refusal;
    expect(body.payload?.errors).toEqual([
      { field: 'basket', message: `at most ${NEW_ANONYMOUS_PER_HOUR} new baskets per client an hour` },
    ]);
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(await storedWith(label)).toBe(NEW_ANONYMOUS_PER_HOUR);

    // An accessory order opening one is refused alike.
    const accessory = await get(`${DE}/web-api/card-accessory-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'cf-connecting-ip': client },
      body: JSON.stringify({ sku: 'gift-box' }),
    });
    expect(accessory.status).toBe(429);
    expect(accessory.headers.getSetCookie()).toEqual([]);

    // The client's own baskets still take lines, and another client opens its own.
    expect((await add(poster({ accessoryOf: label }), client, cookies[0])).status).toBe(201);
    expect((await add(poster({ accessoryOf: label }), testAddress())).status).toBe(201);
    expect(await storedWith(label)).toBe(NEW_ANONYMOUS_PER_HOUR + 2);
  });
});

describe('anonymous wishlists per client', () => {
  test(`a client opens ${NEW_ANONYMOUS_PER_HOUR} an hour, as baskets; past them a 429 and nothing written`, async () => {
    const client = testAddress();
    const wish = (sku: string) =>
      get(`${DE}/web-api/wishlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': client },
        body: JSON.stringify({ sku }),
      });
    const sku = `KL-OPENED-${crypto.randomUUID().slice(0, 8)}`.toUpperCase();
    for (let opened = 0; opened < NEW_ANONYMOUS_PER_HOUR; opened++)
      expect((await wish(sku)).status).toBe(200);
    const refused = await wish(sku);
    expect(refused.status).toBe(429);
    expect(refused.headers.getSetCookie()).toEqual([]);
    const stored = await env.SHOP_DB.prepare('SELECT COUNT(*) AS n FROM wishlist_items WHERE sku = ?')
      .bind(sku)
      .first<{ n: number }>();
    expect(stored?.n).toBe(NEW_ANONYMOUS_PER_HOUR);
  });
});
