// The sellable article of a choice, from page to basket: the page prices a product's parameters, the designer is
// handed them, and the designer's basket add orders the article those same parameters name, in the same size,
// with the same frame and options. One rule (`priceParts`) names the article everywhere; this file reads a
// designer's query back into those parameters and says which catalogue row a size is sold as.
import { turnsWithOrientation } from './calculator';
import { parseFormat } from './formats';
import { type PriceParts, priceParts } from './price-article';
import type { ProductKind, ProductParams } from './product-kind';
import type { DesignerType } from './products';
import { chosenOptionArticles, chosenWallOptions } from './wall-options';

/** What a hand-off orders: the article in a catalogue format, what is charged on top, and how many. */
export interface SellableChoice {
  kind: ProductKind;
  /** The price service's article (`leinwand`, `photoprint-matt`, `photobox-max`). */
  article: string;
  /** The catalogue format the article is sold in (`40x30`, `a4-hoch`, `15x10`). */
  format: string;
  /** Wall art is listed in landscape: a portrait size is the landscape article turned by 90°. */
  turned: boolean;
  /** Charged on top of the article in its format: the chosen frame, then the chosen option articles. */
  parts: string[];
  /** Every option the shopper chose, charged or not (`{ materialFinish: 'brushed' }`): listed on the line. */
  options: Record<string, string>;
  quantity: number;
}

/** The catalogue row a wall-art size is sold as: `30x40` is the `40x30` article turned. */
export function catalogueFormat(kind: ProductKind, format: string): { format: string; turned: boolean } {
  const { width, height } = parseFormat(format);
  return turnsWithOrientation(kind) && width > 0 && width < height
    ? { format: `${height}x${width}`, turned: true }
    : { format, turned: false };
}

/** The parameters of paper products listed on a basket line: what the article itself does not say. */
const LISTED: Partial<Record<ProductKind, readonly string[]>> = {
  calendar: ['mountingType'],
  photobook: ['photobookPaper', 'photobookCoverLamination', 'photobookPageCount'],
};

/** The options a line lists: every wall-art option chosen, or the listed parameters of a paper product. */
function listedOptions(kind: ProductKind, params: ProductParams): Record<string, string> {
  if (turnsWithOrientation(kind)) return chosenWallOptions(params);
  return Object.fromEntries(
    (LISTED[kind] ?? []).flatMap((name) => {
      const value = params[name];
      return typeof value === 'string' && value !== '' && value !== 'ohne' ? [[name, value]] : [];
    }),
  );
}

/** A count from a query value: 1 when missing, null when not a count from 1 to `max`. */
function countOf(value: string | null, max: number): number | null {
  if (value === null || value === '') return 1;
  const parsed = Number(value);
  return /^[1-9]\d*$/.test(value) && parsed <= max ? parsed : null;
}

interface ReadBack {
  kind: ProductKind;
  params: ProductParams;
  format: string;
  quantity: number | null;
}

/** The product parameters a designer's query stands for: the inverse of the hand-off's translation. */
function readBack(type: DesignerType, query: URLSearchParams): ReadBack {
  const get = (name: string) => query.get(name) ?? '';
  const params = Object.fromEntries(query);
  switch (type) {
    case 'photoframe':
    case 'collage':
      return { kind: type, params, format: get('format'), quantity: 1 };
    case 'card':
      return { kind: 'card', params, format: get('format'), quantity: countOf(query.get('quantity'), 5000) };
    case 'calendar':
      return {
        kind: 'calendar',
        params,
        format: get('formatType'),
        quantity: countOf(query.get('amount'), 100),
      };
    case 'photobook':
      return {
        kind: 'photobook',
        params: { ...params, photobookType: get('photobookPrinting') },
        format: get('photobookFormat'),
        quantity: countOf(query.get('amount'), 100),
      };
    case 'photobox': {
      const size = `${get('width')}x${get('height')}`;
      return {
        kind: get('type') === 'small' ? 'photobox' : 'photoprint',
        params,
        format: size,
        quantity: 1,
      };
    }
  }
}

/**
 * The article a designer's query orders, or the reason it names none: the article of the parameters (as the page
 * priced them), its size as the catalogue lists it, the frame and options charged on top, and the count.
 */
export function handOffArticle(
  type: DesignerType,
  query: URLSearchParams,
): { ok: true; choice: SellableChoice } | { ok: false; reason: string } {
  const { kind, params, format, quantity } = readBack(type, query);
  const parts: PriceParts | undefined = priceParts(kind, params);
  if (!parts) return { ok: false, reason: `the options name no ${kind} article` };
  if (!/^[a-z0-9][a-z0-9-]{0,31}$/.test(format)) return { ok: false, reason: 'the options name no size' };
  if (quantity === null) return { ok: false, reason: 'the quantity is not a count' };
  const wallArt = turnsWithOrientation(kind);
  return {
    ok: true,
    choice: {
      kind,
      article: parts.article,
      ...catalogueFormat(kind, format),
      parts: [...(parts.frame ? [parts.frame] : []), ...(wallArt ? chosenOptionArticles(params) : [])],
      options: listedOptions(kind, params),
      quantity,
    },
  };
}
