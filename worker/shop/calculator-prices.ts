// The calculator's prices come from the price service: before a product page renders, each calculator material's
// formats take the price the service charges for that choice in the site's currency: its article's, plus its
// frame's when it names one. A format the service does not sell the choice in keeps no price from the CMS: it
// is left out. When the service cannot answer, the CMS prices stay if they are in the site's currency.
import type { Context } from 'hono';
import * as v from 'valibot';
import { calculatorKind, materialPriceParts } from '../../shared/domain/calculator';
import { type CalculatorChoice, type HeldChoice, holdChoice } from '../../shared/domain/calculator-choice';
import { keptSpace } from '../../shared/domain/isolate-cache';
import { contentPricesApply } from '../../shared/domain/locales';
import { articleSku, framedPrices, type PriceParts, priceParts } from '../../shared/domain/price-article';
import { type ProductParams, productKind } from '../../shared/domain/product-kind';
import { DESIGNER_TYPES } from '../../shared/domain/products';
import {
  isWallOptionGroup,
  WALL_OPTION_GROUPS,
  type WallOptionGroupName,
} from '../../shared/domain/wall-options';
import type { AnonymousShopClient } from '../../shared/shop/client';
import { SHOP_PATHS } from '../../shared/shop/endpoints';
import { ShopError } from '../../shared/shop/error';
import type { AppEnv } from '../env';

type Price = { priceCurrent: number; priceOriginal?: number };
type PriceRow = { format: string; priceCurrent: number; priceOriginal?: number };
/** The article's formats with their prices; empty for an article the service does not know. */
type PriceList = readonly PriceRow[];

const PRICE = v.pipe(v.number(), v.minValue(0));
const FormatsAnswerSchema = v.object({
  formats: v.array(
    v.looseObject({ format: v.string(), priceCurrent: PRICE, priceOriginal: v.optional(PRICE) }),
  ),
});

const MaterialSchema = v.looseObject({
  formats: v.array(v.looseObject({ value: v.string() })),
  context: v.optional(v.record(v.string(), v.unknown()), {}),
});
const CalculatorShape = v.looseObject({
  component: v.literal('Calculator'),
  product: v.picklist(DESIGNER_TYPES),
  options: v.looseObject({ materials: v.array(v.looseObject({})) }),
});

/**
 * Price lists are kept in this isolate for a few minutes: a page view then costs no call. Only answers are kept,
 * never a pending call, which belongs to the request that made it. They are read as nobody (no cookie), and keyed
 * by everything the call sends and by the market (see {@link listKey}).
 */
const LIST_TTL_MS = 5 * 60 * 1000;
const PRICE_LISTS = keptSpace<PriceList>('price-lists', (list) => list.length * 120);

async function fetchList(shop: AnonymousShopClient, currency: string, article: string): Promise<PriceList> {
  try {
    const answer = await shop.get(SHOP_PATHS.priceFormats, { currency, material: article });
    return v.parse(FormatsAnswerSchema, answer).formats;
  } catch (error) {
    if (error instanceof ShopError && error.status === 404) return [];
    throw error;
  }
}

/**
 * The key of a kept answer: the call's identity, the market and what it asked for. A country may pay its own
 * prices in a currency it shares, so a list kept for one market is never another's.
 */
function listKey(c: Context<AppEnv>, currency: string, ...asked: string[]): string {
  return [c.get('anonymousShop').identity, c.get('site').country, currency, ...asked].join('|');
}

async function priceList(c: Context<AppEnv>, currency: string, article: string): Promise<PriceList> {
  const shop = c.get('anonymousShop');
  const key = listKey(c, currency, article);
  const known = c.get('kept').get(PRICE_LISTS, key);
  if (known) return known;
  // A failed call throws and is not kept: the next page view asks again.
  const list = await fetchList(shop, currency, article);
  c.get('kept').set(PRICE_LISTS, key, list, { until: Date.now() + LIST_TTL_MS });
  return list;
}

/** Products printed on wall-art materials: they take print and frame options. */
const WALL_ART = new Set<string>(['photoframe', 'collage']);

const OptionsAnswerSchema = v.object({
  groups: v.array(
    v.object({
      group: v.string(),
      options: v.array(
        v.looseObject({ id: v.string(), priceCurrent: PRICE, priceOriginal: v.optional(PRICE) }),
      ),
    }),
  ),
});

