// Ordering a card accessory through the embedded shop: the accessory and its quantity go into the visitor's
// basket (one line per accessory, quantities added up), a plain form post is sent back to its page, and every
// refusal names its reason in `message.text` and is warned as `error-add-accessory`. The accessory order's
// totals come from the worker, checked: the price service's answer in the site's currency.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, test, vi } from 'vitest';
import worker from '../../worker/index';
import { postJson } from './accounts';
import { CH, DE, get, withTestVisitor } from './fetch';

const ORDER = '/web-api/card-accessory-order';

const basketCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('basket_id='))
    ?.split(';')[0] ?? '';

async function basketLines(cookie: string) {
  const response = await get(`${DE}/web-api/basket`, { headers: { cookie, accept: 'application/json' } });
  const body = (await response.json()) as { lines: { sku: string; quantity: number; lineTotal: number }[] };
  return body.lines.map(({ sku, quantity, lineTotal }) => [sku, quantity, lineTotal]);
}

describe('POST /web-api/card-accessory-order', () => {
  test('puts the accessory with its quantity into the basket; the same accessory again adds to its line', async () => {
    const price = await get(`${DE}/web-api/card-accessory-price?currency=eur&sku=ribbon&quantity=5`);
    const { priceCurrent: five } = (await price.json()) as { priceCurrent: number };
    const first = await postJson(ORDER, { sku: 'ribbon', quantity: 5 });
    expect(first.status).toBe(201);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const cookie = basketCookie(first);
    expect(cookie).toMatch(/^basket_id=[\w-]{43}\.[\w-]{43}$/);
    const answer = (await first.json()) as { added: unknown; basket: { lines: unknown[] } };
    expect(answer.added).toEqual({ sku: 'ribbon', quantity: 5 });
    expect(await basketLines(cookie)).toEqual([['ribbon', 5, five]]);
    const again = await postJson(ORDER, { sku: 'ribbon', quantity: 10 }, { cookie });
    expect(again.status).toBe(201);
    const more = await postJson(ORDER, { sku: 'gift-box' }, { cookie });
    expect(more.status).toBe(201);
    expect((await basketLines(cookie)).map(([sku, quantity]) => [sku, quantity])).toEqual([
      ['ribbon', 15],
      ['gift-box', 1],
    ]);
  });

  test('a plain form post lands in the basket and goes back to its page', async () => {
    const response = await get(`${DE}${ORDER}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: `${DE}/karten/hochzeitskarten/`,
      },
      body: 'sku=envelope-standard&quantity=50',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/karten/hochzeitskarten/');
    expect(await basketLines(basketCookie(response))).toEqual([
      ['envelope-standard', 50, expect.any(Number)],
    ]);
    const elsewhere = await get(`${DE}${ORDER}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://evil.example/x' },
      body: 'sku=ribbon',
    });
    expect(elsewhere.headers.get('location')).toBe('/');
  });

  test.each<[body: unknown, status: number, text: string]>([
    [{ sku: 'unicorn', quantity: 1 }, 404, 'Unbekanntes Zubehör unicorn'],
    // A card is sold in the catalogue, but it is no accessory.
    [{ sku: 'leinwand', quantity: 1 }, 404, 'Unbekanntes Zubehör leinwand'],
    [{ sku: 'ribbon', quantity: 7 }, 400, 'quantity'],
    [{ sku: 'Ribbon!' }, 400, 'sku'],
    [{ quantity: 5 }, 400, 'sku'],
  ])('%j is refused with %i, saying %s, and warned', async (body, status, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await postJson(ORDER, body);
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { message: { text: string } };
    expect(answer.message.text).toContain(text);
    expect(warn.mock.calls.flat().join('\n')).toContain('error-add-accessory');
    expect(response.headers.getSetCookie().some((line) => line.startsWith('basket_id='))).toBe(false);
    warn.mockRestore();
  });

  test('an order from another site is refused', async () => {
    const response = await postJson(ORDER, { sku: 'ribbon' }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  test('the display order of the accessory subtypes is still read with GET', async () => {
    const response = await get(`${DE}${ORDER}`);
    expect(((await response.json()) as { order: string[] }).order[0]).toBe('envelope');
  });
});

describe('GET /frontend-api/accessory-total', () => {
  const TOTAL = '/frontend-api/accessory-total';

  test.each([
    [DE, '', 'eur', 'ribbon', 5],
    [DE, '', 'eur', 'envelope-standard', 1],
    [CH, '/fr', 'chf', 'envelope-large', 100],
  ])(
    '%s%s: the price service’s total in %s of %s × %i, and nothing else',
    async (host, prefix, currency, sku, quantity) => {
      const service = await get(
        `${host}/web-api/card-accessory-price?currency=${currency}&sku=${sku}&quantity=${quantity}`,
      );
      const { priceCurrent, priceOriginal } = (await service.json()) as Record<string, number>;
      const response = await get(`${host}${prefix}${TOTAL}?sku=${sku}&quantity=${quantity}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ priceCurrent, priceOriginal });
    },
  );

  test.each([
    ['?sku=unicorn&quantity=1', 404],
    ['?sku=ribbon&quantity=7', 400],
    ['?sku=ribbon', 400],
    ['?sku=ribbon&quantity=0', 400],
    ['?sku=ribbon&quantity=five', 400],
    ['?sku=Ribbon!&quantity=1', 400],
    ['?quantity=1', 400],
  ])('%s has no total: %i', async (query, status) => {
    const response = await get(`${DE}${TOTAL}${query}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toHaveProperty('error');
  });

  test('with the price service down there is no total: 502, warned as price-unavailable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The embedded shop reports its own failure.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${DE}${TOTAL}?sku=ribbon&quantity=5`, withTestVisitor()),
      { ...env, FAULTS: 'shop-down' } as typeof env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(warn.mock.calls.flat().join('\n')).toContain('price-unavailable');
    warn.mockRestore();
    error.mockRestore();
  });
});
