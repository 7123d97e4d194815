// Driving the account dialogs of the header: open the login dialog, sign up and confirm by mail, log in.
import type { Page } from 'playwright-core';

export const PASSWORD = 'correct horse battery';

export async function openLogin(page: Page): Promise<void> {
  await page.click('[data-account-item="anonymous"]');
  await page.waitForSelector('[role="dialog"][data-dialog="login"]');
}

/** Follows the confirmation link mailed to an address, as its owner would: read from the outbox, then posted. */
export async function confirmMailedLink(page: Page, email: string): Promise<void> {
  const status = await page.evaluate(async (address) => {
    const outbox = await (await fetch('/web-api/outbox')).text();
    // The newest mail to the address: its item of the outbox's list, which lists the newest first.
    const at = outbox.indexOf(`To ${address},`);
    const mail = at < 0 ? '' : outbox.slice(at, outbox.indexOf('</li>', at));
    const token = /customer-signup\/confirm\?token=([\w-]{43})/.exec(mail)?.[1];
    const confirmed = await fetch('/web-api/customer-signup/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    return confirmed.status;
  }, email);
  if (status !== 200) throw new Error(`the confirmation of ${email} answered ${status}`);
}

/**
 * Signs up as Grace Hopper through the dialogs, confirms the address by its mail and logs in through the login
 * dialog, waiting for the header's name.
 */
export async function signUp(page: Page, email: string): Promise<void> {
  await openLogin(page);
  await page.click('[data-dialog="login"] >> text=Neu hier? Konto erstellen');
  await page.waitForSelector('[data-dialog="signup"]');
  await page.fill('[data-dialog="signup"] input[name="firstName"]', 'Grace');
  await page.fill('[data-dialog="signup"] input[name="lastName"]', 'Hopper');
  await page.fill('[data-dialog="signup"] input[name="email"]', email);
  await page.fill('[data-dialog="signup"] input[name="password"]', PASSWORD);
  await page.click('[data-dialog="signup"] button[type="submit"]');
  await page.waitForSelector('[data-dialog="signup"] [data-dialog-message]');
  await page.click('[data-dialog="signup"] [data-dialog-close]');
  await page.waitForSelector('[role="dialog"]', { state: 'detached' });
  await confirmMailedLink(page, email);
  await logIn(page, email);
  await page.waitForSelector('[data-account-name]');
}

/** Fills and sends the login dialog (the caller waits for what it expects). */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await openLogin(page);
  await page.fill('[data-dialog="login"] input[name="email"]', email);
  await page.fill('[data-dialog="login"] input[name="password"]', password);
  await page.click('[data-dialog="login"] button[type="submit"]');
}
