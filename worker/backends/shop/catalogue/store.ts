// D1 reads of the catalogue: items and their prices per market and format.
import { type Market, marketPrices } from './market-prices';
import type { Price } from './query';
import { priceOf } from './query';

/** A catalogue row: an article or material (`kind`) with its group (format group, option group, frame family). */
export interface Item {
  id: string;
  kind: string;
  name: string;
  grp: string;
}

interface PriceRow {
  item_id: string;
  format: string;
  price_current: number;
  price_original: number | null;
}

/** One priced format of an item. */
export interface FormatPrice extends Price {
  itemId: string;
  format: string;
}

/** The item with this id and, when given, of this kind; null when there is none. */
export function findItem(db: D1Database, id: string, kinds?: readonly string[]): Promise<Item | null> {
  const kindFilter = kinds ? ` AND kind IN (${kinds.map(() => '?').join(', ')})` : '';
  return db
    .prepare(`SELECT id, kind, name, grp FROM catalogue_items WHERE id = ?${kindFilter}`)
    .bind(id, ...(kinds ?? []))
    .first<Item>();
}

/** Every item of the given kinds, in id order. */
export async function itemsOf(db: D1Database, kinds: readonly string[]): Promise<Item[]> {
  const { results } = await db
    .prepare(`SELECT id, kind, name, grp FROM catalogue_items WHERE kind IN (${kinds.map(() => '?').join(', ')})
      ORDER BY id`)
    .bind(...kinds)
    .all<Item>();
  return results;
}

/** Every priced format of these items in one market, cheapest first per item. */
export async function pricesOf(db: D1Database, itemIds: readonly string[], market: Market) {
  if (itemIds.length === 0) return [];
  const prices = marketPrices(market);
  const { results } = await db
    .prepare(`SELECT item_id, format, price_current, price_original FROM ${prices.table} AS prices
      WHERE item_id IN (${itemIds.map(() => '?').join(', ')})
      ORDER BY item_id, price_current, format`)
    .bind(...prices.binds, ...itemIds)
    .all<PriceRow>();
  return results.map(
    (row): FormatPrice => ({
      itemId: row.item_id,
      format: row.format,
      ...priceOf(row.price_current, row.price_original),
    }),
  );
}

/** Items with their cheapest price in one market (0 when an item has none there). */
export async function withPrices<T extends { id: string }>(
  db: D1Database,
  items: readonly T[],
  market: Market,
) {
  const prices = await pricesOf(
    db,
    items.map((item) => item.id),
    market,
  );
  return items.map((item) => {
    const price = prices.find((row) => row.itemId === item.id);
    return { item, priceCurrent: price?.priceCurrent ?? 0, priceOriginal: price?.priceOriginal ?? 0 };
  });
}

/** The price of one item in one format ('' for articles without formats) in a market; null when not sold so. */
export async function priceAt(
  db: D1Database,
  itemId: string,
  format: string,
  market: Market,
): Promise<Price | null> {
  const prices = marketPrices(market);
  const row = await db
    .prepare(`SELECT item_id, format, price_current, price_original FROM ${prices.table} AS prices
      WHERE item_id = ? AND format = ?`)
    .bind(...prices.binds, itemId, format)
    .first<PriceRow>();
  return row ? priceOf(row.price_current, row.price_original) : null;
}

/** Width and height in millimetres of a format string (otherwise 0). */
export function formatSize(format: string): { width: number; height: number } {
  const cm = /^([1-9]\d*)x([1-9]\d*)$/.exec(format);
  if (cm) return { width: Number(cm[1]) * 10, height: Number(cm[2]) * 10 };
  const mm = /^([1-9]\d*)-([1-9]\d*)$/.exec(format);
  if (mm) return { width: Number(mm[1]), height: Number(mm[2]) };
  const din = /^a(\d)-(hoch|quer)$/.exec(format);
  if (!din) return { width: 0, height: 0 };
  const long = Math.round(1189 / Math.SQRT2 ** Number(din[1]));
  const short = Math.round(841 / Math.SQRT2 ** Number(din[1]));
  return din[2] === 'hoch' ? { width: short, height: long } : { width: long, height: short };
}
