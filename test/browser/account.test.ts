// Account dialogs in Chromium: sign-up, logout, login through the dialogs with the header updated across
// islands (separate React roots sharing the signal stores through esbuild's shared chunks), a wrong password,
// Escape and the scroll lock, one dialog at a time; a shopper's journey from login through the designer to the
// basket and out through the account menu's logout, on a phone and on a desktop.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { shopText } from '../../shared/i18n/shop-texts';
import { confirmMailedLink, logIn, openLogin, PASSWORD, signUp } from './account-dialogs';
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

/** A customer made and confirmed through the shop API in the page's browser, not logged in: the dialogs log them in. */
async function customer(page: Page): Promise<string> {
  const email = `journey-${crypto.randomUUID()}@example.com`;
  const status = await page.evaluate(
    async ({ email, password }) => {
      const headers = { 'content-type': 'application/json' };
      const body = JSON.stringify({ email, password, firstName: 'Grace', lastName: 'Hopper' });
      const signup = await fetch('/web-api/customer-signup', { method: 'POST', headers, body });
      return signup.status;
    },
    { email, password: PASSWORD },
  );
  expect(status).toBe(202);
  await confirmMailedLink(page, email);
  return email;
}

describe.each([
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
])("a shopper's journey on a %s", (_name, viewport) => {
  test('login, designer, basket with an accessory and a voucher, logout from the account menu', async () => {
    await chromium.newContext({ viewport });
    const page = await chromium.context.newPage();
    await page.goto(shopUrl('/'), { waitUntil: 'load' });
    await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
    const email = await customer(page);

    await logIn(page, email, PASSWORD);
    await page.waitForSelector('[data-account-item="logged-in"]');
    expect(await page.textContent('[data-account-name]')).toBe('Grace Hopper');

    // The designer hands the design back with an accessory ticked: both land in the basket.
    await page.goto(shopUrl('/designer/card/?themeId=7&quantity=20'), { waitUntil: 'load' });
    await page.check('[data-accessory="envelope-standard"]');
    await Promise.all([page.waitForURL(/\/basket\/$/), page.click('[data-add-to-basket]')]);
    expect(await page.locator('[data-basket-line]').count()).toBe(2);
    expect(await page.textContent('[data-basket-line="card-matt"] [data-line-total]')).toMatch(/^29,80\s€$/);
    await page.waitForSelector('[data-cart-count]');
    expect(await page.textContent('[data-cart-count]')).toBe('2');

    await page.fill('[data-voucher-form] input[name="code"]', 'WELCOME10');
    await Promise.all([page.waitForURL(/\/basket\/$/), page.click('[data-voucher-form] button')]);
    await page.waitForSelector('[data-basket-discount]');
    expect(await page.textContent('[data-basket-total]')).toMatch(/^\d+,\d\d\s€$/);

    // The account menu opens from the header and its logout ends the session: back on the basket, logged out.
    await page.click('[data-account-item="logged-in"]');
    await page.waitForSelector('[data-logout]', { state: 'visible' });
    const [logout] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/account/logout/')),
      page.click('[data-logout]'),
    ]);
    expect(logout.status()).toBe(303);
    await page.waitForURL(/\/basket\/$/);
    await page.waitForSelector('[data-account-item="anonymous"]');
    expect(await page.locator('[data-basket-empty]').count()).toBe(1);
    const cookies = await chromium.context.cookies();
    expect(cookies.some((cookie) => cookie.name === 'shop_session')).toBe(false);
  });
});

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
