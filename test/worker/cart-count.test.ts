// The header's cart count for every shopper: an anonymous basket's lines reach the customer data, a page asked
// with the basket's cookie is rendered for that shopper (never a shared copy) with the count in its header, and
// a page without it stays shared and shows none.
import { describe, expect, test } from 'vitest';
import { HTML_CACHE_HEADER } from '../../shared/domain/html-cache';
import { postJson } from './accounts';
import { DE, get, page } from './fetch';

const basketCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('basket_id='))
    ?.split(';')[0] ?? '';

/** A new anonymous basket with these accessories in it, one line each: its cookie. */
async function anonymousBasket(...skus: string[]): Promise<string> {
  let cookie = '';
  for (const sku of skus) {
    const added = await postJson('/web-api/card-accessory-order', { sku }, cookie ? { cookie } : {});
    expect(added.status).toBe(201);
    cookie ||= basketCookie(added);
  }
  return cookie;
}

const cartCount = (html: string) => /<span[^>]*data-cart-count="[^"]*"[^>]*>(\d+)<\/span>/.exec(html)?.[1];

describe('the cart count of an anonymous basket', () => {
  test('the customer data counts the lines of the basket the anonymous cookie names', async () => {
    const cookie = await anonymousBasket('ribbon', 'gift-box');
    const data = await get(`${DE}/web-api/customer-data`, { headers: { cookie } });
    expect(data.headers.get('cache-control')).toBe('private, no-store');
    expect(await data.json()).toMatchObject({ isLoggedIn: false, order: { cartArticlesAmount: 2 } });
    const nobody = await get(`${DE}/web-api/customer-data`);
    expect(await nobody.json()).toMatchObject({ isLoggedIn: false, order: { cartArticlesAmount: 0 } });
  });

  test('a page asked with the basket cookie is the shopper’s own, with the count in the header', async () => {
    const cookie = await anonymousBasket('ribbon');
    const path = `${DE}/?visit=${crypto.randomUUID()}`;
    // The shared copy is made first: the shopper must not get it.
    const shared = await page(path);
    expect(cartCount(shared.html)).toBeUndefined();
    const own = await page(path, { headers: { cookie } });
    expect(own.response.headers.get(HTML_CACHE_HEADER)).toBe('bypass');
    expect(own.response.headers.get('cache-control')).toBe('private, no-store');
    expect(cartCount(own.html)).toBe('1');
    expect(own.html).toMatch(/data-account-item="anonymous"/);
    // Nobody else sees it.
    const stranger = await page(path);
    expect(stranger.response.headers.get(HTML_CACHE_HEADER)).toBe('hit');
    expect(cartCount(stranger.html)).toBeUndefined();
  });

  test('a cookie the shop did not sign counts nothing', async () => {
    const forged = `basket_id=${'a'.repeat(43)}.${'b'.repeat(43)}`;
    const own = await page(`${DE}/?visit=${crypto.randomUUID()}`, { headers: { cookie: forged } });
    expect(own.response.status).toBe(200);
    expect(cartCount(own.html)).toBeUndefined();
  });
});
