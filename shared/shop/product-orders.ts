// What the product blocks ask the shop for a chosen quantity: a card's total and an accessory's from the price
// service, and an accessory put into the basket; each answer read at the boundary.
import * as v from 'valibot';
import type { ShopClient } from './client';
import { SHOP_PATHS } from './endpoints';
import { ShopError } from './error';

const TotalSchema = v.object({ priceCurrent: v.number(), priceOriginal: v.number() });

/** A total: the current price, and the original one (equal without a sale). */
export type Total = v.InferOutput<typeof TotalSchema>;

/** A card's total for a quantity in a format and refinement (`/web-api/card-price`). */
export async function cardTotal(
  shop: ShopClient,
  query: { currency: string; format: string; refinementType: string; quantity: number },
): Promise<Total> {
  return v.parse(TotalSchema, await shop.get(SHOP_PATHS.cardPrice, query));
}

/** An accessory's total for a quantity (`/web-api/card-accessory-price`). */
export async function accessoryTotal(
  shop: ShopClient,
  query: { currency: string; sku: string; quantity: number },
): Promise<Total> {
  return v.parse(TotalSchema, await shop.get(SHOP_PATHS.cardAccessoryPrice, query));
}

/** The shop's words for a failure, or null when the shop gave none (no answer, another shape). */
const shopText = (error: unknown): string | null =>
  error instanceof ShopError && error.status > 0 && !error.text.startsWith('The shop ') ? error.text : null;

/** Puts an accessory into the basket (`/web-api/card-accessory-order`); a failure carries the shop's text. */
export async function orderAccessory(
  shop: ShopClient,
  order: { sku: string; quantity: number },
): Promise<{ ok: true } | { ok: false; status: number | null; text: string | null }> {
  try {
    await shop.post(SHOP_PATHS.cardAccessoryOrder, order);
    return { ok: true };
  } catch (error) {
    const status = error instanceof ShopError && error.status > 0 ? error.status : null;
    return { ok: false, status, text: shopText(error) };
  }
}
