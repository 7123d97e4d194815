// Recommended sub-teaser tile: a linked photo tile with a title and an optional coloured label (spec Label).
import * as v from 'valibot';
import { labelColours } from '../../domain/contrast';
import { PAGE_COLUMN } from '../../domain/image-slots';
import type { ImageSlot } from '../../domain/images';
import { CmsColorFieldSchema, CmsImageSchema, CmsLinkSchema } from '../../schemas/cms';
import { optionalField, singleBlok } from '../../schemas/storyblok-fields';
import { Image } from '../Image';
import { Link } from '../Link';
import { useCmsHref } from '../use-cms-href';

/** A label: a text on a background colour in a text colour, both #hex. */
const LabelSchema = v.object({
  labelText: v.optional(v.string(), ''),
  labelBackgroundColor: optionalField(CmsColorFieldSchema),
  labelTextColor: optionalField(CmsColorFieldSchema),
});
export type LabelFields = v.InferOutput<typeof LabelSchema>;

/** A label badge in the editor's colours when they reach AA contrast, else the accent; nothing without a text. */
export function Label({ labelText, labelBackgroundColor, labelTextColor }: LabelFields) {
  if (!labelText.trim()) return null;
  return (
    <span
      data-label=""
      className="absolute left-3 top-3 rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-ink"
      style={labelColours(labelBackgroundColor, labelTextColor)}
    >
      {labelText}
    </span>
  );
}

export const RecommendedSubTeaserTileSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1, 'a tile needs a title')),
  image: CmsImageSchema,
  link: CmsLinkSchema,
  /** A one-block field: Storyblok sends it as a list of at most one label. */
  label: v.optional(singleBlok(LabelSchema)),
});

/**
 * One tile: the photo with the label over its corner, the title below; the whole tile is the link. Its image
 * fills `slot`: the page column when the tile is a block of its own.
 */
export function RecommendedSubTeaserTile({
  title,
  image,
  link,
  label,
  slot = PAGE_COLUMN,
}: v.InferOutput<typeof RecommendedSubTeaserTileSchema> & { slot?: ImageSlot }) {
  const href = useCmsHref();
  return (
    <Link href={href(link)} className="group block no-underline text-ink">
      <span className="relative block">
        <Image
          src={image.filename}
          alt={image.alt}
          preset="tile"
          slot={slot}
          className="block w-full h-auto rounded-xl bg-cream"
        />
        {label && <Label {...label} />}
      </span>
      <span className="mt-2 block font-semibold group-hover:text-accent">{title}</span>
    </Link>
  );
}
