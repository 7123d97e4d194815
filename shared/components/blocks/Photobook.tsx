// Photobook block: a photo book type with optional format, cover and design-group set, linking to the photobook
// configurator (which picks the set's template for the format); where the channel shows it, an info dropdown says
// what the type is.
import * as v from 'valibot';
import { photobookInfo } from '#i18n/product-texts';
import { channelConfig } from '../../domain/channel-config';
import { PHOTOBOOK_COVERS, PHOTOBOOK_FORMATS, PHOTOBOOK_TYPES } from '../../domain/photobooks';
import { BlockImageSchema, PositiveIdSchema } from '../../domain/product-fields';
import { optionalField, optionField } from '../../schemas/storyblok-fields';
import { usePage } from '../page-context';
import { ProductCard } from './ProductCard';

export const PhotobookSchema = v.object({
  photobookType: v.picklist(PHOTOBOOK_TYPES, 'unknown photobook type'),
  photobookFormat: optionField(PHOTOBOOK_FORMATS, 'unknown photobook format'),
  photobookCover: optionField(PHOTOBOOK_COVERS, 'cover must be hard or soft'),
  /** The design-group set whose template of the format's orientation the designer opens with. */
  designGroupSetId: optionalField(PositiveIdSchema),
  title: v.pipe(v.string(), v.minLength(1, 'photobook needs a title')),
  image: BlockImageSchema,
});

/** A photo book teaser; the configurator opens with its type, format, cover and design-group set. */
export function Photobook({
  photobookType,
  photobookFormat,
  photobookCover,
  designGroupSetId,
  title,
  image,
}: v.InferOutput<typeof PhotobookSchema>) {
  const { site } = usePage();
  const info = channelConfig(site.channel, site.locale).showInfoInPhotobookDropdown && (
    <details className="mt-3 px-4 md:px-6 text-muted" data-photobook-info={photobookType}>
      <summary className="cursor-pointer font-semibold text-ink">
        {photobookInfo('summary', site.language)}
      </summary>
      <p className="mt-2 mb-0 max-w-prose">{photobookInfo(photobookType, site.language)}</p>
    </details>
  );
  return (
    <ProductCard
      kind="photobook"
      params={{ photobookType, photobookFormat, photobookCover, designGroupSetId }}
      title={title}
      image={image}
      extra={info}
    />
  );
}
