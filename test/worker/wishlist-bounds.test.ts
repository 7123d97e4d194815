// The wishlist's storage is bounded: 100 items a list, the merge at login included; an item's context is one
// product's designer options in at most 1 KB; abandoned anonymous lists are pruned after 30 days.
import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { pruneAnonymousWishlists } from '../../worker/backends/shop/catalogue/wishlist-store';
import {
  account,
  anonymousList,
  api,
  fill,
  listed,
  PASSWORD,
  signedUp,
  stored,
  uniqueSku,
} from './wishlist-requests';

describe('items a list holds', () => {
  test('the 101st item is refused with 409 and the list stays at 100; a listed item can still change', async () => {
    const first = uniqueSku('cap');
    const { cookie, owner } = await anonymousList(first);
    await fill(owner, `${first}-more`, 99);

    const over = await api('POST', { sku: uniqueSku('over') }, cookie);
    expect(over.status).toBe(409);
    expect(((await over.json()) as { message: { text: string } }).message.text).toContain('100');
    expect(await stored(owner)).toHaveLength(100);

    const again = await api('POST', { sku: first, context: { themeId: 7 } }, cookie);
    expect(again.status).toBe(200);
    expect(await stored(owner)).toHaveLength(100);
  });

  test("the merge at login keeps the customer's items first and stops at 100", async () => {
    const customer = await signedUp();
    const prefix = uniqueSku('mine');
    await fill(customer.owner, prefix, 70);
    const anonymousFirst = uniqueSku('anon');
    const { cookie, owner } = await anonymousList(anonymousFirst);
    // One item on both lists, and 40 more than fit.
    await fill(owner, prefix, 1, Date.UTC(2020, 0, 1));
    await fill(owner, `${anonymousFirst}-more`, 69, Date.UTC(2027, 0, 1));

    await account('customer-login', { email: customer.email, password: PASSWORD }, cookie);
    const merged = await stored(customer.owner);
    expect(merged).toHaveLength(100);
    for (let index = 0; index < 70; index++) expect(merged).toContain(`${prefix}-${index}`);
    // The anonymous list's oldest items fill the rest; the anonymous list is gone.
    expect(merged).toContain(anonymousFirst);
    expect(merged).toContain(`${anonymousFirst}-more-28`);
    expect(merged).not.toContain(`${anonymousFirst}-more-29`);
    expect(await stored(owner)).toEqual([]);
  });
});

describe("an item's context", () => {
  test.each([
    ['larger than 1 KB', { occasion: 'x'.repeat(60_000) }, /at most 1024 bytes/],
    ['an unknown option', { giftNote: 'hello' }, /context\.giftNote is no product option/],
    ['a known option with a wrong value', { quantity: 7 }, /quantity is one of the card quantities/],
    ['options of two products', { quantity: 10, photobookCover: 'hard' }, /different products/],
    ['a nested object', { frame: { type: 'alu' } }, /context/],
  ])('%s is refused with 400 naming it, and nothing is written', async (_, context, reason) => {
    const sku = uniqueSku('context');
    const response = await api('POST', { sku, context }, '');
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(reason);
    expect(response.headers.getSetCookie().join()).not.toContain('wishlist_id');
    const row = await env.SHOP_DB.prepare('SELECT COUNT(*) AS n FROM wishlist_items WHERE sku = ?')
      .bind(sku)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  test("a product's options are kept as sent", async () => {
    const sku = uniqueSku('options');
    const context = { themeId: 2101, quantity: '25', occasion: 'geburt', isSample: false };
    const response = await api('POST', { sku, context }, '');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ items: [{ sku, context }] });
  });
});

describe('abandoned anonymous lists', () => {
  const DAY = 86_400_000;
  const now = Date.UTC(2027, 5, 1);
  const owner = () => `prune-${crypto.randomUUID()}`;

  async function anonymous(key: string, daysAgo: number) {
    await fill(key, key, 2, now - 400 * DAY);
    await env.SHOP_DB.prepare('INSERT INTO anonymous_wishlists (owner, touched_at) VALUES (?, ?)')
      .bind(key, new Date(now - daysAgo * DAY).toISOString())
      .run();
  }

  test('lists unwritten for more than 30 days go; newer ones and customers’ lists stay', async () => {
    const [old, recent, customer] = [owner(), owner(), `customer:${crypto.randomUUID()}`];
    await anonymous(old, 31);
    await anonymous(recent, 29);
    await fill(customer, customer, 2, now - 400 * DAY);

    await pruneAnonymousWishlists(env.SHOP_DB, now);
    expect(await stored(old)).toEqual([]);
    expect(await stored(recent)).toHaveLength(2);
    expect(await stored(customer)).toHaveLength(2);
    const kept = await env.SHOP_DB.prepare('SELECT owner FROM anonymous_wishlists WHERE owner IN (?, ?)')
      .bind(old, recent)
      .all<{ owner: string }>();
    expect(kept.results.map((row) => row.owner)).toEqual([recent]);
  });

  test('a list kept through the API lives while used and goes 30 days after its last write', async () => {
    const sku = uniqueSku('touch');
    const { cookie, owner: key } = await anonymousList(sku);
    const age = (days: number) =>
      env.SHOP_DB.prepare('UPDATE anonymous_wishlists SET touched_at = ? WHERE owner = ?')
        .bind(new Date(Date.now() - days * DAY).toISOString(), key)
        .run();
    await age(40);
    // A removal counts as use, as an add does.
    expect((await api('DELETE', { sku: uniqueSku('absent') }, cookie)).status).toBe(200);
    await pruneAnonymousWishlists(env.SHOP_DB, Date.now());
    expect(await listed(cookie)).toEqual([sku]);
    await age(31);
    await pruneAnonymousWishlists(env.SHOP_DB, Date.now());
    expect(await stored(key)).toEqual([]);
  });

  test('a read or a removal without a list makes none', async () => {
    const sku = uniqueSku('none');
    const read = await api('GET', undefined, '');
    const removed = await api('DELETE', { sku }, '');
    expect([...read.headers.getSetCookie(), ...removed.headers.getSetCookie()].join()).not.toContain(
      'wishlist_id',
    );
  });
});
