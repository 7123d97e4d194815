// The content A/B test in Chromium: each visitor sees one variant, chosen on the server, with no layout change
// after load or after the islands wake, and the browser downloads no flag SDK. A flag the page comes to show in
// the browser (the wandbilder flyout's experiment) is recorded when the flyout opens, not before.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO_KEYS, HOME_AB_FLAG } from '../../demo/flags';
import { CONSENT_COOKIE } from '../../shared/domain/consent';
import { asTestVisitor, bootReady, browserFixture, issuedKey, recordedFlags, shopUrl } from './browser';

// The flag monitor's own errors are what one test looks for; any other console error still fails a test.
const chromium = browserFixture({
  viewport: { width: 1280, height: 900 },
  failOnErrors: (message) => !message.startsWith('flag-user-key-changed'),
});

describe('content A/B test', () => {
  test.each([
    [DEMO_KEYS.on, 'B'],
    [DEMO_KEYS.off, 'A'],
  ])('%s sees variant %s alone, with no layout change after load', async (key, variant) => {
    await asTestVisitor(chromium.context, key);
    const page = await chromium.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(shopUrl('/'), { waitUntil: 'load' });
    await bootReady(page);
    const blocks = page.locator('[data-feature="HOME_HERO_AB"]');
    expect(await blocks.count()).toBe(1);
    expect(await blocks.getAttribute('data-variant')).toBe(variant);
    // B shows what customers say before the bestsellers.
    const order = await blocks.evaluate((block) =>
      [...block.querySelectorAll('section, [data-island]')]
        .map((element) =>
          element.matches('[data-island="reviews-carousel"]')
            ? 'reviews'
            : element.querySelector('ul li a[href]')
              ? 'tiles'
              : '',
        )
        .filter(Boolean),
    );
    expect(order[0]).toBe(variant === 'B' ? 'reviews' : 'tiles');

    // The islands wake on the first interaction; the variant stays and nothing moves.
    await page.mouse.move(200, 300);
    await page.mouse.move(400, 500);
    await page.waitForTimeout(1000);
    expect(await blocks.getAttribute('data-variant')).toBe(variant);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(requests.filter((url) => /split|sdk/i.test(url))).toEqual([]);
  });
});

test('a visitor key that changes within the session resets the monitoring record and is logged', async () => {
  const page = await chromium.newPage();
  await page.goto(shopUrl('/'), { waitUntil: 'load' });
  await bootReady(page);
  const record = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('flagMonitoring') ?? 'null'));
  expect(await record()).toMatchObject({ splitKey: DEMO_KEYS.off, featureFlags: { HOME_HERO_AB: 'off' } });
  expect(chromium.errors).toEqual([]);

  await asTestVisitor(chromium.context, DEMO_KEYS.on);
  await page.reload({ waitUntil: 'load' });
  await bootReady(page);
  expect(await record()).toMatchObject({ splitKey: DEMO_KEYS.on, featureFlags: { HOME_HERO_AB: 'on' } });
  // The log module loads for the line: it comes a moment after the boot.
  await expect
    .poll(() => chromium.errors.filter((message) => message.startsWith('flag-user-key-changed')))
    .toHaveLength(1);
});

describe('impressions for what the visitor saw', () => {
  const POSTER = 'poster.co.uk.localhost';
  const NAV = '[data-main-navigation]';
  /** The flags the flag service's stand-in received impressions of, for one visitor key. */
  const impressed = async (page: Page, key: string) => (await recordedFlags(page, key)).impressions;

  /** A new visitor with a consent choice on the poster home page at desktop width, booted. */
  async function posterHome(consent: 'granted' | 'declined'): Promise<{ key: string; page: Page }> {
    const key = issuedKey();
    await asTestVisitor(chromium.context, key);
    await chromium.context.addCookies([{ name: CONSENT_COOKIE, value: consent, url: shopUrl('/', POSTER) }]);
    const page = await chromium.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(shopUrl(`/?v=${key}`, POSTER), { waitUntil: 'load' });
    await bootReady(page);
    return { key, page };
  }

  test('the wandbilder flyout’s experiment counts once the flyout opens, not when the page loads', async () => {
    const { key, page } = await posterHome('granted');
    // The page shows its A/B test; the navigation only carries the flyout's experiment.
    await expect.poll(() => impressed(page, key)).toEqual([HOME_AB_FLAG]);
    // Another flyout shows nothing of the experiment.
    await page.hover(`${NAV} li[data-nav-type="frame"] a`);
    await page.waitForSelector('[data-flyout="frame"]');
    await page.waitForTimeout(500);
    expect(await impressed(page, key)).toEqual([HOME_AB_FLAG]);
    await page.hover(`${NAV} li[data-nav-type="wandbilder"] a`);
    await page.waitForSelector('[data-flyout="wandbilder"]');
    await expect.poll(() => impressed(page, key)).toEqual([HOME_AB_FLAG, 'VOLL_1616'].sort());
    // Opened again on the same page: still one.
    await page.hover(`${NAV} li[data-nav-type="frame"] a`);
    await page.hover(`${NAV} li[data-nav-type="wandbilder"] a`);
    await page.waitForTimeout(500);
    expect(await impressed(page, key)).toEqual([HOME_AB_FLAG, 'VOLL_1616'].sort());
  });

  test('with consent declined opening the flyout records nothing', async () => {
    const { key, page } = await posterHome('declined');
    await page.hover(`${NAV} li[data-nav-type="wandbilder"] a`);
    await page.waitForSelector('[data-flyout="wandbilder"]');
    await page.waitForTimeout(500);
    expect(await impressed(page, key)).toEqual([]);
  });
});
