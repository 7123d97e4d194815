// Prices per market: a country may pay its own price in a currency it shares (Austria's envelopes are not
// Germany's), in the price service's answers, in the basket and on the basket page; and a page kept for one
// market is never what another market's shoppers see.
import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { postJson } from './accounts';
import { CH, DE, get, islandProps, page, revealed } from './fetch';

const AT = 'http://kartenliebe.at.localhost:8787';

/** Envelopes by size group, per market: the shop's list prices. */
const ENVELOPES: [host: string, currency: string, sku: string, price: number, shown: RegExp][] = [
  [DE, 'eur', 'envelope-standard', 0.95, /0,95\s€/],
  [AT, 'eur', 'envelope-standard', 1.0, /€\s1,00/],
  [CH, 'chf', 'envelope-standard', 1.0, /CHF\s1\.00/],
  [DE, 'eur', 'envelope-compact', 1.1, /1,10\s€/],
  [AT, 'eur', 'envelope-compact', 1.5, /€\s1,50/],
  [CH, 'chf', 'envelope-compact', 1.2, /CHF\s1\.20/],
  [DE, 'eur', 'envelope-large', 1.8, /1,80\s€/],
  [AT, 'eur', 'envelope-large', 1.5, /€\s1,50/],
  [CH, 'chf', 'envelope-large', 2.9, /CHF\s2\.90/],
];

const basketCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('basket_id='))
    ?.split(';')[0] ?? '';

describe('envelope prices by market', () => {
  test.each(ENVELOPES)('%s: the card accessory price of %s %s is %d', async (host, currency, sku, price) => {
    const answer = await get(`${host}/web-api/card-accessory-price?currency=${currency}&sku=${sku}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ priceCurrent: price, priceOriginal: price });
    const list = await get(`${host}/web-api/card-accessories?currency=${currency}`);
    const { accessories } = (await list.json()) as { accessories: { sku: string; priceCurrent: number }[] };
    expect(accessories.find((row) => row.sku === sku)?.priceCurrent).toBe(price);
  });

  test.each(ENVELOPES)('%s: the basket holds %s %s at %d', async (host, _currency, sku, price, shown) => {
    const added = await postJson('/web-api/card-accessory-order', { sku, quantity: 1 }, {}, host);
    expect(added.status).toBe(201);
    const { basket } = (await added.json()) as { basket: { lines: { sku: string; unitPrice: number }[] } };
    expect(basket.lines).toEqual([expect.objectContaining({ sku, unitPrice: price, lineTotal: price })]);
    const cookie = basketCookie(added);
    const api = await get(`${host}/web-api/basket`, { headers: { cookie, accept: 'application/json' } });
    expect(((await api.json()) as { total: number }).total).toBe(price);
    const { html } = await page(`${host}/basket/`, { headers: { cookie } });
    const line = new RegExp(`data-basket-line="${sku}"[\\s\\S]*?</tr>`).exec(revealed(html))?.[0] ?? '';
    expect(line.replace(/&nbsp;|[\u00a0\u202f]/g, ' ')).toMatch(shown);
  });

  test('a country without its own row pays the currency’s: Luxembourg and Liechtenstein', async () => {
    const at = async (host: string, currency: string) =>
      (
        (await (
          await get(`${host}/web-api/card-accessory-price?currency=${currency}&sku=envelope-standard`)
        ).json()) as { priceCurrent: number }
      ).priceCurrent;
    expect(await at('http://kartenliebe.lu.localhost:8787', 'eur')).toBe(0.95);
    expect(await at('http://kartenliebe.li.localhost:8787', 'chf')).toBe(1.0);
  });
});

/** Every price a product page hands its calculator island, in order. */
const calculatorPrices = (html: string): number[] =>
  [...JSON.stringify(islandProps(html, 'calculator')).matchAll(/"priceCurrent":([\d.]+)/g)].map((match) =>
    Number(match[1]),
  );

test('a product page kept for Germany is not what Austria sees: each market its own calculator prices', async () => {
  // Austria pays a cent more for every card: its own rows for each.
  await env.SHOP_DB.prepare(
    `INSERT OR REPLACE INTO catalogue_prices (item_id, format, currency, country, price_current, price_original)
     SELECT item_id, format, currency, 'AT', price_current + 1, NULL FROM catalogue_prices
     WHERE currency = 'eur' AND country = '' AND item_id LIKE 'card-%'`,
  ).run();
  const path = '/karten/hochzeitskarten/';
  const german = await page(`${DE}${path}`);
  expect(german.response.status).toBe(200);
  const germanPrices = calculatorPrices(german.html);
  expect(germanPrices.length).toBeGreaterThan(0);
  for (let round = 0; round < 2; round++) {
    // The second round is answered from what the first kept.
    const austrian = calculatorPrices((await page(`${AT}${path}`)).html);
    expect(austrian).toEqual(germanPrices.map((price) => Math.round(price * 100 + 1) / 100));
    expect(calculatorPrices((await page(`${DE}${path}`)).html)).toEqual(germanPrices);
  }
});
