// A basket is only ever one the shop handed out, and its storage is bounded: an anonymous basket's id comes
// signed from the server under a `__Host-` cookie over https, and a cookie the shop did not sign names no basket,
// is never adopted and never merged; every write touches its own owner's basket alone; a basket holds 50 lines,
// the merge at login included; anonymous baskets unwritten for 30 days are pruned.
import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { pruneAnonymousBaskets } from '../../worker/backends/shop/catalogue/basket-lines';
import {
  anonymousBasket,
  api,
  fill,
  labels,
  posterLine,
  shown,
  stored,
  uniqueLabel,
} from './basket-requests';
import { DE, get } from './fetch';
import { account, cookieNamed, PASSWORD, signedUp, uniqueSku } from './wishlist-requests';

const HTTPS = 'https://kartenliebe.de';
/** An id a client made up, in the shape the shop's ids have. */
const chosenId = () => crypto.randomUUID().replace(/-/g, '').padEnd(43, 'A');
/** An id that names no line of any test. */
const NO_LINE = 999_999_999;

async function wishlistCookieValue(): Promise<string> {
  const response = await get(`${DE}/web-api/wishlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sku: uniqueSku('basket') }),
  });
  return cookieNamed(response, 'wishlist_id').slice('wishlist_id='.length);
}

describe('the anonymous cookie', () => {
  test('a planted basket id is never adopted: the shop issues its own, and nothing reaches an account', async () => {
    const chosen = `basket_id=${chosenId()}`;
    const label = uniqueLabel('planted');
    const response = await api('POST', posterLine(label), chosen);
    expect(response.status).toBe(201);
    const issued = cookieNamed(response, 'basket_id');
    expect(issued).toMatch(/^basket_id=[\w-]{43}\.[\w-]{43}$/);
    // Whoever planted the id sees nothing of what was added, and a login with it merges nothing.
    expect(await labels(chosen)).toEqual([]);
    expect(await labels(issued)).toEqual([label]);
    const victim = await signedUp(chosen);
    expect(await stored(victim.owner)).toEqual([]);
  });

  test.each([
    ['a forged signature', async (value: string) => `${value.split('.')[0]}.${'A'.repeat(43)}`],
    ['another id under a real signature', async (value: string) => `${chosenId()}.${value.split('.')[1]}`],
    ['the id alone', async (value: string) => value.split('.')[0] ?? ''],
    ["the wishlist's cookie", async () => wishlistCookieValue()],
  ])('%s names no basket, for reading, removing or merging', async (_, tamper) => {
    const label = uniqueLabel('signed');
    const { cookie, owner } = await anonymousBasket(label);
    const forged = `basket_id=${await tamper(cookie.slice('basket_id='.length))}`;
    expect(await labels(forged)).toEqual([]);
    const [line] = await shown(cookie);
    await api('DELETE', { id: line?.id }, forged);
    const victim = await signedUp(forged);
    expect(await stored(victim.owner)).toEqual([]);
    expect(await stored(owner)).toEqual([label]);
  });

  test('over https it is __Host-basket_id (Secure, Path=/, no Domain); the plain name is not read there', async () => {
    const label = uniqueLabel('https');
    const response = await api('POST', posterLine(label), '', HTTPS);
    expect(response.status).toBe(201);
    const line = response.headers.getSetCookie().find((value) => value.startsWith('__Host-basket_id=')) ?? '';
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).not.toMatch(/Domain=/i);
    const value = line.split(';')[0] ?? '';
    expect(await labels(value, HTTPS)).toEqual([label]);
    // A cookie without the prefix can be set by another host of the domain: over https it is no basket.
    expect(await labels(value.replace('__Host-', ''), HTTPS)).toEqual([]);
  });
});

describe('lines a basket holds', () => {
  test('an add past 50 lines is a 409 and adds none of its lines', async () => {
    const { cookie, owner } = await anonymousBasket(uniqueLabel('cap'));
    await fill(owner, 'held', 44);
    const ten = { items: Array.from({ length: 10 }, () => posterLine('over').items[0]) };
    const over = await api('POST', ten, cookie);
    expect(over.status).toBe(409);
    expect(((await over.json()) as { message: { text: string } }).message.text).toContain('50');
    expect(await stored(owner)).toHaveLength(45);
    const five = { items: ten.items.slice(0, 5) };
    expect((await api('POST', five, cookie)).status).toBe(201);
    expect(await stored(owner)).toHaveLength(50);
  });

  test("the merge at login keeps the customer's lines first and stops at 50", async () => {
    const customer = await signedUp();
    await fill(customer.owner, 'mine', 40);
    const first = uniqueLabel('anon');
    const { cookie, owner } = await anonymousBasket(first);
    await fill(owner, 'more', 19);

    await account('customer-login', { email: customer.email, password: PASSWORD }, cookie);
    const merged = await stored(customer.owner);
    expect(merged).toEqual([
      ...Array.from({ length: 40 }, (_, index) => `mine-${index}`),
      first,
      ...Array.from({ length: 9 }, (_, index) => `more-${index}`),
    ]);
    expect(await stored(owner)).toEqual([]);
  });
});

describe('each write touches its own basket', () => {
  /** Two anonymous baskets and a customer's, each with a line. */
  async function threeOwners() {
    const first = await anonymousBasket(uniqueLabel('first'));
    const second = await anonymousBasket(uniqueLabel('second'));
    const customer = await signedUp();
    expect((await api('POST', posterLine('customer'), customer.session)).status).toBe(201);
    return { first, second, customer };
  }

  test('a removal by line id takes the line from its own basket only, whoever knows the id', async () => {
    // Someone plants an id of their choosing in the visitor's browser before the visitor's first add.
    const planted = `basket_id=${chosenId()}`;
    const label = uniqueLabel('victim');
    const added = await api('POST', posterLine(label), planted);
    const visitor = cookieNamed(added, 'basket_id') || planted;
    const [line] = await shown(visitor);
    const { second, customer } = await threeOwners();

    for (const other of [planted, second.cookie, customer.session]) {
      expect((await api('DELETE', { id: line?.id }, other)).status).toBe(200);
    }
    expect(await labels(visitor)).toEqual([label]);
    expect(await stored(second.owner)).toHaveLength(1);
    expect(await stored(customer.owner)).toEqual(['customer']);

    await api('DELETE', { id: line?.id }, visitor);
    expect(await labels(visitor)).toEqual([]);
  });

  test("an add, of a line or an accessory, goes to its owner's basket only", async () => {
    const { first, second, customer } = await threeOwners();
    const order = (cookie: string, quantity: number) =>
      get(`${DE}/web-api/card-accessory-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', cookie },
        body: JSON.stringify({ sku: 'ribbon', quantity }),
      });
    for (const cookie of [first.cookie, second.cookie, customer.session]) {
      expect((await order(cookie, 5)).status).toBe(201);
    }
    expect((await order(first.cookie, 10)).status).toBe(201);
    expect((await api('POST', posterLine('again'), first.cookie)).status).toBe(201);

    const ribbons = async (owner: string) =>
      (
        await env.SHOP_DB.prepare("SELECT quantity FROM basket_items WHERE owner = ? AND sku = 'ribbon'")
          .bind(owner)
          .all<{ quantity: number }>()
      ).results.map((row) => row.quantity);
    expect(await ribbons(first.owner)).toEqual([15]);
    expect(await ribbons(second.owner)).toEqual([5]);
    expect(await ribbons(customer.owner)).toEqual([5]);
    expect(await stored(first.owner)).toHaveLength(3);
    expect(await stored(second.owner)).toHaveLength(2);
    expect(await stored(customer.owner)).toHaveLength(2);
  });

  test('the merge at login moves the anonymous basket into that account alone', async () => {
    const { first, second, customer } = await threeOwners();
    const other = await signedUp();
    const login = await get(`${DE}/web-api/customer-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: first.cookie },
      body: JSON.stringify({ email: customer.email, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().some((line) => /^basket_id=;/.test(line))).toBe(true);
    expect(await stored(customer.owner)).toHaveLength(2);
    expect((await stored(customer.owner))[0]).toBe('customer');
    expect(await stored(first.owner)).toEqual([]);
    expect(await stored(second.owner)).toHaveLength(1);
    expect(await stored(other.owner)).toEqual([]);
  });
});

describe('abandoned anonymous baskets', () => {
  const DAY = 86_400_000;

  test('a basket kept through the API lives while used and goes 30 days after its last write', async () => {
    const label = uniqueLabel('touch');
    const { cookie, owner } = await anonymousBasket(label);
    const age = (days: number) =>
      env.SHOP_DB.prepare('UPDATE anonymous_baskets SET touched_at = ? WHERE owner = ?')
        .bind(new Date(Date.now() - days * DAY).toISOString(), owner)
        .run();
    await age(40);
    // A removal counts as use, as an add does.
    expect((await api('DELETE', { id: NO_LINE }, cookie)).status).toBe(200);
    await pruneAnonymousBaskets(env.SHOP_DB, Date.now());
    expect(await labels(cookie)).toEqual([label]);
    await age(31);
    await pruneAnonymousBaskets(env.SHOP_DB, Date.now());
    expect(await stored(owner)).toEqual([]);
  });

  test('baskets unwritten for more than 30 days go; newer ones and customers’ baskets stay', async () => {
    const now = Date.UTC(2027, 5, 1);
    const [old, recent, customer] = [
      `prune-${uniqueLabel('old')}`,
      `prune-${uniqueLabel('new')}`,
      `customer:${uniqueLabel('c')}`,
    ];
    for (const [owner, daysAgo] of [
      [old, 31],
      [recent, 29],
    ] as const) {
      await fill(owner, owner, 2);
      await env.SHOP_DB.prepare('INSERT INTO anonymous_baskets (owner, touched_at) VALUES (?, ?)')
        .bind(owner, new Date(now - daysAgo * DAY).toISOString())
        .run();
    }
    await fill(customer, customer, 2);

    await pruneAnonymousBaskets(env.SHOP_DB, now);
    expect(await stored(old)).toEqual([]);
    expect(await stored(recent)).toHaveLength(2);
    expect(await stored(customer)).toHaveLength(2);
  });

  test('a read, a removal or a refused add makes no basket', async () => {
    const answers = [
      await api('GET', undefined, ''),
      await api('DELETE', { id: NO_LINE }, ''),
      await api('POST', { items: [{ sku: 'poster', format: '1x1' }] }, ''),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404]);
    expect(answers.flatMap((answer) => answer.headers.getSetCookie()).join()).not.toContain('basket_id');
  });
});
