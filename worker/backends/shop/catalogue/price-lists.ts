// Priced format lists built from the catalogue: the rows the price service and the product pages answer with.
import type { Market } from './market-prices';
import { formatSize, type Item, itemsOf, pricesOf } from './store';

/** A priced format: `format`, size in millimetres, `aspectRatio` as `width/height`, and the price object. */
export interface FormatRow {
  format: string;
  width: number;
  height: number;
  aspectRatio: string;
  priceCurrent: number;
  priceOriginal: number;
}

/** Photo option groups offered per wall-art material; a picture frame adds its own (glass, mat). */
export const OPTION_GROUPS: Record<string, readonly string[]> = {
  acrylglas: ['drilling'],
  aludibond: ['drilling'],
  leinwand: ['stretcher-frame', 'canvas-edge'],
  poster: ['lamination'],
  hahnemuehle: [],
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The format rows of one item in one market, cheapest first. */
export async function pricedFormats(db: D1Database, itemId: string, market: Market): Promise<FormatRow[]> {
  const prices = await pricesOf(db, [itemId], market);
  return prices.map(({ format, priceCurrent, priceOriginal }) => {
    const { width, height } = formatSize(format);
    const divisor = gcd(width, height) || 1;
    return {
      format,
      width,
      height,
      aspectRatio: `${width / divisor}/${height / divisor}`,
      priceCurrent,
      priceOriginal,
    };
  });
}

/** Items with their format rows. */
export async function withFormats(db: D1Database, items: readonly Item[], market: Market) {
  return Promise.all(
    items.map(async (item) => ({
      id: item.id,
      name: item.name,
      formats: await pricedFormats(db, item.id, market),
    })),
  );
}

/** Photoboxes and photo-print papers with their formats. */
export async function photoboxes(db: D1Database, market: Market) {
  const items = await itemsOf(db, ['photobox', 'photoprint']);
  const rows = await withFormats(db, items, market);
  return rows.map((row, index) => ({ ...row, kind: items[index]?.kind ?? 'photobox' }));
}
