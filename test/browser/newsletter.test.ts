// The newsletter form in Chromium: the bot check loads when the form is used, the form posts natively with the
// e-mail, the page path and a token from the local stand-in, and the page it returns to asks to confirm by mail;
// an address that fails the pattern sends nothing.
import type { Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { TEXTS } from '../../shared/i18n/texts';
import { bootReady, browserFixture, shopUrl } from './browser';

const chromium = browserFixture({ viewport: { width: 1280, height: 900 } });
const FORM = 'form[data-bot-check="newsletter_footer"]';

describe('newsletter bot check', () => {
  test('the form submits with a token from the local bot check', async () => {
    const page = await chromium.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(shopUrl('/karten/'), { waitUntil: 'load' });
    await bootReady(page);
    expect(scripts.some((path) => path.startsWith('/bot-check/'))).toBe(false);

    const email = `browser-${crypto.randomUUID()}@example.com`;
    await page.fill(`${FORM} input[name="email"]`, email);
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/web-api/newsletter-subscribe'),
    );
    await page.click(`${FORM} button[type="submit"]`);
    const fields = new URLSearchParams(((await posted) as Request).postData() ?? '');
    expect(fields.get('email')).toBe(email);
    expect(fields.get('uniqueIdentifier')).toBe('/karten/');
    expect(fields.get('reCaptchaToken')).toMatch(
      /^local\.newsletter_footer\.\d+\.[0-9a-f]{32}\.[0-9a-f]{64}$/,
    );
    await page.waitForURL(/newsletter=pending/);
    expect(scripts).toContain('/bot-check/api.js');
    // Back on the page the form was on, a visible status asks to confirm by mail.
    expect(new URL(page.url()).pathname).toBe('/karten/');
    const notice = page.getByRole('status').filter({ hasText: TEXTS['de-DE'].newsletterPending });
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.evaluate((element) => element.closest('main') !== null)).toBe(true);
  });

  test('back on the page after a sign-up, the next one asks for its own token (each is good once)', async () => {
    const page = await chromium.newPage();
    const tokens: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/web-api/newsletter-subscribe'))
        tokens.push(new URLSearchParams(request.postData() ?? '').get('reCaptchaToken') ?? '');
    });
    await page.goto(shopUrl('/karten/'), { waitUntil: 'load' });
    await bootReady(page);
    for (const round of ['first', 'second']) {
      await page.fill(`${FORM} input[name="email"]`, `${round}-${crypto.randomUUID()}@example.com`);
      const answered = page.waitForResponse((response) =>
        response.url().includes('/web-api/newsletter-subscribe'),
      );
      await page.click(`${FORM} button[type="submit"]`);
      // Accepted: the 303 back to the page with the pending notice, not the refusal page.
      expect((await answered).status()).toBe(303);
      await page.waitForURL(/newsletter=pending/);
      if (round === 'first') {
        await page.goBack();
        // A submit right after the boot script, before the form's own code has loaded, waits for that code.
        await bootReady(page);
      }
    }
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  test('an address that fails the pattern sends nothing and shows no message', async () => {
    const page = await chromium.newPage();
    await page.goto(shopUrl('/karten/'), { waitUntil: 'load' });
    await bootReady(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.fill(`${FORM} input[name="email"]`, 'not-an-address@example');
    await page.click(`${FORM} button[type="submit"]`);
    await page.waitForTimeout(1000);
    expect(posts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/karten/');
    // The form does not validate natively once the script runs: no bubble, no text.
    expect(await page.$eval(FORM, (form) => (form as HTMLFormElement).noValidate)).toBe(true);
  });
});
