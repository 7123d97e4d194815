// What the product blocks ask the shop for a chosen quantity: a card's total and an accessory's from the price
// service, and an accessory put into the basket; each answer read at the boundary.
import * as v from 'valibot';
import { customerData, type ShopClient } from './client';
import { SHOP_PATHS } from './endpoints';
import { ShopError } from './error';
import type { ShopQuery } from './query';

/** What a price call needs of a client: a GET (the visitor's client, or the anonymous one on the server). */
type PriceReader = { get(path: string, query?: ShopQuery): Promise<unknown> };

const TotalSchema = v.object({ priceCurrent: v.number(), priceOriginal: v.number() });

/** A total: the current price, and the original one (equal without a sale). */
export type Total = v.InferOutput<typeof TotalSchema>;

/** A card's total for a quantity in a format and refinement (`/web-api/card-price`). */
export async function cardTotal(
  shop: PriceReader,
  query: { currency: string; format: string; refinementType: string; quantity: number },
): Promise<Total> {
  return v.parse(TotalSchema, await shop.get(SHOP_PATHS.cardPrice, query));
}

/** An accessory's total for a quantity (`/web-api/card-accessory-price`). */
export async function accessoryTotal(
  shop: PriceReader,
  query: { currency: string; sku: string; quantity: number },
): Promise<Total> {
  return v.parse(TotalSchema, await shop.get(SHOP_PATHS.cardAccessoryPrice, query));
}

/** The shop's words for a failure, or null when the shop gave none (no answer, another shape). */
const shopText = (error: unknown): string | null =>
  error instanceof ShopError && error.status > 0 && !error.text.startsWith('The shop ') ? error.text : null;

/** The basket an accessory order answers with: only its line count is read (the header's cart count). */
const OrderedSchema = v.object({
  basket: v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
});

/**
 * Puts an accessory into the basket (`/web-api/card-accessory-order`): the basket's new line count where the answer
 * has it, else the customer data's; a failure carries the shop's text.
 */
export async function orderAccessory(
  shop: ShopClient,
  order: { sku: string; quantity: number },
): Promise<{ ok: true; count: number } | { ok: false; status: number | null; text: string | null }> {
  try {
    const answer = v.safeParse(OrderedSchema, await shop.post(SHOP_PATHS.cardAccessoryOrder, order));
    const count = answer.success
      ? answer.output.basket.count
      : (await customerData(shop)).order.cartArticlesAmount;
    return { ok: true, count };
  } catch (error) {
    const status = error instanceof ShopError && error.status > 0 ? error.status : null;
    return { ok: false, status, text: shopText(error) };
  }
}
