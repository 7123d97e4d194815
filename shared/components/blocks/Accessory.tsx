// Accessory block: the accessories of a product (envelopes, ribbons, boxes, poster bars), one per related
// AccessoryType story, each with its quantity and add-to-basket form when it has a sku.
import * as v from 'valibot';
import { AccessoryContentSchema } from '../../domain/accessories';
import { columnSlot } from '../../domain/image-slots';
import { AccessoryCard } from './AccessoryCard';
import { AccessoryOrderIsland } from './AccessoryOrderIsland';
import { resolvedStories } from './fields';

export const AccessorySchema = v.object({
  headline: v.optional(v.string(), ''),
  /** Related AccessoryType stories; uuids the content client could not resolve are left out. */
  accessoryTypes: resolvedStories(AccessoryContentSchema),
});

/** A card of the grid: two columns, four from md, `gap-6`. */
const CARD_SLOT = columnSlot({ base: { columns: 2, gap: 24 }, md: { columns: 4 } });

/** The list of accessories; nothing when none was resolved. */
export function Accessory({ headline, accessoryTypes }: v.InferOutput<typeof AccessorySchema>) {
  if (accessoryTypes.length === 0) return null;
  return (
    <section className="my-10">
      {headline && <h2 className="font-head text-2xl font-semibold mb-4">{headline}</h2>}
      <ul className="grid grid-cols-2 md:grid-cols-4 gap-6 list-none p-0">
        {accessoryTypes.map(({ uuid, content }) => (
          <li key={uuid}>
            <AccessoryCard accessory={content} slot={CARD_SLOT} />
            <AccessoryOrderIsland accessory={content} />
          </li>
        ))}
      </ul>
    </section>
  );
}
