// Sub-teaser with a large photo: a linked card with the photo on top, headline, text and a call to action.
import * as v from 'valibot';
import { PAGE_COLUMN } from '../../domain/image-slots';
import { CmsImageSchema, CmsLinkSchema } from '../../schemas/cms';
import { Image } from '../Image';
import { Link } from '../Link';
import { useCmsHref } from '../use-cms-href';

export const SubTeaserLargePhotoSchema = v.object({
  headline: v.pipe(v.string(), v.minLength(1, 'a sub-teaser needs a headline')),
  text: v.optional(v.string(), ''),
  image: CmsImageSchema,
  link: CmsLinkSchema,
  /** Text of the call to action; without it the card is linked as a whole only. */
  cta: v.optional(v.string(), ''),
});
export type SubTeaserFields = v.InferOutput<typeof SubTeaserLargePhotoSchema>;

/** The CTA look shared by both sub-teasers (a span: the whole card is the link). */
export function SubTeaserCta({ text }: { text: string }) {
  if (!text) return null;
  return (
    <span className="mt-4 inline-block rounded-full bg-accent px-5 py-2 font-semibold text-accent-ink group-hover:opacity-90">
      {text}
    </span>
  );
}

/** A card: photo over headline, text and the call to action; one link around all of it. */
export function SubTeaserLargePhoto({ headline, text, image, link, cta }: SubTeaserFields) {
  const href = useCmsHref();
  return (
    <section className="my-10">
      <Link
        href={href(link)}
        className="group block no-underline text-ink rounded-xl bg-cream overflow-hidden"
      >
        <Image
          src={image.filename}
          alt={image.alt}
          preset="teaser"
          slot={PAGE_COLUMN}
          className="block w-full h-auto object-cover"
        />
        <div className="p-6">
          <h2 className="font-head text-3xl font-semibold mb-3 group-hover:text-accent">{headline}</h2>
          {text && <p className="text-lg text-muted max-w-prose">{text}</p>}
          <SubTeaserCta text={cta} />
        </div>
      </Link>
    </section>
  );
}
