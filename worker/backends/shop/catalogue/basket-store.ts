// The basket's owner and its priced rows on D1: whose basket a request reaches (the customer's, else the one the
// shop's signed anonymous cookie names), the merge at login, and the basket priced in a market with the voucher.
import type { Context } from 'hono';
import { GIFT_VOUCHER_SKU } from '../../../../shared/domain/gift-voucher';
import type { AppEnv } from '../../../env';
import { sessionCustomer } from '../customers/session';
import { shopError } from '../http';
import { anonymousCookie } from './anonymous-cookie';
import { reserveOpening, tooManyOpenings } from './anonymous-openings';
import { type BasketOwner, mergeLines } from './basket-lines';
import { type Market, marketPrices, requestMarket } from './market-prices';
import { type Currency, money } from './query';
import { appliedVoucher } from './voucher';

/** `__Host-basket_id` over https, `basket_id` on plain http; a value the shop did not sign names no basket. */
const BASKET_COOKIE = anonymousCookie({
  name: 'basket_id',
  ownerPrefix: 'basket',
});

const customerOwner = (customerId: number) => `customer:${customerId}`;

/** The owner of this visitor's basket: the signed-in customer, else the anonymous cookie's basket, else null. */
export async function basketOwner(c: Context<AppEnv>): Promise<BasketOwner | null> {
  const customer = await sessionCustomer(c);
  if (customer) return { key: customerOwner(customer.id), anonymous: false };
  const anonymous = await BASKET_COOKIE.owner(c);
  return anonymous ? { key: anonymous, anonymous: true } : null;
}

/**
 * The owner an add goes to: this visitor's basket, else a new anonymous one, counted against the client's
 * openings. Or the answer refusing the add: 429 past the client's openings, 500 where no secret is configured;
 * nothing is written then.
 */
export async function addingOwner(c: Context<AppEnv>): Promise<BasketOwner | Response> {
  const found = await basketOwner(c);
  if (found) return found;
  const opening = await reserveOpening(c, 'basket');
  if (!opening.ok) return tooManyOpenings(c, 'basket', opening.retryAfter);
  const issued = await BASKET_COOKIE.issue(c);
  return issued ? { key: issued, anonymous: true } : shopError(c, 500, 'noBasketOwner');
}

/** After a write: an anonymous basket's cookie lives 30 days from its last write. */
export function renewBasketCookie(c: Context<AppEnv>, owner: BasketOwner): void {
  if (owner.anonymous) BASKET_COOKIE.renew(c);
}

/** At login: the anonymous basket's lines join the customer's within the cap, and the anonymous cookie goes. */
export async function mergeAnonymousBasket(c: Context<AppEnv>, customerId: number): Promise<void> {
  const anonymous = await BASKET_COOKIE.owner(c);
  if (anonymous) await mergeLines(c.env.SHOP_DB, anonymous, customerOwner(customerId));
  BASKET_COOKIE.drop(c);
}

