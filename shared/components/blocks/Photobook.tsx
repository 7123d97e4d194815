// Photobook block: a photo book type with optional format and cover, linking to the photobook configurator.
import * as v from 'valibot';
import { PHOTOBOOK_COVERS, PHOTOBOOK_FORMATS, PHOTOBOOK_TYPES } from '../../domain/photobooks';
import { BlockImageSchema } from '../../domain/product-fields';
import { ProductCard } from './ProductCard';

export const PhotobookSchema = v.object({
  photobookType: v.picklist(PHOTOBOOK_TYPES, 'unknown photobook type'),
  photobookFormat: v.optional(v.picklist(PHOTOBOOK_FORMATS, 'unknown photobook format')),
  photobookCover: v.optional(v.picklist(PHOTOBOOK_COVERS, 'cover must be hard or soft')),
  title: v.pipe(v.string(), v.minLength(1, 'photobook needs a title')),
  image: BlockImageSchema,
});

/** A photo book teaser; the configurator opens with its type, format and cover. */
export function Photobook({
  photobookType,
  photobookFormat,
  photobookCover,
  title,
  image,
}: v.InferOutput<typeof PhotobookSchema>) {
  return (
    <ProductCard
      kind="photobook"
      params={{ photobookType, photobookFormat, photobookCover }}
      title={title}
      image={image}
    />
  );
}
