// A wishlist is only ever one the shop handed out: an anonymous list's id comes signed from the server, under a
// `__Host-` cookie over https, and a cookie the shop did not sign names no list. Every write touches its own
// owner's list alone, and the heart's form is checked whole before anything is written.
import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { DE, get } from './fetch';
import {
  anonymousList,
  api,
  cookieNamed,
  listed,
  PASSWORD,
  signedUp,
  stored,
  uniqueSku,
} from './wishlist-requests';

const HTTPS = 'https://kartenliebe.de';
/** An id a client made up, in the shape the shop's ids have. */
const chosenId = () => crypto.randomUUID().replace(/-/g, '').padEnd(43, 'A');

describe('the anonymous cookie', () => {
  test('a made-up id is never adopted: a new list is issued, and nothing is merged into an account', async () => {
    const chosen = `wishlist_id=${chosenId()}`;
    const planted = uniqueSku('planted');
    const response = await api('POST', { sku: planted }, chosen);
    expect(response.status).toBe(200);
    const issued = cookieNamed(response, 'wishlist_id');
    expect(issued).toMatch(/^wishlist_id=[\w-]{43}\.[\w-]{43}$/);
    expect(await listed(chosen)).toEqual([]);

    const victim = await signedUp(chosen);
    expect(await listed(victim.session)).toEqual([]);
    expect(await stored(victim.owner)).toEqual([]);
    // The list the shop issued is where the item went.
    expect(await listed(issued)).toEqual([planted]);
  });

  test.each([
    ['a forged signature', (value: string) => `${value.split('.')[0]}.${'A'.repeat(43)}`],
    ['another id under a real signature', (value: string) => `${chosenId()}.${value.split('.')[1]}`],
    ['the id alone', (value: string) => value.split('.')[0] ?? ''],
  ])('%s names no list, for reading, removing or merging', async (_, tamper) => {
    const sku = uniqueSku('signed');
    const { cookie, owner } = await anonymousList(sku);
    const forged = `wishlist_id=${tamper(cookie.slice('wishlist_id='.length))}`;
    expect(await listed(forged)).toEqual([]);
    await api('DELETE', { sku }, forged);
    const victim = await signedUp(forged);
    expect(await stored(victim.owner)).toEqual([]);
    expect(await stored(owner)).toEqual([sku]);
  });

  test('over https it is __Host-wishlist_id (Secure, Path=/, no Domain); the plain name is not read there', async () => {
    const sku = uniqueSku('https');
    const response = await api('POST', { sku }, '', HTTPS);
    const line =
      response.headers.getSetCookie().find((value) => value.startsWith('__Host-wishlist_id=')) ?? '';
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).not.toMatch(/Domain=/i);
    const value = line.split(';')[0] ?? '';
    expect(await listed(value, HTTPS)).toEqual([sku]);
    // A cookie without the prefix can be set by another host of the domain: over https it is no list.
    expect(await listed(value.replace('__Host-', ''), HTTPS)).toEqual([]);
  });
});

describe('each write touches its own list', () => {
  /** The same SKU on two anonymous lists and a customer's. */
  async function threeOwners() {
    const sku = uniqueSku('shared');
    const first = await anonymousList(sku);
    const second = await anonymousList(uniqueSku('other'));
    await api('POST', { sku, context: { themeId: 2101 } }, second.cookie);
    const customer = await signedUp();
    await api('POST', { sku, context: { themeId: 2102 } }, customer.session);
    return { sku, first, second, customer };
  }

  const contextOf = async (owner: string, sku: string) =>
    (
      await env.SHOP_DB.prepare('SELECT context FROM wishlist_items WHERE owner = ? AND sku = ?')
        .bind(owner, sku)
        .first<{ context: string }>()
    )?.context;

  test("a removal takes the item from its owner's list only", async () => {
    const { sku, first, second, customer } = await threeOwners();
    expect((await api('DELETE', { sku }, first.cookie)).status).toBe(200);
    expect(await listed(first.cookie)).toEqual([]);
    expect(await listed(second.cookie)).toContain(sku);
    expect(await listed(customer.session)).toEqual([sku]);

    expect((await api('DELETE', { sku }, customer.session)).status).toBe(200);
    expect(await listed(customer.session)).toEqual([]);
    expect(await listed(second.cookie)).toContain(sku);
  });

  test("an add changes its owner's item only", async () => {
    const { sku, first, second, customer } = await threeOwners();
    await api('POST', { sku, context: { themeId: 9 } }, first.cookie);
    expect(await contextOf(first.owner, sku)).toBe('{"themeId":9}');
    expect(await contextOf(second.owner, sku)).toBe('{"themeId":2101}');
    expect(await contextOf(customer.owner, sku)).toBe('{"themeId":2102}');
  });

  test('the merge at login moves the anonymous list into that account alone', async () => {
    const { sku, first, second, customer } = await threeOwners();
    const other = await signedUp();
    const extra = uniqueSku('extra');
    await api('POST', { sku: extra }, first.cookie);

    const login = await get(`${DE}/web-api/customer-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: first.cookie },
      body: JSON.stringify({ email: customer.email, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().some((line) => /^wishlist_id=;/.test(line))).toBe(true);
    expect(await stored(customer.owner)).toEqual([sku, extra]);
    expect(await contextOf(customer.owner, sku)).toBe('{"themeId":2102}');
    expect(await stored(first.owner)).toEqual([]);
    expect(await stored(second.owner)).toHaveLength(2);
    expect(await stored(other.owner)).toEqual([]);
  });
});

describe("the heart's form", () => {
  const form = (fields: Record<string, string>) =>
    get(`${DE}/merkliste/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: DE },
      body: new URLSearchParams(fields),
    });

  test.each([
    ['a NUL in back', { back: '/produkte/\u0000' }],
    ['a line break in back', { back: '/produkte/\r\nSet-Cookie:x=1' }],
    ['a C1 control in back', { back: '/produkte/\u0085' }],
    ['a control character in another field', { note: 'a\u0007b' }],
    ['a NUL in the action', { action: 'add\u0000' }],
  ])('%s is a 400 and nothing is written', async (_, fields) => {
    const sku = uniqueSku('form');
    const response = await form({ sku, action: 'add', back: '/', ...fields });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Invalid wishlist request/);
    const row = await env.SHOP_DB.prepare('SELECT COUNT(*) AS n FROM wishlist_items WHERE sku = ?')
      .bind(sku)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });
});
