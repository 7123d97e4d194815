// Card block: a card theme (design) for an occasion, linking to the card configurator.
import * as v from 'valibot';
import { CARD_OCCASIONS } from '../../domain/cards';
import { BlockImageSchema, PositiveIdSchema } from '../../domain/product-fields';
import { ProductCard } from './ProductCard';

export const CardSchema = v.object({
  themeId: PositiveIdSchema,
  occasion: v.optional(v.picklist(CARD_OCCASIONS, 'unknown occasion')),
  title: v.pipe(v.string(), v.minLength(1, 'card needs a title')),
  image: BlockImageSchema,
});

/** A card teaser; the configurator opens with its theme and occasion. */
export function Card({ themeId, occasion, title, image }: v.InferOutput<typeof CardSchema>) {
  return <ProductCard kind="card" params={{ themeId, occasion }} title={title} image={image} />;
}
