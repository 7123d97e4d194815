// Accessory overview wrapper: a headline and a grid of accessories (resolved stories or inline fields), each
// addable to the basket when it has a sku.
import * as v from 'valibot';
import { AccessoryRefSchema, resolvedAccessories } from '../../domain/accessories';
import { columnSlot } from '../../domain/image-slots';
import { AccessoryCard } from './AccessoryCard';
import { AccessoryOrderIsland } from './AccessoryOrderIsland';

export const AccessoryOverviewWrapperSchema = v.object({
  headline: v.optional(v.string(), ''),
  /** Accessories; uuids the content client could not resolve are left out. */
  items: v.array(AccessoryRefSchema),
});

/** A card of the grid: two columns, three from md, four from xl, `gap-6`. */
const CARD_SLOT = columnSlot({ base: { columns: 2, gap: 24 }, md: { columns: 3 }, xl: { columns: 4 } });

/** Every resolved accessory with its price; nothing when none is left. */
export function AccessoryOverviewWrapper({
  headline,
  items,
}: v.InferOutput<typeof AccessoryOverviewWrapperSchema>) {
  const accessories = resolvedAccessories(items);
  if (accessories.length === 0) return null;
  return (
    <section className="my-10">
      {headline && <h2 className="font-head text-3xl font-semibold mb-6">{headline}</h2>}
      <ul className="grid grid-cols-2 md:grid-cols-3 xl:grid-cols-4 gap-6 list-none p-0">
        {accessories.map((accessory, index) => (
          <li key={accessory.sku ?? `${accessory.accessoryType}-${index}`}>
            <AccessoryCard accessory={accessory} slot={CARD_SLOT} />
            <AccessoryOrderIsland accessory={accessory} />
          </li>
        ))}
      </ul>
    </section>
  );
}
