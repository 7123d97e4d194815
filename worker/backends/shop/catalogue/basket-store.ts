// The basket's rows on D1: whose basket a request reaches (the customer's, else the anonymous cookie's), the
// merge at login, and the basket priced in a currency with the applied voucher.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../../env';
import { randomToken, sha256Hex, TOKEN_PATTERN } from '../customers/crypto';
import { sessionCustomer } from '../customers/session';
import { type Currency, money } from './query';
import { findVoucher, VOUCHER_COOKIE } from './voucher';

const BASKET_COOKIE = 'basket_id';

function cookieOptions(c: Context<AppEnv>) {
  const secure = new URL(c.req.url).protocol === 'https:';
  return { path: '/', httpOnly: true, sameSite: 'Lax', secure } as const;
}

/** The anonymous basket's owner, from its cookie; with `create` a missing cookie is set (one year). */
async function anonymousOwner(c: Context<AppEnv>, create: boolean): Promise<string | null> {
  let id = getCookie(c, BASKET_COOKIE);
  if (!id || !TOKEN_PATTERN.test(id)) {
    if (!create) return null;
    id = randomToken();
    setCookie(c, BASKET_COOKIE, id, { ...cookieOptions(c), maxAge: 31_536_000 });
  }
  return sha256Hex(`basket:${id}`);
}

const customerOwner = (customerId: number) => `customer:${customerId}`;

/** The owner of this visitor's basket: the logged-in customer, else the anonymous cookie. */
export async function basketOwner(c: Context<AppEnv>, create: boolean): Promise<string | null> {
  const customer = await sessionCustomer(c);
  return customer ? customerOwner(customer.id) : anonymousOwner(c, create);
}

/** At login: the anonymous basket's lines join the customer's, and its cookie goes. */
export async function mergeAnonymousBasket(c: Context<AppEnv>, customerId: number): Promise<void> {
  const anonymous = await anonymousOwner(c, false);
  if (!anonymous) return;
  await c.env.SHOP_DB.prepare('UPDATE basket_items SET owner = ? WHERE owner = ?')
    .bind(customerOwner(customerId), anonymous)
    .run();
  deleteCookie(c, BASKET_COOKIE, cookieOptions(c));
}

/** How many lines the customer's basket has: the header's cart count. */
export async function basketCount(db: D1Database, customerId: number): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM basket_items WHERE owner = ?')
    .bind(customerOwner(customerId))
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

/** The applied voucher's discount in cents, or null when the cookie names no code valid here today. */
async function voucherDiscount(
  c: Context<AppEnv>,
  currency: Currency,
  subtotal: number,
): Promise<BasketAnswer['voucher']> {
  const code = getCookie(c, VOUCHER_COOKIE);
  if (!code || !/^[A-Z0-9-]{1,32}$/.test(code)) return null;
  const { row, reason } = await findVoucher(c.env.SHOP_DB, code, currency);
  if (!row || reason) return null;
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
  currency: Currency,
): Promise<R[]> {
  const wanted = [...new Set(rows.flatMap((row) => partsOf(row.context)))];
  if (wanted.length === 0) return [...rows];
  const { results } = await db
    .prepare(
      `SELECT item_id, format, price_current FROM catalogue_prices
       WHERE currency = ? AND item_id IN (${wanted.map(() => '?').join(', ')})`,
    )
    .bind(currency, ...wanted)
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

/** The owner's basket priced in `currency`; a line the catalogue no longer prices is left out. */
export async function readBasket(
  c: Context<AppEnv>,
  owner: string | null,
  currency: Currency,
): Promise<BasketAnswer> {
  const { results } = owner
    ? await c.env.SHOP_DB.prepare(
        `SELECT basket_items.id, basket_items.sku, catalogue_items.name, basket_items.format,
           basket_items.quantity, basket_items.context, catalogue_prices.price_current AS cents
         FROM basket_items JOIN catalogue_items ON catalogue_items.id = basket_items.sku
         LEFT JOIN catalogue_prices ON catalogue_prices.item_id = basket_items.sku
           AND catalogue_prices.format = basket_items.format AND catalogue_prices.currency = ?
         WHERE basket_items.owner = ? ORDER BY basket_items.id`,
      )
        .bind(currency, owner)
        .all<LineRow>()
    : { results: [] as LineRow[] };
  const priced = await withParts(
    c.env.SHOP_DB,
    results.filter((row): row is LineRow & { cents: number } => row.cents !== null),
    currency,
  );
  const subtotal = priced.reduce((sum, row) => sum + row.cents * row.quantity, 0);
  const voucher = priced.length > 0 ? await voucherDiscount(c, currency, subtotal) : null;
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
