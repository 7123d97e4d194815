// /products and its aliases: optional locale, optional /d, localised words for products and the pre-configurators.
import { Hono } from 'hono';
import * as v from 'valibot';
import { ProductsOverview } from '../../shared/components/ProductsOverview';
import { PRODUCTS_WORDS, type ProductsView } from '../../shared/domain/routes';
import { TEXTS } from '../../shared/i18n/texts';
import type { AppEnv } from '../env';
import { renderPage } from '../render/render-page';
import { validateRoute } from './validate';

/** Page sizes of the overview. */
export const DEFAULT_TILE_COUNT = 12;
export const MAX_TILE_COUNT = 48;

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
    products.get(`/${word}`, (c) => {
      const query = validateRoute(c, QuerySchema, c.req.query());
      if (!query.ok) return query.response;
      const texts = TEXTS[c.var.site.textLocale];
      const tileCount = query.value.tileCount ?? DEFAULT_TILE_COUNT;
      const heading = texts[HEADINGS[view]];
      return renderPage(c, {
        title: heading,
        body: <ProductsOverview heading={heading} tileCount={tileCount} />,
      });
    });
  }
}
