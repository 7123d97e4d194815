// Product prices of the configurators: calendar, photo book, card, card accessory and the calculator SKU.
import { Hono } from 'hono';
import * as v from 'valibot';
import { CALENDAR_TYPES } from '../../../../shared/domain/calendars';
import { CARD_QUANTITIES, CARD_REFINEMENTS, DEFAULT_CARD_QUANTITY } from '../../../../shared/domain/cards';
import { PHOTOBOOK_TYPES } from '../../../../shared/domain/photobooks';
import type { AppEnv } from '../../../env';
import { shopError } from '../http';
import { requestMarket } from './market-prices';
import { CurrencySchema, FormatSchema, IdSchema, money, type Price, readQuery, times } from './query';
import { priceAt } from './store';

/**
 * Every answer is `{ currency, ...the validated selection, unitPrice: Price, priceCurrent, priceOriginal }`
 * with the totals for the quantity; the calculator reference is the spec's SKU
 * `{ context, priceCurrent, priceOriginal }`. A format the product is not sold in is a 404.
 */
export const productPrices = new Hono<AppEnv>();

const intText = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,5}$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  );

const Calendar = v.object({
  currency: CurrencySchema,
  calendarType: v.picklist(CALENDAR_TYPES),
  formatType: FormatSchema,
  amount: v.optional(intText(1, 100), '1'),
});
const Photobook = v.object({
  currency: CurrencySchema,
  photobookType: v.picklist(PHOTOBOOK_TYPES),
  photobookCover: v.picklist(['hard', 'soft']),
  photobookFormat: FormatSchema,
  photobookPageCount: v.optional(
    v.pipe(
      intText(24, 200),
      v.check((n) => n % 2 === 0, 'must be even'),
    ),
    '24',
  ),
});
const QuantityText = v.pipe(
  intText(1, 5000),
  v.check((n) => CARD_QUANTITIES.includes(n), 'must be one of the card quantities'),
);
const Card = v.object({
  currency: CurrencySchema,
  refinementType: v.optional(v.picklist(CARD_REFINEMENTS), 'ohne'),
  format: FormatSchema,
  quantity: v.optional(QuantityText, String(DEFAULT_CARD_QUANTITY)),
});
const CardAccessory = v.object({
  currency: CurrencySchema,
  sku: IdSchema,
  quantity: v.optional(QuantityText, '1'),
});
const Reference = v.object({ currency: CurrencySchema, material: IdSchema, format: FormatSchema });

const total = (unit: Price, quantity: number) => ({ unitPrice: unit, ...times(unit, quantity) });

/** `?currency&calendarType&formatType&amount=1` (1..100). */
productPrices.get('/web-api/calendar-price', async (c) => {
  const q = readQuery(c, Calendar);
  if (!q.ok) return q.response;
  const unit = await priceAt(
    c.env.SHOP_DB,
    q.value.calendarType,
    q.value.formatType,
    requestMarket(c, q.value.currency),
  );
  if (!unit)
    return shopError(c, 404, 'notInFormat', { item: q.value.calendarType, format: q.value.formatType });
  return c.json({ ...q.value, ...total(unit, q.value.amount) });
});

/** `?currency&photobookType&photobookCover&photobookFormat&photobookPageCount=24`; each page over 24 adds 1 %. */
productPrices.get('/web-api/photobook-price', async (c) => {
  const q = readQuery(c, Photobook);
  if (!q.ok) return q.response;
  const id = `${q.value.photobookType}-${q.value.photobookCover}`;
  const base = await priceAt(c.env.SHOP_DB, id, q.value.photobookFormat, requestMarket(c, q.value.currency));
  if (!base) return shopError(c, 404, 'notInFormat', { item: id, format: q.value.photobookFormat });
  const factor = 1 + (q.value.photobookPageCount - 24) / 100;
  const scale = (amount: number) => money(Math.round(amount * 100 * factor));
  return c.json({
    ...q.value,
    priceCurrent: scale(base.priceCurrent),
    priceOriginal: scale(base.priceOriginal),
  });
});

/** `?currency&refinementType=ohne&format&quantity=50` (quantity from the card quantity list). */
productPrices.get('/web-api/card-price', async (c) => {
  const q = readQuery(c, Card);
  if (!q.ok) return q.response;
  const id = q.value.refinementType === 'ohne' ? 'card-matt' : `card-${q.value.refinementType}`;
  const unit = await priceAt(c.env.SHOP_DB, id, q.value.format, requestMarket(c, q.value.currency));
  if (!unit) return shopError(c, 404, 'notInFormat', { item: 'card', format: q.value.format });
  return c.json({ ...q.value, ...total(unit, q.value.quantity) });
});

/** `?currency&sku&quantity=1`: an accessory (envelope, ribbon, gift box) for a card order. */
productPrices.get('/web-api/card-accessory-price', async (c) => {
  const q = readQuery(c, CardAccessory);
  if (!q.ok) return q.response;
  const unit = await priceAt(c.env.SHOP_DB, q.value.sku, '', requestMarket(c, q.value.currency));
  if (!unit) return shopError(c, 404, 'unknownAccessory', { accessory: q.value.sku });
  return c.json({ ...q.value, ...total(unit, q.value.quantity) });
});

/** `?currency&material&format` -> the calculator SKU `{ context: { material, format }, priceCurrent, priceOriginal }`. */
productPrices.get('/web-api/calculator/reference', async (c) => {
  const q = readQuery(c, Reference);
  if (!q.ok) return q.response;
  const price = await priceAt(
    c.env.SHOP_DB,
    q.value.material,
    q.value.format,
    requestMarket(c, q.value.currency),
  );
  if (!price) return shopError(c, 404, 'notInFormat', { item: q.value.material, format: q.value.format });
  return c.json({
    context: { material: q.value.material, format: q.value.format, currency: q.value.currency },
    ...price,
  });
});
