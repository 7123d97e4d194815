// The product pages of the site as overview tiles: each page of the site's content locale chain (a locale's own
// version wins) that sells a SKU, with its title, teaser image, price and product kind.
import type { Context } from 'hono';
import * as v from 'valibot';
import { SkuSchema } from '../../shared/components/blocks/SkuContainer';
import { storyPath } from '../../shared/domain/alternates';
import { contentLocaleChain } from '../../shared/domain/locales';
import { type ProductKind, productKind } from '../../shared/domain/product-kind';
import { CmsImageSchema } from '../../shared/schemas/cms';
import type { AppEnv } from '../env';
import { TILE_EXCLUDED_FIELDS } from './access';
import { CONTENT_LIMITS } from './client';

export interface ProductTile {
  /** The page's path without locale prefix. */
  path: string;
  title: string;
  image?: { filename: string; alt: string };
  priceCurrent?: number;
  priceOriginal?: number;
  kind: ProductKind | null;
}

const ProductPageSchema = v.looseObject({
  component: v.literal('Page'),
  title: v.optional(v.string()),
  teaser: v.optional(v.array(v.looseObject({ image: v.optional(CmsImageSchema) })), []),
  sku: v.pipe(v.array(SkuSchema), v.minLength(1)),
});

/** Every product page of the site, in the order of the content folder. */
export async function productTiles(c: Context<AppEnv>): Promise<ProductTile[]> {
  const tiles: ProductTile[] = [];
  const seen = new Set<string>();
  for (const contentLocale of contentLocaleChain(c.var.site.contentLocale)) {
    for (let page = 1; ; page += 1) {
      const { stories, total } = await c.var.content.list(
        contentLocale.toLowerCase(),
        page,
        TILE_EXCLUDED_FIELDS,
      );
      for (const story of stories) {
        const group = story.group_id ?? story.uuid;
        if (seen.has(group)) continue;
        const parsed = v.safeParse(ProductPageSchema, story.content);
        if (!parsed.success) continue;
        seen.add(group);
        const [sku] = parsed.output.sku;
        const image = parsed.output.teaser.find((teaser) => teaser.image)?.image;
        tiles.push({
          path: storyPath(story.full_slug),
          title: parsed.output.title ?? story.name,
          ...(image ? { image: { filename: image.filename, alt: image.alt } } : {}),
          ...(sku?.priceCurrent !== undefined ? { priceCurrent: sku.priceCurrent } : {}),
          ...(sku?.priceOriginal !== undefined ? { priceOriginal: sku.priceOriginal } : {}),
          kind: productKind(sku?.context ?? {}),
        });
      }
      if (stories.length === 0 || page * CONTENT_LIMITS.perPage >= total) break;
    }
  }
  return tiles;
}
