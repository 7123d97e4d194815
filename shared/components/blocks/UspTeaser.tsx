// USP teaser block: the shop's promises (delivery, quality, satisfaction) with their icons.
import * as v from 'valibot';
import { optionField } from '../../schemas/storyblok-fields';
import { Icon } from '../icons/Icon';
import { ICON_NAMES } from '../icons/icons';

export const UspTeaserSchema = v.object({
  items: v.array(v.looseObject({ icon: optionField(ICON_NAMES, undefined, 'check'), text: v.string() })),
});

export function UspTeaser({ items }: v.InferOutput<typeof UspTeaserSchema>) {
  return (
    <ul className="mx-auto max-w-screen-xl grid sm:grid-cols-3 gap-3 px-4 py-4 list-none text-sm">
      {items.map((item) => (
        <li key={item.text} className="flex items-center gap-2 text-ink">
          <span className="text-secondary">
            <Icon name={item.icon} size={22} />
          </span>
          {item.text}
        </li>
      ))}
    </ul>
  );
}
