// USP wrapper block: the shop's promises from shared UspItem stories (a resolved relation) as an icon list.
import * as v from 'valibot';
import { optionField } from '../../schemas/storyblok-fields';
import { Icon } from '../icons/Icon';
import { ICON_NAMES } from '../icons/icons';
import { resolvedStories } from './fields';

/** The content of a shared `UspItem` story: an icon and a title and/or a text. */
export const UspItemSchema = v.pipe(
  v.looseObject({
    component: v.literal('UspItem'),
    title: v.optional(v.string(), ''),
    text: v.optional(v.string(), ''),
    icon: optionField(ICON_NAMES, undefined, 'check'),
  }),
  v.check((item) => item.title.trim() !== '' || item.text.trim() !== '', 'a USP needs a title or a text'),
);

export const UspWrapperSchema = v.object({
  headline: v.optional(v.string(), ''),
  /** Story relations: unresolved uuids and other components are left out. */
  items: resolvedStories(UspItemSchema),
});

/** The promises as a list, in the order the editor related them. */
export function UspWrapper({ headline, items }: v.InferOutput<typeof UspWrapperSchema>) {
  if (items.length === 0) return null;
  return (
    <section className="my-10">
      {headline && <h2 className="font-head text-3xl font-semibold mb-6">{headline}</h2>}
      <ul className="grid sm:grid-cols-2 lg:grid-cols-3 gap-4 list-none p-0">
        {items.map(({ uuid, content }) => (
          <li key={uuid} className="flex items-start gap-3 rounded-xl bg-cream p-4 text-ink">
            <span className="shrink-0 text-secondary">
              <Icon name={content.icon} size={24} />
            </span>
            <span>
              {content.title && <strong className="block font-semibold">{content.title}</strong>}
              {content.text && <span className="block">{content.text}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
