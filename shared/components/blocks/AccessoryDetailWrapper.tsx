// Accessory detail wrapper: one accessory (a resolved AccessoryType story or inline fields) with its price and,
// when it has a sku, its add-to-basket form.
import * as v from 'valibot';
import { AccessoryItemSchema, accessoryOf } from '../../domain/accessories';
import { PriceSchema } from '../../domain/product-fields';
import { optionalField } from '../../schemas/storyblok-fields';
import { AccessoryCard } from './AccessoryCard';
import { AccessoryOrderIsland } from './AccessoryOrderIsland';
import { useContentPrices } from './content-prices';

export const AccessoryDetailWrapperSchema = v.pipe(
  v.object({
    accessory: AccessoryItemSchema,
    /** The price shown; without it the accessory's own price. */
    priceCurrent: optionalField(PriceSchema),
    priceOriginal: optionalField(PriceSchema),
  }),
  v.check(
    (block) => block.priceCurrent !== undefined || accessoryOf(block.accessory)?.priceCurrent !== undefined,
    'accessory detail needs a price',
  ),
);

/**
 * The accessory, large, with the wrapper's price or its own; neither where the content's prices are in another
 * currency than the site's.
 */
export function AccessoryDetailWrapper({
  accessory,
  priceCurrent,
  priceOriginal,
}: v.InferOutput<typeof AccessoryDetailWrapperSchema>) {
  const contentPrices = useContentPrices();
  const fields = accessoryOf(accessory);
  if (!fields) return null;
  const price =
    contentPrices && priceCurrent !== undefined
      ? { current: priceCurrent, original: priceOriginal }
      : undefined;
  return (
    <section className="my-10">
      <AccessoryCard accessory={fields} price={price} large />
      <AccessoryOrderIsland accessory={fields} />
    </section>
  );
}
