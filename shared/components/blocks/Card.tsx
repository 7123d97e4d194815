// Card block: a card theme (design) for an occasion with its order form: the quantity from the card quantity
// list with its total, "design now" and "order a sample", each opening the card configurator.
import * as v from 'valibot';
import { PRODUCT_TEXTS } from '#i18n/product-texts';
import { CARD_OCCASIONS, CARD_REFINEMENTS } from '../../domain/cards';
import { BlockImageSchema, PositiveIdSchema } from '../../domain/product-fields';
import { configuratorPath } from '../../domain/product-kind';
import { localizePath } from '../../domain/site';
import { Island } from '../../islands/Island';
import { optionalField, optionField } from '../../schemas/storyblok-fields';
import { usePage } from '../page-context';
import { ProductCardImage } from './ProductCard';

export const CardSchema = v.object({
  themeId: PositiveIdSchema,
  occasion: optionField(CARD_OCCASIONS, 'unknown occasion'),
  title: v.pipe(v.string(), v.minLength(1, 'card needs a title')),
  image: BlockImageSchema,
  /** The card's format (`a6-quer`, `145-145`): with it the total is priced. */
  format: optionalField(
    v.pipe(v.string(), v.regex(/^([1-9]\d*-[1-9]\d*|a\d-(hoch|quer))$/, 'unknown card format')),
  ),
  refinementType: optionField(CARD_REFINEMENTS, 'unknown refinement'),
});

/** A card teaser with its order form; the configurator opens with its theme, occasion and the chosen quantity. */
export function Card({
  themeId,
  occasion,
  title,
  image,
  format,
  refinementType,
}: v.InferOutput<typeof CardSchema>) {
  const { site } = usePage();
  const texts = PRODUCT_TEXTS[site.language];
  const chosen = { themeId: String(themeId), occasion, format, refinementType };
  const fields = Object.fromEntries(
    Object.entries(chosen).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const props = {
    action: localizePath(site, configuratorPath('card')),
    fields,
    ...(format ? { priced: { format, refinementType: refinementType ?? 'ohne' } } : {}),
    texts: {
      quantity: texts.quantity,
      total: texts.total,
      designNow: texts.designNow,
      orderSample: texts.orderSample,
      priceUnavailable: texts.priceUnavailable,
    },
  };
  return (
    <article
      className="my-10 grid md:grid-cols-2 items-center gap-6 rounded-xl bg-cream p-4 md:p-6"
      data-product-kind="card"
    >
      <ProductCardImage image={image} />
      <div>
        <h2 className="font-head text-3xl font-semibold mb-5">{title}</h2>
        <Island name="card-order" props={props} />
      </div>
    </article>
  );
}