/** How many lines the customer's basket has: the header's cart count. */
export async function basketCount(db: D1Database, customerId: number): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM basket_items WHERE owner = ?')
    .bind(customerOwner(customerId))
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** How many lines the anonymous cookie's basket has: the header's cart count before a login; 0 without one. */
export async function anonymousBasketCount(c: Context<AppEnv>): Promise<number> {
  const owner = await BASKET_COOKIE.owner(c);
  if (!owner) return 0;
  const row = await c.env.SHOP_DB.prepare('SELECT COUNT(*) AS n FROM basket_items WHERE owner = ?')
    .bind(owner)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** One basket line as the shop answers it; prices in the basket's currency. */
export interface BasketLine {
  id: number;
  sku: string;
  name: string;
  format: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  context: Record<string, string | number | boolean>;
}

export interface BasketAnswer {
  currency: Currency;
  lines: BasketLine[];
  count: number;
  subtotal: number;
  voucher: { code: string; kind: 'percent' | 'amount'; value: number; discount: number } | null;
  total: number;
}

interface LineRow {
  id: number;
  sku: string;
  name: string;
  format: string;
  quantity: number;
  context: string;
  cents: number | null;
}

/** The applied voucher's discount in cents, or null when the cookie names no signed code valid here today. */
async function voucherDiscount(
  c: Context<AppEnv>,
  currency: Currency,
  subtotal: number,
): Promise<BasketAnswer['voucher']> {
  const row = await appliedVoucher(c, currency);
  if (!row) return null;
  const cents =
    row.kind === 'percent' ? Math.round((subtotal * row.value) / 100) : Math.min(row.value, subtotal);
  return {
    code: row.code,
    kind: row.kind,
    value: row.kind === 'amount' ? money(row.value) : row.value,
    discount: money(cents),
  };
}

/** The parts a line's context names as charged on top of its article (frame, options), comma-separated. */
const partsOf = (context: string): string[] => {
  const parts = (JSON.parse(context) as { parts?: unknown }).parts;
  return typeof parts === 'string' && parts !== '' ? parts.split(',') : [];
};

/**
 * Lines with their parts' prices added, as the storefront shows the choice: a frame at the line's format, an
 * option at its one price. A line with a part the catalogue does not price is left out.
 */
async function withParts<R extends LineRow & { cents: number }>(
  db: D1Database,
  rows: readonly R[],
  market: Market,
): Promise<R[]> {
  const wanted = [...new Set(rows.flatMap((row) => partsOf(row.context)))];
  if (wanted.length === 0) return [...rows];
  const prices = marketPrices(market);
  const { results } = await db
    .prepare(
      `SELECT item_id, format, price_current FROM ${prices.table} AS prices
       WHERE item_id IN (${wanted.map(() => '?').join(', ')})`,
    )
    .bind(...prices.binds, ...wanted)
    .all<{ item_id: string; format: string; price_current: number }>();
  const priceOf = (id: string, format: string) =>
    (
      results.find((row) => row.item_id === id && row.format === format) ??
      results.find((row) => row.item_id === id && row.format === '')
    )?.price_current;
  return rows.flatMap((row) => {
    let cents = row.cents;
    for (const part of partsOf(row.context)) {
      const price = priceOf(part, row.format);
      if (price === undefined) return [];
      cents += price;
    }
    return [{ ...row, cents }];
  });
}

/**
 * The owner's basket priced in `currency` at the prices of the request's market; a line the catalogue no longer
 * prices is left out.
 */
export async function readBasket(
  c: Context<AppEnv>,
  owner: string | null,
  currency: Currency,
): Promise<BasketAnswer> {
  const market = requestMarket(c, currency);
  const prices = marketPrices(market);
  const { results } = owner
    ? await c.env.SHOP_DB.prepare(
        `SELECT basket_items.id, basket_items.sku, catalogue_items.name, basket_items.format,
           basket_items.quantity, basket_items.context, prices.price_current AS cents
         FROM basket_items JOIN catalogue_items ON catalogue_items.id = basket_items.sku
         LEFT JOIN ${prices.table} AS prices ON prices.item_id = basket_items.sku
           AND prices.format = basket_items.format
         WHERE basket_items.owner = ? ORDER BY basket_items.id`,
      )
        .bind(...prices.binds, owner)
        .all<LineRow>()
    : { results: [] as LineRow[] };
  const priced = await withParts(
    c.env.SHOP_DB,
    results.filter((row): row is LineRow & { cents: number } => row.cents !== null),
    market,
  );
  const subtotal = priced.reduce((sum, row) => sum + row.cents * row.quantity, 0);
  // A gift voucher is money, not goods: no discount code takes anything off it.
  const discountable = priced
    .filter((row) => row.sku !== GIFT_VOUCHER_SKU)
    .reduce((sum, row) => sum + row.cents * row.quantity, 0);
  const voucher = discountable > 0 ? await voucherDiscount(c, currency, discountable) : null;
  const discount = voucher ? Math.round(voucher.discount * 100) : 0;
  return {
    currency,
    lines: priced.map((row) => ({
      id: row.id,
      sku: row.sku,
      name: row.name,
      format: row.format,
      quantity: row.quantity,
      unitPrice: money(row.cents),
      lineTotal: money(row.cents * row.quantity),
      context: JSON.parse(row.context),
    })),
    count: priced.length,
    subtotal: money(subtotal),
    voucher,
    total: money(subtotal - discount),
  };
}
