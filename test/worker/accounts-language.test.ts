// Account mails speak the language of the page they were asked from: the locale prefix (and platform) of the path
// the call came in on, or the shop locale the dialogs name in `x-shop-locale`; their links open the shop's pages in
// that language too.
import { describe, expect, test } from 'vitest';
import type { Language } from '../../shared/domain/markets';
import { shopText } from '../../shared/i18n/shop-texts';
import { confirmLink, lastMail, PASSWORD, postJson, signup, unique } from './accounts';
import { CH, DE, get, POSTER_GB } from './fetch';

const BE = 'http://kartenliebe.be.localhost:8787';
const IT = 'http://kartenliebe.it.localhost:8787';
const LU = 'http://kartenliebe.lu.localhost:8787';

/** Where the call is posted (host and path prefix), the header it names, the language and the links' prefix. */
const CASES: [string, string, Record<string, string>, Language, string][] = [
  [CH, '/fr', {}, 'fr', '/fr'],
  [CH, '/d/fr', {}, 'fr', '/fr'],
  [BE, '/fr', {}, 'fr', '/fr'],
  [IT, '/de', {}, 'de', '/de'],
  [LU, '', {}, 'de', ''],
  [LU, '/fr', {}, 'fr', '/fr'],
  [IT, '', {}, 'it', ''],
  [POSTER_GB, '', {}, 'en', ''],
  [CH, '', { 'x-shop-locale': 'fr-CH' }, 'fr', '/fr'],
  [BE, '', { 'x-shop-locale': 'fr-BE' }, 'fr', '/fr'],
  [IT, '', { 'x-shop-locale': 'de-IT' }, 'de', '/de'],
  [LU, '', { 'x-shop-locale': 'fr-LU' }, 'fr', '/fr'],
];

/** A text as the shop's pages write it into their HTML. */
const escaped = (text: string) => text.replaceAll("'", '&#39;');

describe.each(CASES)('asked on %s%s with %o', (base, prefix, headers, language, linked) => {
  const post = (path: string, body: unknown, more: Record<string, string> = {}) =>
    postJson(`${prefix}${path}`, body, { accept: 'application/json', ...headers, ...more }, base);

  test(`the confirmation mail and its page are in ${language}`, async () => {
    const { email, ip } = unique('language');
    const held = await post(
      '/web-api/customer-signup',
      { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
      { 'cf-connecting-ip': ip },
    );
    expect(held.status).toBe(202);
    expect(await held.json()).toMatchObject({ message: { text: shopText(language, 'signupMailed') } });
    const mail = await lastMail(email);
    expect(mail?.subject).toBe(shopText(language, 'mailConfirmSubject'));
    expect(mail?.body.startsWith(shopText(language, 'mailGreeting', { name: 'Ada' }))).toBe(true);

    const { url } = await confirmLink(email);
    expect(url.startsWith(`${base}${linked}/web-api/customer-signup/confirm?token=`)).toBe(true);
    const page = await (await get(url)).text();
    expect(page).toContain(`<html lang="${language}"`);
    expect(page).toContain(escaped(shopText(language, 'confirmFormSave')));
  });

  test(`the reset mail and its page are in ${language}`, async () => {
    const { email, ip } = unique('reset-language');
    await (await signup(email, ip, post)).body?.cancel();
    const asked = await post('/web-api/customer-password-reset', { email });
    expect(asked.status).toBe(200);
    const mail = await lastMail(email);
    expect(mail?.subject).toBe(shopText(language, 'mailResetSubject'));
    const link = /https?:\/\/\S+\/customer-password-reset\/confirm\?token=[\w-]+/.exec(mail?.body ?? '')?.[0];
    expect(link?.startsWith(`${base}${linked}/web-api/`)).toBe(true);
    const page = await (await get(link ?? '')).text();
    expect(page).toContain(`<html lang="${language}"`);
    expect(page).toContain(escaped(shopText(language, 'resetFormSave')));
  });
});

test('a locale of another country is no page of the host: the mail is in the host’s language, linked there', async () => {
  const { email, ip } = unique('foreign-locale');
  const held = await postJson(
    '/web-api/customer-signup',
    { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
    { 'x-shop-locale': 'fr-CH', 'cf-connecting-ip': ip },
    DE,
  );
  expect(held.status).toBe(202);
  expect((await lastMail(email))?.subject).toBe(shopText('de', 'mailConfirmSubject'));
  expect((await confirmLink(email)).url.startsWith(`${DE}/web-api/customer-signup/confirm?token=`)).toBe(
    true,
  );
});
