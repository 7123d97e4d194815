// Product tiles block: bestsellers with image, name and price (from-price prefix, struck original price).
import * as v from 'valibot';
import { PRODUCT_TEXTS } from '#i18n/product-texts';
import { columnSlot } from '../../domain/image-slots';
import { formatPrice } from '../../domain/prices';
import { PriceSchema } from '../../domain/product-fields';
import { CmsImageSchema, CmsLinkSchema } from '../../schemas/cms';
import { optionalField } from '../../schemas/storyblok-fields';
import { Image } from '../Image';
import { Link } from '../Link';
import { usePage } from '../page-context';
import { useCmsHref } from '../use-cms-href';
import { useContentPrices } from './content-prices';

export const ProductTilesSchema = v.object({
  headline: v.optional(v.string(), ''),
  items: v.array(
    v.looseObject({
      title: v.string(),
      image: optionalField(CmsImageSchema),
      link: CmsLinkSchema,
      priceCurrent: PriceSchema,
      priceOriginal: optionalField(PriceSchema),
      fromPrice: v.optional(v.boolean(), false),
    }),
  ),
});

/** A tile of the grid: two columns, four from lg, `gap-6`. */
const IMAGE_SLOT = columnSlot({ base: { columns: 2, gap: 24 }, lg: { columns: 4 } });

export function ProductTiles({ headline, items }: v.InferOutput<typeof ProductTilesSchema>) {
  const { site } = usePage();
  const href = useCmsHref();
  const price = (amount: number) => formatPrice(amount, site.currency, site.locale);
  const showPrices = useContentPrices();
  return (
    <section className="my-10">
      {headline && <h2 className="font-head text-3xl font-semibold mb-6">{headline}</h2>}
      <ul className="grid grid-cols-2 lg:grid-cols-4 gap-6 list-none p-0">
        {items.map((item) => (
          <li key={item.title}>
            <Link href={href(item.link)} className="group block no-underline text-ink">
              {item.image && (
                <Image
                  src={item.image.filename}
                  alt={item.image.alt}
                  preset="tile"
                  slot={IMAGE_SLOT}
                  className="w-full h-auto rounded-xl bg-cream"
                />
              )}
              <span className="mt-3 block font-semibold group-hover:text-accent">{item.title}</span>
              {showPrices && (
                <span className="mt-1 flex items-baseline gap-2" data-price="">
                  {item.fromPrice && (
                    <small className="text-xs text-muted">{PRODUCT_TEXTS[site.language].from}</small>
                  )}
                  <strong className={item.priceOriginal ? 'text-sale' : ''}>
                    {price(item.priceCurrent)}
                  </strong>
                  {item.priceOriginal !== undefined && (
                    <s className="text-sm text-muted">{price(item.priceOriginal)}</s>
                  )}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
