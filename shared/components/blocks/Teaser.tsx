// Teaser block: headline, subline, text, image and a call to action. The hero variant is the large one; the
// page's leading teaser carries its h1, any other an h2.
import { useContext } from 'react';
import * as v from 'valibot';
import { columnSlot } from '../../domain/image-slots';
import { CmsImageSchema, CmsLinkSchema } from '../../schemas/cms';
import { optionalField, optionField } from '../../schemas/storyblok-fields';
import { Image } from '../Image';
import { Link } from '../Link';
import { useCmsHref } from '../use-cms-href';
import { LeadHeadingContext } from './lead';

export const TeaserSchema = v.object({
  headline: v.pipe(v.string(), v.minLength(1)),
  subline: v.optional(v.string(), ''),
  text: v.optional(v.string(), ''),
  image: optionalField(CmsImageSchema),
  cta: v.optional(v.array(v.looseObject({ text: v.string(), link: CmsLinkSchema })), []),
  variant: optionField(['hero', 'default'], undefined, 'default'),
});

/** The image's column: the section's own page container, two columns from md with `gap-8`. */
const IMAGE_SLOT = columnSlot({ md: { columns: 2, gap: 32 } });

export function Teaser({ headline, subline, text, image, cta, variant }: v.InferOutput<typeof TeaserSchema>) {
  const href = useCmsHref();
  const hero = variant === 'hero';
  const Heading = useContext(LeadHeadingContext) ? 'h1' : 'h2';
  return (
    <section className="bg-cream">
      <div className="mx-auto max-w-screen-xl grid md:grid-cols-2 items-center gap-8 px-4 py-10 md:py-16">
        <div>
          {subline && (
            <p className="text-sm font-semibold uppercase tracking-wider text-accent mb-3">{subline}</p>
          )}
          <Heading
            className={`font-head font-semibold tracking-tight mb-4 ${hero ? 'text-4xl md:text-5xl' : 'text-3xl'}`}
          >
            {headline}
          </Heading>
          {text && <p className="text-lg text-muted mb-6 max-w-prose">{text}</p>}
          {cta.map((action) => (
            <Link
              key={action.text}
              href={href(action.link)}
              className="inline-block rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink no-underline hover:opacity-90"
            >
              {action.text}
            </Link>
          ))}
        </div>
        {image && (
          <Image
            src={image.filename}
            alt={image.alt}
            preset={hero ? 'hero' : 'teaser'}
            slot={IMAGE_SLOT}
            className="w-full h-auto rounded-xl"
          />
        )}
      </div>
    </section>
  );
}
