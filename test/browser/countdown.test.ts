// The action bar's countdown in Chromium: it ticks, stops while the tab is hidden and re-syncs on return; a
// dismissed bar stays gone after a reload.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserFixture, shopUrl } from './browser';

const chromium = browserFixture({ viewport: { width: 375, height: 740 } });

async function open(path: string, host?: string): Promise<Page> {
  const page = await chromium.newPage();
  await page.goto(shopUrl(path, host), { waitUntil: 'load' });
  await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
  return page;
}

/** The countdown's text as seconds left ("397 T 03 Std 21 Min 12 Sek"). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.textContent('[data-countdown]')) ?? '';
  const numbers = (text.match(/\d+/g) ?? []).map(Number);
  const [seconds = 0, minutes = 0, hours = 0, days = 0] = numbers.reverse();
  return ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
}

const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

describe('countdown', () => {
  test('pauses while the tab is hidden and re-syncs with the clock when it is visible again', async () => {
    const page = await open('/');
    await expect.poll(() => secondsLeft(page), { timeout: 3000 }).toBeGreaterThan(0);
    await setVisibility(page, 'hidden');
    const frozen = await secondsLeft(page);
    await page.waitForTimeout(2500);
    expect(await secondsLeft(page)).toBe(frozen);

    await setVisibility(page, 'visible');
    // Re-synced at once (not one step on from the frozen time), then ticking again.
    await expect.poll(() => secondsLeft(page), { timeout: 500 }).toBeLessThanOrEqual(frozen - 2);
    const resumed = await secondsLeft(page);
    await expect.poll(() => secondsLeft(page), { timeout: 2500 }).toBeLessThan(resumed);
  });

  test('a dismissed bar with its countdown stays gone after a reload', async () => {
    const page = await open('/');
    await page.click('[data-action-bar] button');
    await expect.poll(() => page.locator('[data-countdown]').count()).toBe(0);
    const response = await page.reload();
    expect(await response?.text()).not.toContain('data-action-bar=');
    expect(await page.locator('[data-action-bar]').count()).toBe(0);
  });
});
