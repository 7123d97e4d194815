// The product teaser card the calendar, card, collage and photobook blocks share: image, title, text, and a
// call to action that opens the product's configurator with its parameters.

import type { ReactNode } from 'react';
import { PRODUCT_TEXTS } from '#i18n/product-texts';
import { columnSlot } from '../../domain/image-slots';
import { configuratorHref, type ProductKind, type ProductParams } from '../../domain/product-kind';
import { localizePath } from '../../domain/site';
import type { CmsImage } from '../../schemas/cms';
import { Image } from '../Image';
import { Link } from '../Link';
import { usePage } from '../page-context';

export interface ProductCardProps {
  kind: ProductKind;
  /** Parameters the configurator receives (null and undefined are left out). */
  params: ProductParams;
  title: string;
  image: CmsImage;
  text?: string;
  /** Shown under the card, outside its link (an info dropdown). */
  extra?: ReactNode;
}

/** The image's column: `p-4 gap-6`, two columns from md with `p-6`. */
const IMAGE_SLOT = columnSlot({ base: { padding: 16, gap: 24 }, md: { columns: 2, padding: 24 } });

/** The picture of a product card in its column (the card block's order form shares the card's layout). */
export function ProductCardImage({ image }: { image: Pick<CmsImage, 'filename' | 'alt'> }) {
  return (
    <Image
      src={image.filename}
      alt={image.alt}
      preset="teaser"
      slot={IMAGE_SLOT}
      className="w-full h-auto rounded-xl"
    />
  );
}

/** One product with a link to `/<locale>/configurator-<kind>/?<params>`; the worker adds the designer. */
export function ProductCard({ kind, params, title, image, text, extra }: ProductCardProps) {
  const { site } = usePage();
  const href = localizePath(site, configuratorHref(kind, params));
  return (
    <article className="my-10" data-product-kind={kind}>
      <Link
        href={href}
        className="group grid md:grid-cols-2 items-center gap-6 rounded-xl bg-cream p-4 md:p-6 no-underline text-ink"
      >
        <ProductCardImage image={image} />
        <div>
          <h2 className="font-head text-3xl font-semibold mb-3 group-hover:text-accent">{title}</h2>
          {text && <p className="text-lg text-muted mb-5 max-w-prose">{text}</p>}
          <span className="inline-block rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink">
            {PRODUCT_TEXTS[site.language].designNow}
          </span>
        </div>
      </Link>
      {extra}
    </article>
  );
}
