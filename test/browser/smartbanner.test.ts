// The app smartbanner in Chromium on a phone-sized poster page: the campaign deep link, the dismissal that
// survives a reload (cookie smartbannerDisabled, left out by the server), hidden on desktop widths.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserFixture, shopUrl } from './browser';

const POSTER = 'poster.co.uk.localhost';
const chromium = browserFixture();

async function open(width: number): Promise<Page> {
  await chromium.newContext({ viewport: { width, height: 740 } });
  const page = await chromium.newPage();
  await page.goto(shopUrl('/', POSTER), { waitUntil: 'load' });
  return page;
}

describe('smartbanner', () => {
  test('on a phone it links to the app with the page’s campaign', async () => {
    const page = await open(375);
    const banner = page.locator('[data-smartbanner]');
    expect(await banner.isVisible()).toBe(true);
    const href = await page.getAttribute('[data-smartbanner-cta]', 'href');
    expect(href).toBe(
      'https://apps.example.com/wandliebe?utm_source=smartbanner&utm_medium=web&utm_campaign=home',
    );
  });

  test('dismissed, it stays gone after a reload, left out by the server', async () => {
    const page = await open(375);
    await page.click('[data-smartbanner-close]');
    // A few lines of the boot script close it: no React loads.
    await expect.poll(() => page.locator('[data-smartbanner]').count()).toBe(0);
    const cookie = (await chromium.context.cookies()).find((entry) => entry.name === 'smartbannerDisabled');
    expect(cookie?.value).toBe('1');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThanOrEqual(90);

    const response = await page.reload();
    expect(await response?.text()).not.toContain('data-smartbanner');
    expect(await page.locator('[data-smartbanner]').count()).toBe(0);
  });

  test('a dismissal in one tab hides the banner in the other', async () => {
    const first = await open(375);
    const second = await chromium.context.newPage();
    await second.goto(shopUrl('/', POSTER), { waitUntil: 'load' });
    // Both tabs' boot scripts have wired the banner: dismiss in the first.
    for (const page of [first, second]) {
      await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
    }
    await first.click('[data-smartbanner-close]');
    await expect.poll(() => first.locator('[data-smartbanner]').count()).toBe(0);
    await expect.poll(() => second.locator('[data-smartbanner]').count()).toBe(0);
  });

  test('is not shown from the desktop width up', async () => {
    const page = await open(1280);
    expect(await page.locator('[data-smartbanner]').count()).toBe(1);
    expect(await page.locator('[data-smartbanner]').isVisible()).toBe(false);
  });
});
