// The shop backend answers people in the language of the page that asked: the host's, or the locale the
// storefront names in `x-shop-locale`.
import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { shopText } from '../../shared/i18n/shop-texts';
import { PASSWORD, postJson, signup } from './accounts';
import { CH, DE, get, POSTER_GB } from './fetch';

const textOf = async (response: Response) =>
  ((await response.json()) as { message: { text: string } }).message.text;

describe('shop texts by language', () => {
  test.each([
    [DE, {}, 'de'],
    [POSTER_GB, {}, 'en'],
    [CH, { 'x-shop-locale': 'fr-CH' }, 'fr'],
    [CH, { 'x-shop-locale': 'it-CH' }, 'it'],
    [DE, { 'x-shop-locale': 'no-such' }, 'de'],
  ] as const)('a failed login on %s with %o answers in %s', async (host, headers, language) => {
    const response = await postJson(
      '/web-api/customer-login',
      { email: `nobody-${crypto.randomUUID()}@example.com`, password: PASSWORD },
      { ...headers, 'cf-connecting-ip': `203.0.113.${Math.floor(Math.random() * 250)}` },
      host,
    );
    expect(response.status).toBe(401);
    expect(await textOf(response)).toBe(shopText(language, 'loginFailed'));
  });

  test('a validation failure names the field in the host language', async () => {
    const response = await postJson('/web-api/customer-login', { email: 'x' }, {}, POSTER_GB);
    expect(response.status).toBe(400);
    expect(await textOf(response)).toMatch(/^Invalid (email|password): /);
  });

  test('the reset link opens a form in the shop language, escaping the token', async () => {
    const response = await get(`${CH}/web-api/customer-password-reset/confirm?token=${'a'.repeat(43)}`, {
      headers: { 'x-shop-locale': 'fr-CH' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fr" data-channel="kartenliebe">');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${shopText('fr', 'resetFormTitle')}</h1>`));
    expect(html).toContain(shopText('fr', 'resetFormSave'));
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/site-[0-9a-f]+\.css"/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  test('a used newsletter link says so in the host language', async () => {
    const response = await get(`${POSTER_GB}/web-api/newsletter-confirm?token=${'b'.repeat(40)}`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="en" data-channel="poster">');
    expect(html).toContain(shopText('en', 'newsletterLinkInvalid'));
    expect(html).toContain(shopText('en', 'toShop'));
  });

  test('the reset mail is written in the language of the page that asked for it', async () => {
    const email = `mail-${crypto.randomUUID()}@example.com`;
    await signup(email, '198.51.100.20');
    const response = await postJson(
      '/web-api/customer-password-reset',
      { email },
      { 'x-shop-locale': 'fr-CH', 'cf-connecting-ip': '198.51.100.21' },
      CH,
    );
    expect(await textOf(response)).toBe(shopText('fr', 'resetRequested'));
    const mail = await env.SHOP_DB.prepare(
      'SELECT subject, body FROM outbox WHERE recipient = ? ORDER BY id DESC',
    )
      .bind(email)
      .first<{ subject: string; body: string }>();
    expect(mail?.subject).toBe(shopText('fr', 'mailResetSubject'));
    expect(mail?.body).toMatch(
      /^Bonjour Ada,\n\nouvre ce lien .*\n.*\/web-api\/customer-password-reset\/confirm\?token=/,
    );
  });

  test('the reset form posted by the browser answers with a page: changed, or the link is not valid', async () => {
    const email = `form-${crypto.randomUUID()}@example.com`;
    await signup(email, '198.51.100.30');
    await postJson('/web-api/customer-password-reset', { email }, { 'cf-connecting-ip': '198.51.100.31' });
    const mail = await env.SHOP_DB.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC')
      .bind(email)
      .first<{ body: string }>();
    const token = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    const submit = () =>
      get(`${DE}/web-api/customer-password-reset/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, password: 'a new password for the form' }).toString(),
      });
    const changed = await submit();
    expect(changed.status).toBe(200);
    expect(changed.headers.get('content-type')).toContain('text/html');
    const page = await changed.text();
    expect(page).toMatch(new RegExp(`<h1[^>]*>${shopText('de', 'resetDoneTitle')}</h1>`));
    expect(page).toContain(shopText('de', 'resetDone'));
    const again = await submit();
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(shopText('de', 'resetInvalid'));
  });
});
