// The products overview and its pre-configurator views: one tile per product page (image, name and, where the
// channel shows them, the price), `tileCount` of them. "Show more" links to the next page size; the boot script
// loads it in place and keeps the scroll position (client/dom/show-more.ts), without JavaScript it navigates.

import { PRODUCT_TEXTS } from '#i18n/product-texts';
import { columnSlot } from '../domain/image-slots';
import { localizePath } from '../domain/site';
import { countText } from '../i18n/plural';
import { PriceTag } from './blocks/PriceTag';
import { Image, LargestPaintContext } from './Image';
import { Link } from './Link';
import { usePage } from './page-context';
import { WishlistButton } from './Wishlist';

export interface OverviewTile {
  path: string;
  /** What the wishlist keeps; tiles without one have no heart. */
  sku?: string;
  title: string;
  image?: { filename: string; alt: string };
  priceCurrent?: number;
  priceOriginal?: number;
  /** The price starts a range: shown with "from". */
  fromPrice?: boolean;
}

export interface ProductsOverviewProps {
  heading: string;
  /** The tiles shown (the first `tileCount`). */
  tiles: readonly OverviewTile[];
  /** How many tiles the view has in all. */
  total: number;
  /** The link to the next page size, when there are more tiles than shown. */
  moreHref?: string;
  showPrices: boolean;
  /** This page's path: where a heart posted without JavaScript returns to. */
  back: string;
}

export interface ProductTileCardProps {
  tile: OverviewTile;
  showPrices: boolean;
  back: string;
  /** On the wishlist page: the heart is pressed and removes the tile. */
  listed?: boolean;
}

/**
 * A tile of the overview's and the wishlist's grid: two columns, three from md, four from xl, `gap-4`, the
 * image inside the tile's `p-3`.
 */
const IMAGE_SLOT = columnSlot({
  base: { columns: 2, gap: 16, cellPadding: 12 },
  md: { columns: 3 },
  xl: { columns: 4 },
});

/** One product tile: image, name, price where shown, and the wishlist heart where the channel has one. */
export function ProductTileCard({ tile, showPrices, back, listed }: ProductTileCardProps) {
  const { site } = usePage();
  return (
    <li className="relative" data-tile="" data-wishlist-item={listed ? tile.sku : undefined}>
      <Link
        href={localizePath(site, tile.path)}
        className="flex h-full flex-col gap-2 rounded-lg bg-cream p-3 text-ink no-underline hover:text-accent"
      >
        {tile.image && (
          <Image
            src={tile.image.filename}
            alt={tile.image.alt}
            width={320}
            ratio="1/1"
            slot={IMAGE_SLOT}
            className="block h-auto w-full rounded-md"
          />
        )}
        <span className="font-head text-lg font-semibold">{tile.title}</span>
        {showPrices && tile.priceCurrent !== undefined && (
          <span className="flex items-baseline gap-2" data-tile-price="">
            {tile.fromPrice && (
              <small className="text-xs text-muted">{PRODUCT_TEXTS[site.language].from}</small>
            )}
            <PriceTag current={tile.priceCurrent} original={tile.priceOriginal} />
          </span>
        )}
      </Link>
      {tile.sku && <WishlistButton sku={tile.sku} title={tile.title} back={back} listed={listed} />}
    </li>
  );
}

export function ProductsOverview({
  heading,
  tiles,
  total,
  moreHref,
  showPrices,
  back,
}: ProductsOverviewProps) {
  const { site, texts } = usePage();
  return (
    <section className="mx-auto max-w-screen-xl px-4 py-12">
      <h1 className="font-head text-4xl font-semibold mb-2">{heading}</h1>
      <p className="text-muted mb-8">{countText(texts.productCount, total, site.locale)}</p>
      {/* Under the heading, the first tile's picture is the page's largest paint. */}
      <LargestPaintContext.Provider value={{}}>
        <ul className="grid grid-cols-2 md:grid-cols-3 xl:grid-cols-4 gap-4 list-none p-0" data-tiles="">
          {tiles.map((tile) => (
            <ProductTileCard key={tile.path} tile={tile} showPrices={showPrices} back={back} />
          ))}
        </ul>
      </LargestPaintContext.Provider>
      {moreHref !== undefined && (
        <p className="mt-8 text-center">
          <Link
            href={moreHref}
            className="inline-block rounded-full border border-ink px-6 py-3 font-semibold text-ink no-underline hover:border-accent hover:text-accent"
            data-show-more=""
          >
            {texts.showMore}
          </Link>
        </p>
      )}
    </section>
  );
}
