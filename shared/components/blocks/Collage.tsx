// Collage block: a collage design and materials choice, linking to the collage configurator.
import * as v from 'valibot';
import { COLLAGE_MATERIALS } from '../../domain/collages';
import { BlockImageSchema, PositiveIdSchema } from '../../domain/product-fields';
import { optionalField, optionField } from '../../schemas/storyblok-fields';
import { ProductCard } from './ProductCard';

export const CollageSchema = v.object({
  /** Without a design the configurator starts empty (start without design). */
  designId: optionalField(PositiveIdSchema),
  materials: optionField(COLLAGE_MATERIALS, 'unknown collage materials'),
  title: v.pipe(v.string(), v.minLength(1, 'collage needs a title')),
  image: BlockImageSchema,
});

/** A collage teaser; the configurator opens with its design and materials. */
export function Collage({ designId, materials, title, image }: v.InferOutput<typeof CollageSchema>) {
  return <ProductCard kind="collage" params={{ designId, materials }} title={title} image={image} />;
}
