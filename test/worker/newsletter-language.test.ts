// The newsletter speaks the language of the page it was signed up on: the form posts to its page's locale (and
// platform) prefix, the opt-in mail is in that locale's language, and its link opens the confirmation in it too.
import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import type { Language } from '../../shared/domain/markets';
import { shopText } from '../../shared/i18n/shop-texts';
import { botCheckToken } from './bot-check-tokens';
import { CH, DE, get, page } from './fetch';

const BE = 'http://kartenliebe.be.localhost:8787';
const IT = 'http://kartenliebe.it.localhost:8787';
const LU = 'http://kartenliebe.lu.localhost:8787';

/** The page's newsletter form: where it posts, its bot-check action and the page it names. */
function newsletterForm(html: string): { action: string; botCheck: string; page: string } {
  const form = /<form[^>]*data-bot-check="[^"]*"[^>]*>.*?<\/form>/s.exec(html)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(form)?.[1] ?? '';
  const page = /name="uniqueIdentifier" value="([^"]*)"/.exec(form)?.[1] ?? '';
  return {
    action: attribute('action').replaceAll('&amp;', '&'),
    botCheck: attribute('data-bot-check'),
    page,
  };
}

/** The newest mail to an address. */
const mailTo = (email: string) =>
  env.SHOP_DB.prepare('SELECT subject, body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1')
    .bind(email)
    .first<{ subject: string; body: string }>();

describe.each<[base: string, path: string, language: Language]>([
  [DE, '/', 'de'],
  [CH, '/fr/', 'fr'],
  [BE, '/fr/', 'fr'],
  [IT, '/de/', 'de'],
  [LU, '/', 'de'],
  [LU, '/fr/', 'fr'],
  [DE, '/d/', 'de'],
])('signed up on %s%s', (base, path, language) => {
  test(`the form posts under the page's prefix; mail and confirmation are in ${language}`, async () => {
    const shown = await page(`${base}${path}`);
    expect(shown.response.status).toBe(200);
    const form = newsletterForm(shown.html);
    expect(form.page).toBe(path);

    const email = `language-${crypto.randomUUID()}@example.com`;
    const posted = await get(`${base}${form.action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({
        email,
        uniqueIdentifier: form.page,
        reCaptchaToken: await botCheckToken(form.botCheck, base),
      }).toString(),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`${path}?newsletter=pending`);

    const mail = await mailTo(email);
    expect(mail?.subject).toBe(shopText(language, 'mailNewsletterSubject'));
    const link = /https?:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? '';
    // A mail is read outside the desktop app: its link keeps the locale, not the platform.
    const prefix = path.replace(/^\/d(?=\/)/, '').replace(/\/$/, '');
    expect(link.startsWith(`${base}${prefix}/web-api/newsletter-confirm?token=`)).toBe(true);

    const confirmed = await page(link);
    expect(confirmed.response.status).toBe(200);
    expect(confirmed.html).toContain(`<html lang="${language}"`);
    expect(confirmed.html).toContain(shopText(language, 'newsletterConfirmedTitle'));
    expect(confirmed.html).toContain(`href="${prefix}/"`);
    // The locale comes from the path the form posts to: its page's platform and locale prefix.
    expect(form.action).toBe(`${path}web-api/newsletter-subscribe`);
  });
});