/** A wall-art option group as the calculator offers it: its options with their prices (the default is free). */
export interface OfferedGroup {
  group: WallOptionGroupName;
  options: { id: string; priceCurrent: number; priceOriginal?: number }[];
}

const OPTION_GROUP_LISTS = keptSpace<OfferedGroup[]>('option-groups', (list) => 200 + list.length * 200);

/**
 * The option groups the service offers for a material and frame, kept like the price lists. Groups this shop
 * cannot hand over (no designer parameter known) and options without one are left out.
 */
async function optionGroups(
  c: Context<AppEnv>,
  currency: string,
  parts: PriceParts,
): Promise<OfferedGroup[]> {
  const shop = c.get('anonymousShop');
  const key = listKey(c, currency, parts.article, parts.frame ?? '');
  const known = c.get('kept').get(OPTION_GROUP_LISTS, key);
  if (known) return known;
  let groups: OfferedGroup[] = [];
  try {
    const answer = await shop.get(SHOP_PATHS.photoOptionsGroups, {
      currency,
      material: parts.article,
      ...(parts.frame ? { frameType: parts.frame } : {}),
    });
    groups = v.parse(OptionsAnswerSchema, answer).groups.flatMap(({ group, options }) => {
      if (!isWallOptionGroup(group)) return [];
      const values: Record<string, string> = WALL_OPTION_GROUPS[group].values;
      const offered = options
        .filter((option) => Object.hasOwn(values, option.id))
        .map(({ id, priceCurrent, priceOriginal }) => ({
          id,
          priceCurrent,
          ...(priceOriginal !== undefined && priceOriginal > priceCurrent ? { priceOriginal } : {}),
        }));
      return offered.length > 0 ? [{ group, options: offered }] : [];
    });
  } catch (error) {
    // Not a material with options (a 404): none offered. Anything else is not kept: asked again next time.
    if (!(error instanceof ShopError && error.status === 404)) throw error;
  }
  c.get('kept').set(OPTION_GROUP_LISTS, key, groups, { until: Date.now() + LIST_TTL_MS });
  return groups;
}

/** The prices of a choice per format: its article's list, summed with its frame's. */
async function choicePrices(
  c: Context<AppEnv>,
  currency: string,
  parts: PriceParts,
): Promise<ReadonlyMap<string, Price>> {
  const [material, frame] = await Promise.all([
    priceList(c, currency, parts.article),
    parts.frame ? priceList(c, currency, parts.frame) : undefined,
  ]);
  return new Map(
    framedPrices(material, frame).map(({ format, priceCurrent, priceOriginal }) => [
      format,
      // The service repeats the current price as the original one when there is no sale.
      priceOriginal > priceCurrent ? { priceCurrent, priceOriginal } : { priceCurrent },
    ]),
  );
}

/**
 * A material with the service's prices on the formats it lists. A format the service has no price for is left
 * out (a price shown is one the shop charges); a material with none left keeps none, and is noted.
 */
function priced(
  material: v.InferOutput<typeof MaterialSchema>,
  prices: ReadonlyMap<string, Price>,
): v.InferOutput<typeof MaterialSchema> {
  return {
    ...material,
    formats: material.formats.flatMap((format) => {
      const price = prices.get(format.value);
      if (!price) return [];
      const { priceOriginal: _cmsOriginal, ...rest } = format;
      return [{ ...rest, ...price }];
    }),
  };
}

/** A preset SKU as the calculator takes it: its id and the product parameters it stands for. */
export interface PresetSku {
  sku: string;
  context: ProductParams;
  [field: string]: unknown;
}

/**
 * The SKU a visitor's `?sku=` names: one of the page's own SKUs, else a calculator choice whose article and
 * format make that id (the first such material when several share the article).
 */
