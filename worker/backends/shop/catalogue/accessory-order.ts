// Card accessories ordered (POST /web-api/card-accessory-order): an accessory and its quantity put into the
// visitor's basket (the basket's own table and owner), a refusal warned as `error-add-accessory`.
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { CARD_QUANTITIES } from '../../../../shared/domain/cards';
import type { AppEnv } from '../../../env';
import { readBody, shopError, wantsJson } from '../http';
import { addAccessory, MAX_BASKET_LINES } from './basket-lines';
import { addingOwner, readBasket, renewBasketCookie } from './basket-store';
import { requestMarket } from './market-prices';
import { IdSchema } from './query';
import { findItem, priceAt } from './store';

/**
 * Body `{ sku, quantity = 1 }` (JSON or form; the quantity one of the card quantities). An accessory already in
 * the basket gets the quantity added (at most 5000). Answers 201 `{ added: { sku, quantity }, basket }` with the
 * basket as `GET /web-api/basket` reads it; a plain form post is sent back to the page it came from (303). An
 * unknown or unpriced accessory is a 404, a full basket a 409, a bad body a 400; each names the reason in
 * `message.text` and is warned as `error-add-accessory`.
 */
export const accessoryOrderApi = new Hono<AppEnv>();

const MAX_QUANTITY = 5000;
const Quantity = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'must be a number'), v.transform(Number))]),
  v.check((value) => CARD_QUANTITIES.includes(value), 'must be one of the card quantities'),
);
const Order = v.object({ sku: IdSchema, quantity: v.optional(Quantity, 1) });

/** The same-site page a form post came from, else the home page. */
function back(c: Context<AppEnv>): string {
  const site = c.get('site');
  try {
    const from = new URL(c.req.header('referer') ?? '');
    return from.origin === site.origin ? `${from.pathname}${from.search}` : '/';
  } catch {
    return '/';
  }
}

accessoryOrderApi.post('/web-api/card-accessory-order', async (c) => {
  c.header('Cache-Control', 'private, no-store');
  const log = c.get('log');
  const body = await readBody(c, Order);
  if (!body.ok) {
    log.warn('error-add-accessory', { reason: body.text });
    return body.response;
  }
  const { sku, quantity } = body.value;
  const db = c.env.SHOP_DB;
  const { currency } = c.get('site');
  const accessory = await findItem(db, sku, ['accessory']);
  if (!accessory || !(await priceAt(db, sku, '', requestMarket(c, currency)))) {
    log.warn('error-add-accessory', { sku, reason: accessory ? 'unpriced' : 'unknown' });
    return shopError(c, 404, 'unknownAccessory', { accessory: sku });
  }
  const owner = await addingOwner(c);
  if (owner instanceof Response) return owner;
  if (!(await addAccessory(db, owner, { sku, quantity, maxQuantity: MAX_QUANTITY }, Date.now()))) {
    log.warn('error-add-accessory', { sku, reason: 'basket-full' });
    return shopError(c, 409, 'basketFull', { max: MAX_BASKET_LINES });
  }
  renewBasketCookie(c, owner);
  if (!wantsJson(c)) return c.redirect(back(c), 303);
  return c.json({ added: { sku, quantity }, basket: await readBasket(c, owner.key, currency) }, 201);
});
