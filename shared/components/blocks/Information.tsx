// Information block: a callout with an icon, a headline and rich text, styled as info, warning or success.
import * as v from 'valibot';
import { optionField } from '../../schemas/storyblok-fields';
import { Icon } from '../icons/Icon';
import { ICON_NAMES, type IconName } from '../icons/icons';
import { RichText, RichTextDocSchema } from './RichText';

export const InformationSchema = v.object({
  headline: v.optional(v.string(), ''),
  text: RichTextDocSchema,
  icon: optionField(ICON_NAMES, 'unknown icon'),
  variant: optionField(['info', 'warning', 'success'], 'unknown information variant', 'info'),
});

type Variant = v.InferOutput<typeof InformationSchema>['variant'];

const LOOK: Record<Variant, { icon: IconName; box: string; mark: string }> = {
  info: { icon: 'info', box: 'border-line bg-cream', mark: 'text-accent' },
  warning: { icon: 'warning', box: 'border-sale bg-surface', mark: 'text-sale' },
  success: { icon: 'check', box: 'border-secondary bg-surface', mark: 'text-secondary' },
};

/** A callout; the icon defaults to the variant's (info, warning, check). */
export function Information({ headline, text, icon, variant }: v.InferOutput<typeof InformationSchema>) {
  const look = LOOK[variant];
  return (
    <aside
      data-variant={variant}
      className={`my-8 flex gap-4 rounded-xl border-2 p-5 text-ink max-w-prose ${look.box}`}
    >
      <span className={`shrink-0 ${look.mark}`}>
        <Icon name={icon ?? look.icon} size={28} />
      </span>
      <div>
        {headline && <h2 className="font-head text-xl font-semibold mb-2">{headline}</h2>}
        <RichText doc={text} />
      </div>
    </aside>
  );
}