function requestedSku(
  c: Context<AppEnv>,
  product: (typeof DESIGNER_TYPES)[number],
  materials: readonly unknown[],
  pageSkus: readonly PresetSku[],
  wanted: string,
): PresetSku | undefined {
  const id = wanted.toUpperCase();
  const own = pageSkus.find((sku) => sku.sku.toUpperCase() === id);
  if (own) return own;
  const { channel } = c.get('site');
  for (const entry of materials) {
    const group = entry as { materials?: unknown[] };
    for (const option of Array.isArray(group.materials) ? group.materials : [entry]) {
      const material = v.safeParse(MaterialSchema, option);
      if (!material.success) continue;
      const parts = materialPriceParts(product, material.output.context);
      const format = parts
        ? material.output.formats.find((row) => articleSku(channel, parts.article, row.value) === id)
        : undefined;
      if (format) return { sku: id, context: { ...material.output.context, format: format.value } };
    }
  }
  return undefined;
}

/** A priced material as a choice is held to it: its value, its formats and the option groups it offers. */
const ChoosableSchema = v.looseObject({
  value: v.string(),
  formats: v.array(v.looseObject({ value: v.string(), priceCurrent: v.number() })),
  optionGroups: v.optional(
    v.array(v.looseObject({ group: v.string(), options: v.array(v.looseObject({ id: v.string() })) })),
  ),
});

/** The shopper's choice held to the priced materials; a size off a material's list is held with its price. */
function heldChoice(
  materials: readonly unknown[],
  choice: CalculatorChoice | undefined,
  pricesOf: ReadonlyMap<string, ReadonlyMap<string, Price>>,
): HeldChoice | undefined {
  if (!choice) return undefined;
  const choosable = materials.flatMap((entry) => {
    const group = entry as { materials?: unknown[] };
    return (Array.isArray(group.materials) ? group.materials : [entry]).flatMap((option) => {
      const material = v.safeParse(ChoosableSchema, option);
      return material.success ? [material.output] : [];
    });
  });
  return holdChoice(choosable, choice, (material, format) => pricesOf.get(material)?.get(format));
}

/** What preselects a calculator: the page's SKUs, the visitor's `?sku=`, the choice the address names. */
export interface CalculatorPresets {
  page: readonly PresetSku[];
  requested?: string;
  choice?: CalculatorChoice;
}

/** One calculator block with live prices; anything not shaped like a calculator is handed back as it came. */
async function pricedCalculator(
  c: Context<AppEnv>,
  block: unknown,
  skus: CalculatorPresets,
): Promise<unknown> {
  const calculator = v.safeParse(CalculatorShape, block);
  if (!calculator.success) return block;
  const { product, options } = calculator.output;
  const currency = c.get('site').currency.toLowerCase();
  /** Each priced material's prices by format, every size the service sells it in. */
  const pricesOf = new Map<string, ReadonlyMap<string, Price>>();
  const listOf = async (given: unknown): Promise<unknown> => {
    // Options and their prices come from the service only.
    const { optionGroups: _fromCms, ...entry } = given as { optionGroups?: unknown };
    const material = v.safeParse(MaterialSchema, entry);
    if (!material.success) return entry;
    const parts = materialPriceParts(product, material.output.context);
    if (!parts) return entry;
    try {
      const [prices, groups] = await Promise.all([
        choicePrices(c, currency, parts),
        WALL_ART.has(calculatorKind(product, material.output.context))
          ? optionGroups(c, currency, parts)
          : [],
      ]);
      const { value } = entry as { value?: unknown };
      if (typeof value === 'string') pricesOf.set(value, prices);
      const result = {
        ...priced(material.output, prices),
        ...(groups.length > 0 ? { optionGroups: groups } : {}),
      };
      if (result.formats.length < material.output.formats.length) {
        const missing = material.output.formats
          .map((format) => format.value)
          .filter((format) => !result.formats.some((priced) => priced.value === format));
        c.get('log').warn('price-unavailable', { ...parts, currency, formats: missing });
      }
      return result.formats.length > 0 ? result : null;
    } catch (error) {
      c.get('log').warn('price-unavailable', { ...parts, currency, error });
      // The CMS prices stand in only where they are in the site's currency.
      if (contentPricesApply(c.get('site'))) return entry;
      noteCurrencyMismatch(c);
      return null;
    }
  };
  const present = (list: unknown[]) => list.filter((entry) => entry !== null);
  const materials = await Promise.all(
    options.materials.map(async (entry) => {
      const group = entry as { materials?: unknown };
      if (!Array.isArray(group.materials)) return listOf(entry);
      const inGroup = present(await Promise.all(group.materials.map(listOf)));
      return inGroup.length > 0 ? { ...entry, materials: inGroup } : null;
    }),
  );
  const shown = present(materials);
  // The visitor's `?sku=` wins, then the block's own preset, then the page's SKU.
  const requested = skus.requested ? requestedSku(c, product, shown, skus.page, skus.requested) : undefined;
  const preset = requested ?? (calculator.output as { sku?: PresetSku }).sku ?? skus.page[0];
  // Only what preselects: the price shown is the chosen format's, from the service.
  const sku = preset && { sku: preset.sku, context: preset.context };
  // The choice the page's address names comes before any preset, where it names one of these materials.
  const choice = heldChoice(shown, skus.choice, pricesOf);
  return {
    ...calculator.output,
    options: { ...options, materials: shown },
    ...(sku ? { sku } : {}),
    // Only the address chooses: a `choice` in the content is never read.
    choice,
  };
}

