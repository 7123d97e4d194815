// /products and its aliases: optional locale, optional /d, localised words for products and the pre-configurators.
// Each view lists its product pages in page sizes of 12 and 48; prices show where the channel shows them.
import { Hono } from 'hono';
import * as v from 'valibot';
import { TEXTS } from '#i18n/texts';
import { ProductsOverview } from '../../shared/components/ProductsOverview';
import { channelConfig } from '../../shared/domain/channel-config';
import type { ProductKind } from '../../shared/domain/product-kind';
import { PRODUCTS_WORDS, type ProductsView } from '../../shared/domain/routes';
import { productTiles } from '../content/product-tiles';
import type { AppEnv } from '../env';
import { renderPage } from '../render/render-page';
import { pricedTiles } from '../shop/calculator-prices';
import { validateRoute } from './validate';

/** Page sizes of the overview: "show more" goes from one to the next. */
export const PAGE_SIZES = [12, 48] as const;
export const DEFAULT_TILE_COUNT = PAGE_SIZES[0];
export const MAX_TILE_COUNT = PAGE_SIZES[1];

/** The kind of product each view lists; the products view lists every product page. */
const VIEW_KINDS: Record<ProductsView, ProductKind | null> = {
  products: null,
  'preconfigurator-calendar': 'calendar',
  'preconfigurator-cards': 'card',
};

const QuerySchema = v.looseObject({
  tileCount: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d*$/, 'tileCount must be a positive whole number'),
      v.transform(Number),
      v.maxValue(MAX_TILE_COUNT, `tileCount must be at most ${MAX_TILE_COUNT}`),
    ),
  ),
});

const HEADINGS = {
  products: 'products',
  'preconfigurator-calendar': 'preconfiguratorCalendar',
  'preconfigurator-cards': 'preconfiguratorCards',
} as const;

export const products = new Hono<AppEnv>();

for (const [view, words] of Object.entries(PRODUCTS_WORDS) as [ProductsView, Record<string, string>][]) {
  for (const word of new Set(Object.values(words))) {
    products.get(`/${word}`, async (c) => {
      const query = validateRoute(c, QuerySchema, c.req.query());
      if (!query.ok) return query.response;
      const site = c.get('site');
      const texts = TEXTS[site.textLocale];
      const tileCount = query.value.tileCount ?? DEFAULT_TILE_COUNT;
      const heading = texts[HEADINGS[view]];
      const kind = VIEW_KINDS[view];
      const all = (await productTiles(c)).filter((tile) => kind === null || tile.kind === kind);
      const next = PAGE_SIZES.find((size) => size > tileCount);
      const moreHref =
        all.length > tileCount && next !== undefined
          ? `${new URL(c.req.url).pathname}?tileCount=${next}`
          : undefined;
      const showPrices = channelConfig(site.channel, site.locale).pricesInProductOverview;
      const shown = all.slice(0, tileCount);
      return renderPage(c, {
        title: heading,
        body: (
          <ProductsOverview
            heading={heading}
            tiles={showPrices ? await pricedTiles(c, shown) : shown}
            total={all.length}
            moreHref={moreHref}
            showPrices={showPrices}
            back={`${new URL(c.req.url).pathname}?tileCount=${tileCount}`}
          />
        ),
      });
    });
  }
}
