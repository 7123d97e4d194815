// Google sign-in in Chromium through the local stand-in: the login dialog shows Google's button and its one-tap
// prompt, the button's account chooser and the one-tap card sign the customer in, a refused account leaves them
// anonymous with the shop's message, and each of the spec's Google events is logged; a sign-up logs nobody in
// until the address is confirmed.
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { shopText } from '../../shared/i18n/shop-texts';
import { openLogin, PASSWORD } from './account-dialogs';
import { browserFixture, shopUrl } from './browser';

// A refused credential's 401 is reported by the browser as a failed resource; nothing else may be.
const chromium = browserFixture({
  viewport: { width: 1280, height: 800 },
  failOnErrors: (message) => !message.includes('the server responded with a status of 401'),
});

/** A page of the shop whose log lines (the console's first argument) are collected. */
async function open(): Promise<{ page: Page; logged: string[] }> {
  const page = await chromium.newPage();
  const logged: string[] = [];
  page.on('console', (message: ConsoleMessage) => logged.push(message.text()));
  await page.goto(shopUrl('/'), { waitUntil: 'load' });
  await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
  return { page, logged };
}

const ONE_TAP = '[data-google-stand-in-one-tap]';
const BUTTON = '[data-dialog="login"] [data-google-sign-in] [data-google-stand-in-button]';

describe('Google sign-in', () => {
  test('the button opens the account chooser, whose account signs in; the one-tap prompt is shown', async () => {
    const { page, logged } = await open();
    await openLogin(page);
    await page.waitForSelector(BUTTON);
    expect(await page.textContent(BUTTON)).toBe('Mit Google anmelden');
    await page.waitForSelector(ONE_TAP);
    await expect.poll(() => logged.some((line) => line.startsWith('google-one-tap-displayed'))).toBe(true);

    const [chooser] = await Promise.all([page.waitForEvent('popup'), page.click(BUTTON)]);
    await chooser.waitForSelector('[data-google-stand-in-account="0"]');
    await chooser.click('[data-google-stand-in-account="0"]');
    await page.waitForSelector('[data-account-name]');
    expect(await page.textContent('[data-account-name]')).toBe('Ada Lovelace');
    expect(await page.locator('[role="dialog"]').count()).toBe(0);
    await expect.poll(() => logged.some((line) => line.startsWith('google-sign-in-success'))).toBe(true);
    // The dialog's end cancels the prompt, as Google's does.
    expect(await page.locator(ONE_TAP).count()).toBe(0);
  });

  test('an account chosen in the one-tap card signs in', async () => {
    const { page, logged } = await open();
    await openLogin(page);
    await page.click(`${ONE_TAP} [data-google-stand-in-account="1"]`);
    await page.waitForSelector('[data-account-name]');
    expect(await page.textContent('[data-account-name]')).toBe('Grace Hopper');
    await expect
      .poll(() =>
        logged.some(
          (line) => line.startsWith('google-one-tap-dismissed') && line.includes('credential_returned'),
        ),
      )
      .toBe(true);
  });

  test('closing the one-tap card skips it, and it is not shown again in the session', async () => {
    const { page, logged } = await open();
    await openLogin(page);
    await page.click(`${ONE_TAP} [data-google-stand-in-close]`);
    await expect.poll(() => logged.some((line) => line.startsWith('google-one-tap-skipped'))).toBe(true);
    await page.keyboard.press('Escape');
    await openLogin(page);
    await page.waitForSelector(BUTTON);
    await expect
      .poll(() =>
        logged.some(
          (line) => line.startsWith('google-one-tap-not-displayed') && line.includes('suppressed_by_user'),
        ),
      )
      .toBe(true);
    expect(await page.locator(ONE_TAP).count()).toBe(0);
  });

  test('an account whose address Google has not verified is refused: the message, still anonymous', async () => {
    const { page, logged } = await open();
    await openLogin(page);
    await page.click(`${ONE_TAP} [data-google-stand-in-account="2"]`);
    const error = page
      .locator('[data-dialog="login"] [data-google-sign-in]')
      .locator('..')
      .locator('[data-dialog-error]');
    await error.waitFor();
    expect(await error.textContent()).toBe(
      shopText('de', 'googleFailed', { reason: 'the e-mail address is not verified' }),
    );
    expect(await page.locator('[data-account-item="anonymous"]').count()).toBe(1);
    await expect
      .poll(() => logged.some((line) => line.startsWith('google-sign-in-callback-failed')))
      .toBe(true);
  });
});

describe('sign-up', () => {
  test('says to confirm the address by mail and logs nobody in', async () => {
    const { page } = await open();
    await openLogin(page);
    await page.click('[data-dialog="login"] >> text=Neu hier? Konto erstellen');
    await page.fill('[data-dialog="signup"] input[name="firstName"]', 'Grace');
    await page.fill('[data-dialog="signup"] input[name="lastName"]', 'Hopper');
    await page.fill(
      '[data-dialog="signup"] input[name="email"]',
      `pending-${crypto.randomUUID()}@example.com`,
    );
    await page.fill('[data-dialog="signup"] input[name="password"]', PASSWORD);
    await page.click('[data-dialog="signup"] button[type="submit"]');
    const message = page.locator('[data-dialog="signup"] [data-dialog-message]');
    await message.waitFor();
    expect(await message.textContent()).toBe(shopText('de', 'signupMailed'));
    expect(await page.locator('[data-account-item="anonymous"]').count()).toBe(1);
  });
});
