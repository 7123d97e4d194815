// Item wrapper block: questions and answers from shared Item stories (a resolved relation) as an accordion.
import * as v from 'valibot';
import { resolvedStories } from './fields';
import { RichTextDocSchema } from './RichText';
import { Text } from './Text';

/** The content of a shared `Item` story: a question (title) and its answer (rich text or plain text). */
export const ItemSchema = v.looseObject({
  component: v.literal('Item'),
  title: v.pipe(v.string(), v.minLength(1, 'an item needs a title')),
  text: v.optional(v.union([v.string(), RichTextDocSchema], 'text must be rich text'), ''),
});

export const ItemWrapperSchema = v.object({
  headline: v.optional(v.string(), ''),
  /** Story relations: unresolved uuids and other components are left out. */
  items: resolvedStories(ItemSchema),
});
export type ItemWrapperProps = v.InferOutput<typeof ItemWrapperSchema>;

/** Native `<details>` entries: they open and close without any script. */
export function ItemList({
  items,
  compact = false,
}: {
  items: ItemWrapperProps['items'];
  compact?: boolean;
}) {
  return (
    <div className={`border-t border-line ${compact ? 'text-base' : ''}`}>
      {items.map(({ uuid, content }) => (
        <details key={uuid} className="group border-b border-line" data-item="">
          <summary
            className={`flex cursor-pointer items-center justify-between gap-4 font-semibold list-none ${compact ? 'py-3' : 'py-4 text-lg'}`}
          >
            {content.title}
            <span aria-hidden="true" className="text-accent transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className={compact ? 'pb-2 text-muted' : 'pb-4'}>
            <Text text={content.text} />
          </div>
        </details>
      ))}
    </div>
  );
}

/** The full-width accordion of a FAQ page. */
export function ItemWrapper({ headline, items }: ItemWrapperProps) {
  if (items.length === 0) return null;
  return (
    <section className="my-10 max-w-3xl">
      {headline && <h2 className="font-head text-3xl font-semibold mb-6">{headline}</h2>}
      <ItemList items={items} />
    </section>
  );
}
