// The product pages of the site as overview tiles: each page of the site's content locale chain (a locale's own
// version wins) that sells a SKU, with its title, teaser image, price and product kind.
import type { Context } from 'hono';
import * as v from 'valibot';
import { SkuSchema } from '../../shared/components/blocks/SkuContainer';
import { storyPath } from '../../shared/domain/alternates';
import { keptSpace } from '../../shared/domain/isolate-cache';
import { contentLocaleChain } from '../../shared/domain/locales';
import { type ProductKind, type ProductParams, productKind } from '../../shared/domain/product-kind';
import { CmsImageSchema } from '../../shared/schemas/cms';
import type { AppEnv } from '../env';
import { TILE_EXCLUDED_FIELDS } from './access';

export interface ProductTile {
  /** The page's path without locale prefix. */
  path: string;
  /** The page's first SKU: what the wishlist keeps. */
  sku?: string;
  title: string;
  image?: { filename: string; alt: string };
  /** The content's price of the SKU: in the content locale's currency. */
  priceCurrent?: number;
  priceOriginal?: number;
  /** The price starts a range ("from"). */
  fromPrice?: boolean;
  kind: ProductKind | null;
  /** The SKU's product parameters: what the price service prices. */
  context?: ProductParams;
}

const ProductPageSchema = v.looseObject({
  component: v.literal('Page'),
  title: v.optional(v.string()),
  teaser: v.optional(v.array(v.looseObject({ image: v.optional(CmsImageSchema) })), []),
  sku: v.pipe(v.array(SkuSchema), v.minLength(1)),
});

/** Tiles already listed in this isolate, by KV key (which holds the content version). */
const TILES = keptSpace<ProductTile[]>('tiles');
const TILES_TTL_SECONDS = 60 * 60 * 24;
/** Goes up when a tile gains a field, so lists stored before are not read. */
const TILE_SHAPE = 3;

/**
 * Every product page of the site, in the order of the content folder. Listing walks the whole content folder,
 * so published tiles are kept under the content version: in this isolate and in KV (a publish moves the key).
 */
export async function productTiles(c: Context<AppEnv>): Promise<ProductTile[]> {
  const content = c.get('content'),
    site = c.get('site'),
    kept = c.get('kept');
  // With every cache off, KV's copy is not read either.
  if (content.draft || !kept.enabled) return listTiles(c);
  const cv = await content.cacheVersion();
  const key = `tiles:${cv}:${TILE_SHAPE}:${site.channel}:${site.contentLocale.toLowerCase()}`;
  const known = kept.get(TILES, key);
  if (known) return known;
  const kv = c.env.CONTENT_CACHE;
  const stored = await kv.get(key, 'text');
  const tiles = stored === null ? await listTiles(c) : (JSON.parse(stored) as ProductTile[]);
  if (stored === null) {
    c.executionCtx.waitUntil(
      kv
        .put(key, JSON.stringify(tiles), { expirationTtl: TILES_TTL_SECONDS })
        .catch((error: unknown) => c.get('log').warn('content-unavailable', { part: 'tiles', error })),
    );
  }
  kept.set(TILES, key, tiles, stored === null ? {} : { bytes: stored.length * 2 });
  return tiles;
}

async function listTiles(c: Context<AppEnv>): Promise<ProductTile[]> {
  const tiles: ProductTile[] = [];
  const seen = new Set<string>();
  for (const contentLocale of contentLocaleChain(c.get('site').contentLocale)) {
    const stories = await c.get('content').pages(contentLocale.toLowerCase(), TILE_EXCLUDED_FIELDS);
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
        ...(sku ? { sku: sku.sku } : {}),
        title: parsed.output.title ?? story.name,
        ...(image ? { image: { filename: image.filename, alt: image.alt } } : {}),
        ...(sku?.priceCurrent !== undefined ? { priceCurrent: sku.priceCurrent } : {}),
        ...(sku?.priceOriginal !== undefined ? { priceOriginal: sku.priceOriginal } : {}),
        kind: productKind(sku?.context ?? {}),
        ...(sku ? { context: sku.context } : {}),
      });
    }
  }
  return tiles;
}
