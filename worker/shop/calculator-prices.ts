// The calculator's prices come from the price service: before a product page renders, each calculator material's
// formats take the prices its article has in the site's currency. The CMS prices stay where the service has no
// price (an unknown article or format) or cannot answer, so the page always shows a price.
import type { Context } from 'hono';
import * as v from 'valibot';
import { materialArticle } from '../../shared/domain/calculator';
import { keptSpace } from '../../shared/domain/isolate-cache';
import { DESIGNER_TYPES } from '../../shared/domain/products';
import type { AnonymousShopClient } from '../../shared/shop/client';
import { SHOP_PATHS } from '../../shared/shop/endpoints';
import { ShopError } from '../../shared/shop/error';
import type { AppEnv } from '../env';

type Price = { priceCurrent: number; priceOriginal?: number };
/** Format -> price; empty for an article the service does not know. */
type PriceList = ReadonlyMap<string, Price>;

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
 * by everything the call sends.
 */
const LIST_TTL_MS = 5 * 60 * 1000;
const PRICE_LISTS = keptSpace<PriceList>('price-lists', (list) => list.size * 120);

async function fetchList(shop: AnonymousShopClient, currency: string, article: string): Promise<PriceList> {
  try {
    const answer = await shop.get(SHOP_PATHS.priceFormats, { currency, material: article });
    const { formats } = v.parse(FormatsAnswerSchema, answer);
    return new Map(
      formats.map(({ format, priceCurrent, priceOriginal }) => [
        format,
        // The service repeats the current price as the original one when there is no sale.
        priceOriginal !== undefined && priceOriginal > priceCurrent
          ? { priceCurrent, priceOriginal }
          : { priceCurrent },
      ]),
    );
  } catch (error) {
    if (error instanceof ShopError && error.status === 404) return new Map();
    throw error;
  }
}

async function priceList(c: Context<AppEnv>, currency: string, article: string): Promise<PriceList> {
  const shop = c.get('anonymousShop');
  const key = `${shop.identity}|${currency}|${article}`;
  const known = c.get('kept').get(PRICE_LISTS, key);
  if (known) return known;
  // A failed call throws and is not kept: the next page view asks again.
  const list = await fetchList(shop, currency, article);
  c.get('kept').set(PRICE_LISTS, key, list, { until: Date.now() + LIST_TTL_MS });
  return list;
}

/** A material with the service's prices on the formats it lists. */
function priced(material: v.InferOutput<typeof MaterialSchema>, list: PriceList) {
  return {
    ...material,
    formats: material.formats.map((format) => {
      const price = list.get(format.value);
      if (!price) return format;
      const { priceOriginal: _cmsOriginal, ...rest } = format;
      return { ...rest, ...price };
    }),
  };
}

/** One calculator block with live prices; anything not shaped like a calculator is handed back as it came. */
async function pricedCalculator(c: Context<AppEnv>, block: unknown): Promise<unknown> {
  const calculator = v.safeParse(CalculatorShape, block);
  if (!calculator.success) return block;
  const { product, options } = calculator.output;
  const currency = c.get('site').currency.toLowerCase();
  const listOf = async (entry: unknown): Promise<unknown> => {
    const material = v.safeParse(MaterialSchema, entry);
    if (!material.success) return entry;
    const article = materialArticle(product, material.output.context);
    if (!article) return entry;
    try {
      return priced(material.output, await priceList(c, currency, article));
    } catch (error) {
      c.get('log').warn('price-unavailable', { article, currency, error });
      return entry;
    }
  };
  const materials = await Promise.all(
    options.materials.map(async (entry) => {
      const group = entry as { materials?: unknown };
      if (!Array.isArray(group.materials)) return listOf(entry);
      return { ...entry, materials: await Promise.all(group.materials.map(listOf)) };
    }),
  );
  return { ...calculator.output, options: { ...options, materials } };
}

/** The page's calculator blocks with the price service's prices in the site's currency. */
export function withLivePrices(c: Context<AppEnv>, blocks: readonly unknown[]): Promise<unknown[]> {
  return Promise.all(blocks.map((block) => pricedCalculator(c, block)));
}
