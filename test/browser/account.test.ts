// Account dialogs in Chromium: sign-up, logout, login through the dialogs with the header updated across
// islands (separate React roots sharing the signal stores through esbuild's shared chunks), a wrong password,
// Escape and the scroll lock, one dialog at a time.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { shopText } from '../../shared/i18n/shop-texts';
import { logIn, openLogin, PASSWORD, signUp } from './account-dialogs';
import { browserFixture, shopUrl } from './browser';

const chromium = browserFixture({ viewport: { width: 1280, height: 800 }, failOnErrors: false });

async function open(): Promise<Page> {
  const page = await chromium.context.newPage();
  await page.goto(shopUrl('/'), { waitUntil: 'load' });
  await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
  return page;
}

const scrollLocked = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('overflow-hidden'));

describe('account dialogs', () => {
  test('sign up, log out, log in: the header follows', async () => {
    const email = `browser-${crypto.randomUUID()}@example.com`;
    const page = await open();
    await signUp(page, email);
    expect(await page.textContent('[data-account-name]')).toBe('Grace Hopper');
    expect(await page.locator('[role="dialog"]').count()).toBe(0);
    expect(await scrollLocked(page)).toBe(false);

    await page.evaluate(() => fetch('/web-api/customer-logout', { method: 'POST' }));
    await page.reload();
    await page.waitForSelector('[data-account-item="anonymous"]');
    await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });

    await logIn(page, email, PASSWORD);
    await page.waitForSelector('[data-account-name]');
    expect(await page.textContent('[data-account-name]')).toBe('Grace Hopper');
    expect(await page.locator('[role="dialog"]').count()).toBe(0);
    const response = await page.reload();
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(await page.textContent('[data-account-name]')).toBe('Grace Hopper');
  });

  test("a wrong password shows the server's message and keeps the e-mail", async () => {
    const email = `wrong-${crypto.randomUUID()}@example.com`;
    const page = await open();
    await logIn(page, email, 'not the password');
    const error = page.locator('[data-dialog="login"] [data-dialog-error]');
    await error.waitFor();
    expect(await error.textContent()).toBe(shopText('de', 'loginFailed'));
    expect(await page.inputValue('[data-dialog="login"] input[name="email"]')).toBe(email);
    expect(await page.locator('[data-account-item="anonymous"]').count()).toBe(1);
  });

  test('a real modal: focus inside, Escape closes and lifts the scroll lock', async () => {
    const page = await open();
    await openLogin(page);
    const dialog = page.locator('[role="dialog"]');
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const labelledBy = await dialog.getAttribute('aria-labelledby');
    expect(await page.textContent(`[id="${labelledBy}"]`)).toBe('Anmelden');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(await scrollLocked(page)).toBe(true);
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await scrollLocked(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-account-item'))).toBe(
      'anonymous',
    );
  });

  test('the backdrop closes; opening login while sign-up is open closes sign-up first', async () => {
    const page = await open();
    await openLogin(page);
    await page.mouse.click(5, 5);
    await expect.poll(() => page.locator('[role="dialog"]').count()).toBe(0);

    await openLogin(page);
    await page.click('[data-dialog="login"] >> text=Neu hier? Konto erstellen');
    await page.waitForSelector('[data-dialog="signup"]');
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        seen.push(
          Array.from(document.querySelectorAll('[role="dialog"]'), (node) =>
            node.getAttribute('data-dialog'),
          ).join(),
        );
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.click('[data-dialog="signup"] >> text=Zurück zur Anmeldung');
    await page.waitForSelector('[data-dialog="login"]');
    expect(await page.locator('[role="dialog"]').count()).toBe(1);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.every((open) => !open.includes(','))).toBe(true);
    expect(await scrollLocked(page)).toBe(true);
  });
});
