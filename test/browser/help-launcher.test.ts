// The help launcher and the page overlay in Chromium: the launcher opens the help panel and hides itself, the
// overlay dims the page; Escape or a click on the overlay closes the panel and the launcher returns.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserFixture, shopUrl } from './browser';

const chromium = browserFixture({ viewport: { width: 1280, height: 800 } });

async function open(path = '/'): Promise<Page> {
  const page = await chromium.newPage();
  await page.goto(shopUrl(path), { waitUntil: 'load' });
  await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
  // The consent banner covers the bottom of the page until the visitor chooses.
  const accept = page.locator('[data-consent-accept]');
  if (await accept.isVisible()) {
    await accept.click();
    await expect.poll(() => accept.isVisible()).toBe(false);
  }
  return page;
}

const launcher = (page: Page) => page.locator('[data-help-launcher]');
const panel = (page: Page) => page.locator('[data-help-panel]');
const overlay = (page: Page) => page.locator('[data-page-overlay]');

describe('help launcher', () => {
  test('opens the help panel with the overlay and hides itself; Escape brings it back', async () => {
    const page = await open();
    expect(await launcher(page).isVisible()).toBe(true);
    expect(await overlay(page).isVisible()).toBe(false);
    await launcher(page).click();
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    expect(await launcher(page).isVisible()).toBe(false);
    expect(await overlay(page).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await panel(page).locator('a[href="/kontakt/"]').count()).toBe(1);
    expect(await panel(page).locator('a[href^="tel:"]').count()).toBe(1);

    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).count()).toBe(0);
    expect(await launcher(page).isVisible()).toBe(true);
    expect(await overlay(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-help-launcher'))).toBe(true);
  });

  test('a click on the overlay closes the panel', async () => {
    const page = await open();
    await launcher(page).click();
    await expect.poll(() => overlay(page).isVisible()).toBe(true);
    await overlay(page).click({ position: { x: 900, y: 500 } });
    await expect.poll(() => panel(page).count()).toBe(0);
    expect(await overlay(page).isVisible()).toBe(false);
    expect(await launcher(page).isVisible()).toBe(true);
  });

  test('is on the error page too', async () => {
    const page = await open('/gibt-es-nicht/');
    await launcher(page).click();
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    // Chromium reports the page's own 404 status as a console error.
    const kept = chromium.errors.filter((error) => !error.includes('status of 404'));
    chromium.errors.splice(0, chromium.errors.length, ...kept);
  });
});
