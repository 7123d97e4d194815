// The wishlist in Chromium: hearts on the overview toggle in place, the list survives logout and login (an
// anonymous list joins the account), the wishlist page removes a tile, and without JavaScript a heart still works.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { logIn, signUp } from './account-dialogs';
import { bootReady, browserFixture, shopUrl } from './browser';

const chromium = browserFixture({ viewport: { width: 1280, height: 900 } });

const heart = (page: Page, index: number) => page.locator('[data-tiles] button[data-wishlist]').nth(index);
const pressed = (page: Page, index: number) => heart(page, index).getAttribute('aria-pressed');

async function overview(page: Page): Promise<void> {
  await page.goto(shopUrl('/produkte/'), { waitUntil: 'load' });
  await bootReady(page);
}

/** The SKUs the wishlist page lists, in order. */
async function wishlistSkus(page: Page): Promise<string[]> {
  await page.goto(shopUrl('/merkliste/'), { waitUntil: 'load' });
  await bootReady(page);
  return page
    .locator('[data-wishlist-item]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-wishlist-item') ?? ''));
}

describe('wishlist', () => {
  test('a heart toggles in place and the page keeps the product', async () => {
    const page = await chromium.newPage();
    await overview(page);
    const sku = await heart(page, 0).getAttribute('data-wishlist');
    expect(await pressed(page, 0)).toBe('false');
    await heart(page, 0).click();
    await expect.poll(() => pressed(page, 0), { timeout: 5000 }).toBe('true');
    await heart(page, 1).click();
    await expect.poll(() => pressed(page, 1), { timeout: 5000 }).toBe('true');
    await heart(page, 1).click();
    await expect.poll(() => pressed(page, 1), { timeout: 5000 }).toBe('false');
    // Still on the overview: no navigation happened.
    expect(new URL(page.url()).pathname).toBe('/produkte/');

    await overview(page);
    await expect.poll(() => pressed(page, 0), { timeout: 5000 }).toBe('true');
    expect(await wishlistSkus(page)).toEqual([sku]);
    await page.locator(`[data-wishlist-item="${sku}"] button[data-wishlist]`).click();
    await page.locator('[data-wishlist-item]').first().waitFor({ state: 'detached' });
    expect(await wishlistSkus(page)).toEqual([]);
  });

  test('the wishlist survives logout and login', async () => {
    const email = `wishlist-${crypto.randomUUID()}@example.com`;
    const page = await chromium.newPage();
    await overview(page);
    const first = await heart(page, 0).getAttribute('data-wishlist');
    const second = await heart(page, 2).getAttribute('data-wishlist');
    await heart(page, 0).click();
    await expect.poll(() => pressed(page, 0), { timeout: 5000 }).toBe('true');

    // Saved before the account existed: it joins the account at sign-up.
    await signUp(page, email);
    await overview(page);
    await expect.poll(() => pressed(page, 0), { timeout: 5000 }).toBe('true');
    await heart(page, 2).click();
    await expect.poll(() => pressed(page, 2), { timeout: 5000 }).toBe('true');
    expect(await wishlistSkus(page)).toEqual([first, second]);

    await page.evaluate(() => fetch('/web-api/customer-logout', { method: 'POST' }));
    expect(await wishlistSkus(page)).toEqual([]);

    await logIn(page, email);
    await page.waitForSelector('[data-account-name]');
    expect(await wishlistSkus(page)).toEqual([first, second]);
  });

  test('without JavaScript a heart posts and comes back to the overview', async () => {
    await chromium.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await chromium.newPage();
    await page.goto(shopUrl('/produkte/'), { waitUntil: 'load' });
    const sku = await heart(page, 0).getAttribute('data-wishlist');
    await Promise.all([page.waitForURL(/\/produkte\/\?tileCount=12$/), heart(page, 0).click()]);
    await page.goto(shopUrl('/merkliste/'), { waitUntil: 'load' });
    expect(await page.locator('[data-wishlist-item]').getAttribute('data-wishlist-item')).toBe(sku);
  });
});
