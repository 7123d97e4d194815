// The consent layer in Chromium: the banner on a first visit (opened in the browser, never in the cached HTML),
// accept and decline stored for a year and not asked again, the cookie-settings link opening the second layer,
// choices per category, and the choice synced across tabs.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { launch, shopUrl } from './browser';

let browser: Browser;
let context: BrowserContext;
let pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  pageErrors = [];
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
});
afterEach(async () => {
  await context.close();
  expect(pageErrors).toEqual([]);
});

const BANNER = '[data-consent-banner]';
const SETTINGS = '[role="dialog"] [data-consent-settings]';

async function open(path = '/'): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(shopUrl(path), { waitUntil: 'load' });
  await page.waitForSelector('[data-island="consent"][data-hydrated]', { state: 'attached' });
  return page;
}

async function consentCookie(): Promise<{ value: string; expires: number } | undefined> {
  const cookie = (await context.cookies()).find((entry) => entry.name === 'consent');
  return cookie && { value: decodeURIComponent(cookie.value), expires: cookie.expires };
}

describe('consent banner', () => {
  test('not in the server HTML: the page stays cacheable, the browser opens the banner', async () => {
    const page = await context.newPage();
    const response = await page.goto(shopUrl('/'), { waitUntil: 'load' });
    expect(await response?.text()).not.toContain('data-consent-banner');
    expect(response?.headers()['cache-control']).toContain('public');
    await page.waitForSelector(BANNER);
    expect(await page.$eval(BANNER, (banner) => getComputedStyle(banner).position)).toBe('fixed');
    const [accept, decline] = await Promise.all([
      page.locator('[data-consent-accept]').boundingBox(),
      page.locator('[data-consent-decline]').boundingBox(),
    ]);
    // Equal weight: the same height and a comparable width.
    expect(accept?.height).toBe(decline?.height);
  });

  test.each([
    ['accept', 'granted'],
    ['decline', 'declined'],
  ])('%s is stored for a year and the banner does not come back', async (button, value) => {
    const page = await open();
    await page.click(`[data-consent-${button}]`);
    await page.waitForSelector(BANNER, { state: 'detached' });
    const cookie = await consentCookie();
    expect(cookie?.value).toBe(value);
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('[data-island="consent"][data-hydrated]', { state: 'attached' });
    await page.waitForTimeout(300);
    expect(await page.locator(BANNER).count()).toBe(0);
  });

  test('the choice reaches another open tab', async () => {
    const first = await open();
    const second = await open();
    await second.waitForSelector(BANNER);
    await first.click('[data-consent-accept]');
    await second.waitForSelector(BANNER, { state: 'detached' });
  });
});

describe('consent second layer', () => {
  test('the footer cookie-settings link opens it instead of navigating; a saved choice per category', async () => {
    await context.addCookies([{ name: 'consent', value: 'declined', url: shopUrl('/') }]);
    const page = await open();
    const link = page.locator('[data-footer-box-items="about"] [data-consent-open]');
    expect(await link.evaluate((element) => element.tagName)).toBe('BUTTON');
    await link.click();
    await page.waitForSelector(SETTINGS);
    expect(page.url()).toBe(shopUrl('/'));
    expect(await page.locator(`${SETTINGS} input[name="necessary"]`).count()).toBe(0);
    expect(await page.isChecked(`${SETTINGS} input[name="analytics"]`)).toBe(false);
    await page.check(`${SETTINGS} input[name="analytics"]`);
    await page.click('[data-consent-save]');
    await page.waitForSelector(SETTINGS, { state: 'detached' });
    expect((await consentCookie())?.value).toBe('custom:analytics');
    expect(await page.locator(BANNER).count()).toBe(0);
  });

  test('opened from the banner; Escape closes it and the banner is still there', async () => {
    const page = await open();
    await page.click(`${BANNER} [data-consent-open]`);
    await page.waitForSelector(SETTINGS);
    expect(await page.evaluate(() => document.documentElement.classList.contains('overflow-hidden'))).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await page.waitForSelector(SETTINGS, { state: 'detached' });
    await page.waitForSelector(BANNER);
    expect(await consentCookie()).toBeUndefined();
  });
});
