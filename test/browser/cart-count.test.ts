// The header's cart count in Chromium for an anonymous shopper: after the designer's "add to basket" every page
// says how many lines the basket holds, and an accessory added on the page raises it at once, without a reload.
import { describe, expect, test } from 'vitest';
import { bootReady, browserFixture, shopUrl } from './browser';

const chromium = browserFixture({ viewport: { width: 1280, height: 800 } });
const CARDS = '/karten/hochzeitskarten/';
const ribbon = '[data-accessory-order="ribbon"]';

describe('the header’s cart count for an anonymous shopper', () => {
  test('follows a designer add across pages and an accessory added on the page at once', async () => {
    const page = await chromium.newPage();
    await page.goto(shopUrl(CARDS), { waitUntil: 'load' });
    expect(await page.locator('[data-cart-count]').count()).toBe(0);
    await Promise.all([page.waitForURL(/\/designer\/card/), page.click('[data-calculator-designer]')]);
    await Promise.all([page.waitForURL(/\/basket\/?$/), page.click('[data-add-to-basket]')]);
    expect(await page.locator('[data-basket-line]').count()).toBe(1);

    // Back on a page of the shop, its header counts the basket: no shared copy without it.
    await page.goto(shopUrl(CARDS), { waitUntil: 'load' });
    await bootReady(page);
    const count = page.locator('[data-cart-item] [data-cart-count]');
    expect(await count.textContent()).toBe('1');

    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    const added = page.waitForResponse('**/web-api/card-accessory-order');
    await page.click(`${ribbon} [data-accessory-add]`);
    expect((await added).status()).toBe(201);
    await expect.poll(() => count.textContent()).toBe('2');
    expect(await page.getAttribute('[data-cart-item]', 'aria-label')).toMatch(/2/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
});
