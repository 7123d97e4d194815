// The price service: `/price-api/*` formats and articles over the D1 catalogue.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../env';
import { shopError } from '../http';
import { requestMarket } from './market-prices';
import { photoboxes, pricedFormats, withFormats } from './price-lists';
import { CurrencySchema, FormatSchema, IdSchema, readQuery } from './query';
import { findItem, itemsOf, priceAt } from './store';

/**
 * Every path needs `currency` (eur|chf|gbp|usd); prices are numbers with at most two decimals and every price
 * object is `{ priceCurrent, priceOriginal }` (equal without a sale). A bad query is a 400 naming the field,
 * an unknown id a 404.
 */
export const priceApi = new Hono<AppEnv>();

const Currency = v.object({ currency: CurrencySchema });
const ByMaterial = v.object({ currency: CurrencySchema, material: IdSchema });
const ByGroup = v.object({
  currency: CurrencySchema,
  formatGroup: v.picklist(['standard', 'din', 'square']),
});

/** `?currency&formatGroup` -> `{ currency, formatGroup, materials: [{ id, name, formats: [FormatRow] }] }`. */
priceApi.get('/price-api/prices/format-group-prices-images', async (c) => {
  const q = readQuery(c, ByGroup);
  if (!q.ok) return q.response;
  const items = (await itemsOf(c.env.SHOP_DB, ['material'])).filter((i) => i.grp === q.value.formatGroup);
  return c.json({
    ...q.value,
    materials: await withFormats(c.env.SHOP_DB, items, requestMarket(c, q.value.currency)),
  });
});

/** `?currency&article&format?` -> `{ currency, article, format, priceCurrent, priceOriginal }`. */
priceApi.get('/price-api/prices/article', async (c) => {
  const q = readQuery(
    c,
    v.object({ currency: CurrencySchema, article: IdSchema, format: v.optional(FormatSchema) }),
  );
  if (!q.ok) return q.response;
  const format = q.value.format ?? '';
  const price = await priceAt(c.env.SHOP_DB, q.value.article, format, requestMarket(c, q.value.currency));
  if (!price) return shopError(c, 404, 'noPrice', { article: `${q.value.article} ${format}`.trim() });
  return c.json({ currency: q.value.currency, article: q.value.article, format, ...price });
});

/** `?currency&formatGroup` -> `{ currency, formatGroup, materials: [{ id, name, fromPrice: Price }] }`. */
priceApi.get('/price-api/prices/format-group', async (c) => {
  const q = readQuery(c, ByGroup);
  if (!q.ok) return q.response;
  const items = (await itemsOf(c.env.SHOP_DB, ['material'])).filter((i) => i.grp === q.value.formatGroup);
  const materials = (await withFormats(c.env.SHOP_DB, items, requestMarket(c, q.value.currency))).map(
    ({ formats, ...item }) => {
      const [cheapest] = formats;
      return {
        ...item,
        fromPrice: { priceCurrent: cheapest?.priceCurrent ?? 0, priceOriginal: cheapest?.priceOriginal ?? 0 },
      };
    },
  );
  return c.json({ ...q.value, materials });
});

/** `?currency&material` -> `{ currency, material, formats: [FormatRow] }`, cheapest first. */
priceApi.get('/price-api/prices/formats', async (c) => {
  const q = readQuery(c, ByMaterial);
  if (!q.ok) return q.response;
  const item = await findItem(c.env.SHOP_DB, q.value.material);
  if (!item) return shopError(c, 404, 'unknownMaterial', { material: q.value.material });
  return c.json({
    ...q.value,
    formats: await pricedFormats(c.env.SHOP_DB, item.id, requestMarket(c, q.value.currency)),
  });
});

/** `?currency` -> `{ currency, photoboxes: [{ id, kind, name, formats: [FormatRow] }] }` (boxes and prints). */
priceApi.get('/price-api/photoboxes', async (c) => {
  const q = readQuery(c, Currency);
  if (!q.ok) return q.response;
  return c.json({
    currency: q.value.currency,
    photoboxes: await photoboxes(c.env.SHOP_DB, requestMarket(c, q.value.currency)),
  });
});
