// The basket (GET, POST and DELETE /web-api/basket): what the designer hands back and the accessories added with
// it, priced in the shop's currency, with the applied voucher taken off the total.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../env';
import { readBody, shopError } from '../http';
import { LineContextSchema } from './basket-context';
import { addLines, MAX_BASKET_LINES, removeLine } from './basket-lines';
import { addingOwner, basketOwner, readBasket, renewBasketCookie } from './basket-store';
import { type Market, marketPrices, requestMarket } from './market-prices';
import { IdSchema } from './query';

/**
 * Every call answers the basket `{ currency, lines: [{ id, sku, name, format, quantity, unitPrice, lineTotal,
 * context }], count, subtotal, voucher: { code, kind, value, discount } | null, total }` in the site's currency.
 * POST `{ items: [{ sku, format?, quantity?, context? }] }` adds one line per item (`context`: only the line's
 * known fields, `basket-context.ts`): an article and format the catalogue has no price for is a 404 naming it,
 * and nothing is added; without a format the article's cheapest one is taken; past 50 lines the POST is a 409
 * and adds none; an add that would open a client's 21st anonymous basket in an hour is a 429 and writes nothing.
 * DELETE `{ id }` removes a line of this visitor's basket. The owner is the logged-in customer, else the
 * anonymous basket the shop's signed cookie names (`__Host-basket_id` over https), which the first add sets; a
 * cookie the shop did not sign names no basket and is never merged. At login its lines join the customer's after
 * them, up to 50; an anonymous basket unwritten for 30 days is pruned.
 */
export const basketApi = new Hono<AppEnv>();

const Item = v.object({
  sku: IdSchema,
  format: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{0,32}$/, 'must be a format')), ''),
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5000)), 1),
  context: v.optional(LineContextSchema, {}),
});
const Add = v.object({ items: v.pipe(v.array(Item), v.minLength(1), v.maxLength(10)) });
const Remove = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });

/** The price row an item is added under: its own format, or without one the article's cheapest. */
async function pricedFormat(
  db: D1Database,
  item: v.InferOutput<typeof Item>,
  market: Market,
): Promise<string | null> {
  const prices = marketPrices(market);
  const row = await db
    .prepare(
      `SELECT format FROM ${prices.table} AS prices WHERE item_id = ? AND (? = '' OR format = ?)
       ORDER BY price_current LIMIT 1`,
    )
    .bind(...prices.binds, item.sku, item.format, item.format)
    .first<{ format: string }>();
  return row ? row.format : null;
}

basketApi.use('/web-api/basket', async (c, next) => {
  c.header('Cache-Control', 'private, no-store');
  await next();
});

basketApi.get('/web-api/basket', async (c) =>
  c.json(await readBasket(c, (await basketOwner(c))?.key ?? null, c.get('site').currency)),
);

basketApi.post('/web-api/basket', async (c) => {
  const body = await readBody(c, Add);
  if (!body.ok) return body.response;
  const db = c.env.SHOP_DB;
  const { currency } = c.get('site');
  const formats: string[] = [];
  for (const item of body.value.items) {
    const format = await pricedFormat(db, item, requestMarket(c, currency));
    if (format === null) {
      return shopError(c, 404, 'noPrice', { article: [item.sku, item.format].filter(Boolean).join(' ') });
    }
    formats.push(format);
  }
  const owner = await addingOwner(c);
  if (owner instanceof Response) return owner;
  const lines = body.value.items.map((item, index) => ({
    sku: item.sku,
    format: formats[index] ?? '',
    quantity: item.quantity,
    context: JSON.stringify(item.context),
  }));
  if (!(await addLines(db, owner, lines, Date.now()))) {
    return shopError(c, 409, 'basketFull', { max: MAX_BASKET_LINES });
  }
  renewBasketCookie(c, owner);
  return c.json(await readBasket(c, owner.key, currency), 201);
});

basketApi.delete('/web-api/basket', async (c) => {
  const body = await readBody(c, Remove);
  if (!body.ok) return body.response;
  const owner = await basketOwner(c);
  if (owner) {
    await removeLine(c.env.SHOP_DB, owner, body.value.id, Date.now());
    renewBasketCookie(c, owner);
  }
  return c.json(await readBasket(c, owner?.key ?? null, c.get('site').currency));
});