/**
 * The page's calculator blocks with the price service's prices in the site's currency, each preset with the
 * SKU the visitor asked for (`?sku=`), else its own, else the page's first; and the choice the page's address
 * names (`?material=…&format=…`), which comes first where it names one of the block's materials.
 */
export function withLivePrices(
  c: Context<AppEnv>,
  blocks: readonly unknown[],
  skus: CalculatorPresets = { page: [] },
): Promise<unknown[]> {
  return Promise.all(blocks.map((block) => pricedCalculator(c, block, skus)));
}

const NOTED_MISMATCHES = keptSpace<true>('noted-mismatches', () => 64);

/** Notes, once per isolate and site, that the content's prices are in another currency and were withheld. */
export function noteCurrencyMismatch(c: Context<AppEnv>): void {
  const { locale, contentLocale, currency } = c.get('site');
  const key = `currency-mismatch|${locale}`;
  const kept = c.get('kept');
  if (kept.get(NOTED_MISMATCHES, key)) return;
  kept.set(NOTED_MISMATCHES, key, true);
  c.get('log').warn('price-currency-mismatch', { locale, contentLocale, currency });
}

export interface StartingPrice {
  priceCurrent: number;
  priceOriginal?: number;
  /** More than one format: the price is where a range starts. */
  fromPrice: boolean;
}

/**
 * The price a product starts at, from the service: the cheapest format of the choice its SKU context names
 * (article plus frame). Undefined when the context names no article or the service has no price for it.
 */
export async function startingPrice(
  c: Context<AppEnv>,
  context: ProductParams,
): Promise<StartingPrice | undefined> {
  const kind = productKind(context);
  const parts = kind ? priceParts(kind, context) : undefined;
  if (!parts) return undefined;
  const currency = c.get('site').currency.toLowerCase();
  const prices = [...(await choicePrices(c, currency, parts)).values()];
  const [cheapest] = prices.sort((a, b) => a.priceCurrent - b.priceCurrent);
  if (!cheapest) return undefined;
  return { ...cheapest, fromPrice: prices.length > 1 };
}

/** What a tile's price is worked out from: its SKU's parameters, and the content's price. */
export interface PricedTileSource {
  context?: ProductParams;
  priceCurrent?: number;
  priceOriginal?: number;
}

/**
 * Tiles with the price the service starts them at ("from" where a range starts). Where the service has none,
 * the content's price stays if it is in the site's currency; otherwise the tile shows no price.
 */
export async function pricedTiles<T extends PricedTileSource>(
  c: Context<AppEnv>,
  tiles: readonly T[],
): Promise<(T & { fromPrice?: boolean })[]> {
  const contentApplies = contentPricesApply(c.get('site'));
  return Promise.all(
    tiles.map(async (tile) => {
      const { priceCurrent: _current, priceOriginal: _original, ...bare } = tile;
      const started = tile.context
        ? await startingPrice(c, tile.context).catch((error: unknown) => {
            c.get('log').warn('price-unavailable', { context: tile.context, error });
            return undefined;
          })
        : undefined;
      if (started) return { ...bare, ...started } as T & { fromPrice?: boolean };
      if (contentApplies || tile.priceCurrent === undefined) return tile;
      noteCurrencyMismatch(c);
      return bare as T;
    }),
  );
}
