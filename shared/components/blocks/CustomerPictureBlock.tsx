// Customer picture block: a headline and a grid of customers' photos, each with its photographer's credit.
import * as v from 'valibot';
import { PRODUCT_TEXTS } from '#i18n/product-texts';
import { columnSlot } from '../../domain/image-slots';
import { BLOCK_IMAGE_ENTRIES } from '../../domain/product-fields';
import { Image } from '../Image';
import { usePage } from '../page-context';

export const CustomerPictureBlockSchema = v.object({
  headline: v.optional(v.string(), ''),
  images: v.pipe(
    v.array(v.looseObject({ ...BLOCK_IMAGE_ENTRIES, author: v.optional(v.string(), '') })),
    v.minLength(1, 'customer picture block needs an image'),
  ),
});

/** A photo of the grid: two columns, three from md, four from xl, `gap-4`. */
const IMAGE_SLOT = columnSlot({ base: { columns: 2, gap: 16 }, md: { columns: 3 }, xl: { columns: 4 } });

/** The customers' photos, square, with `Photo: author` under those that name one. */
export function CustomerPictureBlock({ headline, images }: v.InferOutput<typeof CustomerPictureBlockSchema>) {
  const { site } = usePage();
  const credit = PRODUCT_TEXTS[site.language].photoBy;
  return (
    <section className="my-10">
      {headline && <h2 className="font-head text-3xl font-semibold mb-6">{headline}</h2>}
      <ul className="grid grid-cols-2 md:grid-cols-3 xl:grid-cols-4 gap-4 list-none p-0">
        {images.map((image) => (
          <li key={image.filename}>
            <figure className="m-0">
              <Image
                src={image.filename}
                alt={image.alt}
                preset="tile"
                slot={IMAGE_SLOT}
                className="w-full h-auto rounded-xl bg-cream"
              />
              {image.author && (
                <figcaption className="mt-2 text-sm text-muted">
                  {credit.replace('{author}', image.author)}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
