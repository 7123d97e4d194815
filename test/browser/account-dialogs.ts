// Driving the account dialogs of the header: open the login dialog, sign up, log in.
import type { Page } from 'playwright-core';

export const PASSWORD = 'correct horse battery';

export async function openLogin(page: Page): Promise<void> {
  await page.click('[data-account-item="anonymous"]');
  await page.waitForSelector('[role="dialog"][data-dialog="login"]');
}

/** Signs up as Grace Hopper through the dialogs and waits for the header's name. */
export async function signUp(page: Page, email: string): Promise<void> {
  await openLogin(page);
  await page.click('[data-dialog="login"] >> text=Neu hier? Konto erstellen');
  await page.waitForSelector('[data-dialog="signup"]');
  await page.fill('[data-dialog="signup"] input[name="firstName"]', 'Grace');
  await page.fill('[data-dialog="signup"] input[name="lastName"]', 'Hopper');
  await page.fill('[data-dialog="signup"] input[name="email"]', email);
  await page.fill('[data-dialog="signup"] input[name="password"]', PASSWORD);
  await page.click('[data-dialog="signup"] button[type="submit"]');
  await page.waitForSelector('[data-account-name]');
}

/** Fills and sends the login dialog (the caller waits for what it expects). */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await openLogin(page);
  await page.fill('[data-dialog="login"] input[name="email"]', email);
  await page.fill('[data-dialog="login"] input[name="password"]', password);
  await page.click('[data-dialog="login"] button[type="submit"]');
}
