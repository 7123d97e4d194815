// The gift-voucher page in every market: the amounts of its currency, a native form whose add puts the chosen amount
// into the basket through the basket API with the recipient and message, and refusals that add nothing.
import { describe, expect, test } from 'vitest';
import { GIFT_VOUCHER_AMOUNTS } from '../../shared/domain/gift-voucher';
import type { Currency, Language } from '../../shared/domain/markets';
import { formatPrice } from '../../shared/domain/prices';
import { GIFT_VOUCHER_TEXTS } from '../../shared/i18n/gift-voucher-texts';
import { api } from './basket-requests';
import { CH, DE, get, POSTER_GB, page } from './fetch';
import { cookieNamed } from './wishlist-requests';

const US = 'http://kartenliebe.com.localhost:8787';
const IT = 'http://kartenliebe.it.localhost:8787';
const BE = 'http://kartenliebe.be.localhost:8787';

/** The amounts the page offers, as shown. */
const shownAmounts = (html: string) =>
  [...html.matchAll(/data-gift-voucher-amount="(\d+)">([^<]+)</g)].map((match) => [
    Number(match[1]),
    match[2],
  ]);

const decode = (text: string) => text.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

describe('the page', () => {
  test.each<[string, string, Language, string, Currency]>([
    [DE, '/gift-voucher/', 'de', 'de-DE', 'eur'],
    [CH, '/fr/gift-voucher/', 'fr', 'fr-CH', 'chf'],
    [IT, '/de/gift-voucher/', 'de', 'de-IT', 'eur'],
    [BE, '/gift-voucher/', 'nl', 'nl-BE', 'eur'],
    [US, '/gift-voucher/', 'en', 'en-US', 'usd'],
    [POSTER_GB, '/gift-voucher', 'en', 'en-GB', 'gbp'],
  ])('%s%s answers in %s with the amounts in %s', async (base, path, language, locale, currency) => {
    const { response, html } = await page(`${base}${path}`);
    expect(response.status).toBe(200);
    expect(decode(html)).toContain(
      `<h1 class="font-head text-4xl font-semibold mb-4">${GIFT_VOUCHER_TEXTS[language].title}</h1>`,
    );
    expect(shownAmounts(html)).toEqual(
      GIFT_VOUCHER_AMOUNTS[currency].map((amount) => [amount, formatPrice(amount, currency, locale)]),
    );
    expect(html).toContain(`action="${path}"`);
    expect(/<input[^>]*name="recipient"[^>]*>/.exec(html)?.[0]).toContain('required=""');
    expect(html).toContain('<textarea name="message"');
  });

  test('the unprefixed page of a prefixed locale is the host language’s page', async () => {
    const response = await get(`${CH}/gift-voucher`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/gift-voucher/');
  });
});

/** Sends the page's form as a browser would; the answer and the basket cookie it set. */
async function send(
  base: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return get(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

interface Line {
  sku: string;
  format: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  context: Record<string, unknown>;
}

describe('adding the voucher', () => {
  test.each<[string, string, string, Currency, number]>([
    [DE, '/gift-voucher/', '/basket/', 'eur', 75],
    [CH, '/fr/gift-voucher/', '/fr/basket/', 'chf', 200],
    [POSTER_GB, '/gift-voucher', '/basket', 'gbp', 100],
    [US, '/gift-voucher/', '/basket/', 'usd', 25],
  ])('%s%s: the chosen amount lands in the basket', async (base, path, basket, currency, amount) => {
    const message = 'Alles Liebe zum Geburtstag!\nDeine Grace';
    const answer = await send(base, path, { amount: String(amount), recipient: ' Ada Lovelace ', message });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(basket);
    const cookie = cookieNamed(answer, 'basket_id');
    const read = (await (await api('GET', undefined, cookie, base)).json()) as {
      currency: string;
      lines: Line[];
      total: number;
    };
    expect(read.currency).toBe(currency);
    expect(read.lines).toEqual([
      {
        id: expect.any(Number),
        sku: 'gift-voucher',
        name: expect.any(String),
        format: String(amount),
        quantity: 1,
        unitPrice: amount,
        lineTotal: amount,
        context: { recipient: 'Ada Lovelace', message },
      },
    ]);
    expect(read.total).toBe(amount);
  });

  test.each<[Currency, string]>([
    ['eur', DE],
    ['chf', CH],
    ['gbp', POSTER_GB],
    ['usd', US],
  ])('every %s amount is priced at itself by the catalogue', async (currency, base) => {
    const amounts = GIFT_VOUCHER_AMOUNTS[currency];
    const items = amounts.map((amount) => ({ sku: 'gift-voucher', format: String(amount) }));
    const answer = await api('POST', { items }, '', base);
    expect(answer.status).toBe(201);
    const read = (await answer.json()) as { currency: string; lines: Line[] };
    expect(read.currency).toBe(currency);
    expect(read.lines.map((line) => [line.format, line.unitPrice])).toEqual(
      amounts.map((amount) => [String(amount), amount]),
    );
  });

  test.each<[string, Record<string, string>, string]>([
    ['an amount of another currency', { amount: '30', recipient: 'Ada' }, 'amount'],
    ['an amount not offered', { amount: '60', recipient: 'Ada' }, 'amount'],
    ['no recipient', { amount: '50', recipient: '' }, 'recipient'],
    ['a recipient with a web address', { amount: '50', recipient: 'Ada www.example.com' }, 'recipient'],
    ['a recipient on two lines', { amount: '50', recipient: 'Ada\nLovelace' }, 'recipient'],
    ['a message too long', { amount: '50', recipient: 'Ada', message: 'x'.repeat(251) }, 'message'],
    ['a message with a null byte', { amount: '50', recipient: 'Ada', message: 'Hi\u0000' }, 'message'],
  ])('%s: 400, the page says which field, nothing is added', async (_name, fields, field) => {
    const answer = await send(DE, '/gift-voucher/', fields);
    expect(answer.status).toBe(400);
    expect(answer.headers.getSetCookie().some((line) => line.startsWith('basket_id='))).toBe(false);
    const html = await answer.text();
    expect(html).toContain(`data-field-error="${field}"`);
    expect(html).toMatch(new RegExp(`name="${field === 'amount' ? 'recipient' : field}"`));
  });

  test('what was typed is shown again, as text', async () => {
    const answer = await send(DE, '/gift-voucher/', {
      amount: '60',
      recipient: '<b>Ada</b>',
      message: '<script>x</script>',
    });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('value="&lt;b&gt;Ada&lt;/b&gt;"');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;</textarea>');
    expect(html).not.toContain('<script>x</script>');
  });

  test('a post from another site is refused and adds nothing', async () => {
    const answer = await send(
      DE,
      '/gift-voucher/',
      { amount: '50', recipient: 'Ada' },
      { origin: 'https://evil.example' },
    );
    expect(answer.status).toBe(403);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });
});

describe('a discount code beside a gift voucher', () => {
  test('takes its share off the goods only: a gift voucher is money', async () => {
    const items = [
      { sku: 'gift-voucher', format: '50' },
      { sku: 'poster', format: '40x30' },
    ];
    const added = await api('POST', { items }, '', DE);
    expect(added.status).toBe(201);
    const basket = cookieNamed(added, 'basket_id');
    const applied = await get(`${DE}/web-api/voucher`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'WELCOME10' }),
    });
    expect(applied.status).toBe(200);
    const voucher = cookieNamed(applied, 'shop_voucher');
    const read = (await (await api('GET', undefined, `${basket}; ${voucher}`, DE)).json()) as {
      subtotal: number;
      voucher: { discount: number } | null;
      total: number;
    };
    // 10 % of the poster's 12.99, none of the voucher's 50.
    expect(read.subtotal).toBe(62.99);
    expect(read.voucher?.discount).toBe(1.3);
    expect(read.total).toBe(61.69);
  });
});
