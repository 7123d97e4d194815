// The applied voucher's cookie names a voucher only when the shop signed it, and no check of a code goes
// uncounted: a refused code in the cookie counts against the client's refused codes like one typed into the
// form, is logged as `error-add-voucher` and is cleared.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { REFUSED_CODE_LIMIT } from '../../worker/backends/shop/catalogue/voucher';
import { limitKey } from '../../worker/backends/shop/customers/rate-limit';
import { addressKey } from '../../worker/site/client-address';
import { api } from './basket-requests';
import { DE, get, testAddress } from './fetch';
import { cookieNamed } from './wishlist-requests';

const HTTPS = 'https://kartenliebe.de';
const SIGNATURE = /^shop_voucher=WELCOME10\.[\w-]{43}$/;

interface Answer {
  subtotal: number;
  total: number;
  voucher: { code: string } | null;
}

afterEach(() => vi.restoreAllMocks());

/** A basket holding one poster: its cookie. */
async function aBasket(base = DE): Promise<string> {
  const added = await api('POST', { items: [{ sku: 'poster', format: '40x30' }] }, '', base);
  expect(added.status).toBe(201);
  return cookieNamed(added, base === HTTPS ? '__Host-basket_id' : 'basket_id');
}

/** Applies a code from the client: the answer and the cookie it sets. */
async function apply(code: string, client: string, base = DE) {
  const response = await get(`${base}/web-api/voucher`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': client },
    body: JSON.stringify({ code }),
  });
  return { response, cookie: cookieNamed(response, base === HTTPS ? '__Host-shop_voucher' : 'shop_voucher') };
}

/** The basket as the client with these cookies reads it. */
async function read(cookie: string, client = testAddress(), base = DE) {
  const response = await get(`${base}/web-api/basket`, {
    headers: { accept: 'application/json', cookie, 'cf-connecting-ip': client },
  });
  return { response, answer: (await response.json()) as Answer };
}

const warnings = () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return () =>
    warn.mock.calls
      .map(([line]) => JSON.parse(String(line)) as { id: string; reason?: string; from?: string })
      .filter((line) => line.id === 'error-add-voucher');
};

describe('the voucher cookie', () => {
  test('an accepted code is remembered signed, and the basket takes it off', async () => {
    const basket = await aBasket();
    const { cookie } = await apply('welcome10', testAddress());
    expect(cookie).toMatch(SIGNATURE);
    const { answer } = await read(`${basket}; ${cookie}`);
    expect(answer.voucher?.code).toBe('WELCOME10');
    expect(answer.total).toBeLessThan(answer.subtotal);
  });

  test.each([
    ['a bare code', async () => 'WELCOME10'],
    ['a forged signature', async () => `WELCOME10.${'A'.repeat(43)}`],
    [
      "another code's signature",
      async () => `WELCOME10.${(await apply('CARDS5', testAddress())).cookie.split('.')[1]}`,
    ],
    ["the basket's signed id", async () => (await aBasket()).slice('basket_id='.length)],
  ])('%s names no voucher: logged, counted and cleared', async (_, value) => {
    const claimed = await value();
    const basket = await aBasket();
    const logged = warnings();
    const { response, answer } = await read(`${basket}; shop_voucher=${claimed}`);
    expect(answer.voucher).toBeNull();
    expect(answer.total).toBe(answer.subtotal);
    expect(logged()).toEqual([expect.objectContaining({ reason: 'unsigned', from: 'cookie' })]);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/shop_voucher=; Max-Age=0/);
  });

  test('guesses through the cookie use up the client’s refused codes, as guesses in the form do', async () => {
    const client = testAddress();
    const basket = await aBasket();
    const logged = warnings();
    for (let guess = 0; guess < REFUSED_CODE_LIMIT; guess++) {
      const { answer } = await read(`${basket}; shop_voucher=GUESS${guess}`, client);
      expect(answer.voucher).toBeNull();
    }
    expect(logged()).toHaveLength(REFUSED_CODE_LIMIT);
    const { response } = await apply('WELCOME10', client);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another client still applies it.
    expect((await apply('WELCOME10', testAddress())).response.status).toBe(200);
  });

  test('a signed code no longer valid is refused when read: logged, counted and cleared', async () => {
    const code = `GONE-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
    await env.SHOP_DB.prepare(
      "INSERT INTO vouchers (code, kind, value, currency, valid_until) VALUES (?, 'percent', 5, NULL, '2099-12-31')",
    )
      .bind(code)
      .run();
    const client = testAddress();
    const { cookie } = await apply(code, client);
    const basket = await aBasket();
    expect((await read(`${basket}; ${cookie}`, client)).answer.voucher?.code).toBe(code);
    await env.SHOP_DB.prepare("UPDATE vouchers SET valid_until = '2000-01-01' WHERE code = ?")
      .bind(code)
      .run();
    const logged = warnings();
    const { response, answer } = await read(`${basket}; ${cookie}`, client);
    expect(answer.voucher).toBeNull();
    expect(logged()).toEqual([expect.objectContaining({ reason: 'expired', from: 'cookie' })]);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/shop_voucher=; Max-Age=0/);
    const key = await limitKey('voucher', addressKey(client));
    const row = await env.SHOP_DB.prepare('SELECT count FROM rate_limits WHERE key = ?')
      .bind(key)
      .first<{ count: number }>();
    expect(row?.count).toBe(1);
  });

  test('over https it is __Host-shop_voucher (Secure, HttpOnly, Path=/); the plain name is not read there', async () => {
    const basket = await aBasket(HTTPS);
    const { response, cookie } = await apply('WELCOME10', testAddress(), HTTPS);
    const line =
      response.headers.getSetCookie().find((value) => value.startsWith('__Host-shop_voucher=')) ?? '';
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/Domain=/i);
    expect((await read(`${basket}; ${cookie}`, testAddress(), HTTPS)).answer.voucher?.code).toBe('WELCOME10');
    const plain = cookie.replace('__Host-', '');
    expect((await read(`${basket}; ${plain}`, testAddress(), HTTPS)).answer.voucher).toBeNull();
  });
});
