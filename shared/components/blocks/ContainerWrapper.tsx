// Container wrapper block: a compact box of questions and answers from shared Item stories (resolved relation).
import * as v from 'valibot';
import { resolvedStories } from './fields';
import { ItemList, ItemSchema } from './ItemWrapper';

export const ContainerWrapperSchema = v.object({
  headline: v.optional(v.string(), ''),
  /** Story relations: unresolved uuids and other components are left out. */
  items: resolvedStories(ItemSchema),
});

/** A boxed, compact accordion beside other content (e.g. on the contact page). */
export function ContainerWrapper({ headline, items }: v.InferOutput<typeof ContainerWrapperSchema>) {
  if (items.length === 0) return null;
  return (
    <section className="my-8 max-w-2xl rounded-xl bg-cream p-5" data-container-wrapper="">
      {headline && <h2 className="font-head text-xl font-semibold mb-3">{headline}</h2>}
      <ItemList items={items} compact />
    </section>
  );
}
