// What the price service charges for a choice: each product lists under one article, and a framed wall-art
// choice is its material plus the chosen frame, shadow-gap (floater) frames included. The page and the service
// sum the parts with the same rule, so a price shown is the price charged.

import type { Channel } from './markets';
import { NO_REFINEMENT, type ProductKind, type ProductParams } from './product-kind';

/** Photoboxes holding this many prints are the MAX box. */
const MAX_BOX_QUANTITY = 100;

const text = (params: ProductParams, key: string): string | undefined => {
  const value = params[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The articles whose prices make up a choice's price: the product's own and, for framed wall art, the frame. */
export interface PriceParts {
  article: string;
  frame?: string;
}

/**
 * The article of a material: wall art by material, cards by refinement or else paper, calendars by type, photo
 * books by type and cover, photoboxes by size and prints by paper. Undefined when the parameters lack what the
 * rule needs.
 */
export function priceArticle(kind: ProductKind, params: ProductParams): string | undefined {
  switch (kind) {
    case 'photoframe':
    case 'collage':
      return text(params, 'materialType');
    case 'card': {
      const refinement = text(params, 'refinementType');
      const finish = refinement && refinement !== NO_REFINEMENT ? refinement : text(params, 'paper');
      return finish ? `card-${finish}` : undefined;
    }
    case 'calendar':
      return text(params, 'calendarType');
    case 'photobook': {
      const type = text(params, 'photobookType');
      // A stapled booklet only comes with a soft cover.
      const cover = text(params, 'photobookCover') ?? (type === 'fotoheft' ? 'soft' : undefined);
      return type && cover ? `${type}-${cover}` : undefined;
    }
    case 'photobox':
      return Number(params.photoboxQuantityMax) >= MAX_BOX_QUANTITY ? 'photobox-max' : 'photobox-small';
    case 'photoprint': {
      const paper = text(params, 'paper');
      return paper ? `photoprint-${paper}` : undefined;
    }
  }
}

/** The parts of a choice: its article, and the frame a wall-art choice names (no frame unless one is named). */
export function priceParts(kind: ProductKind, params: ProductParams): PriceParts | undefined {
  const article = priceArticle(kind, params);
  if (!article) return undefined;
  const frame = kind === 'photoframe' || kind === 'collage' ? text(params, 'frameType') : undefined;
  return frame ? { article, frame } : { article };
}

export interface PartPrice {
  priceCurrent: number;
  /** Absent or equal to the current price without a sale. */
  priceOriginal?: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/** The price of parts together: current and original summed in whole cents (an absent original is the current). */
export function sumPrices(parts: readonly PartPrice[]): { priceCurrent: number; priceOriginal: number } {
  let current = 0;
  let original = 0;
  for (const part of parts) {
    current += cents(part.priceCurrent);
    original += cents(part.priceOriginal ?? part.priceCurrent);
  }
  return { priceCurrent: current / 100, priceOriginal: original / 100 };
}

/**
 * Per format, the price of a material with a frame: only the formats both come in, each the sum of the two.
 * Without a frame list, the material's list as it is.
 */
export function framedPrices<P extends PartPrice & { format: string }>(
  material: readonly P[],
  frame: readonly P[] | undefined,
): { format: string; priceCurrent: number; priceOriginal: number }[] {
  return material.flatMap((row) => {
    const framePrice = frame ? frame.find((entry) => entry.format === row.format) : undefined;
    if (frame && !framePrice) return [];
    return [{ format: row.format, ...sumPrices(framePrice ? [row, framePrice] : [row]) }];
  });
}

/**
 * The SKU id of an article in a format, as the shop's SKU container names it: channel prefix, article and format,
 * upper case (`WL-LEINWAND-60X40`).
 */
export function articleSku(channel: Channel, article: string, format: string): string {
  return `${channel === 'kartenliebe' ? 'KL' : 'WL'}-${article}-${format}`.toUpperCase();
}

/** A price for a quantity: each amount in whole cents times the quantity, as the shop totals an order line. */
export function timesQuantity(
  price: PartPrice,
  quantity: number,
): { priceCurrent: number; priceOriginal: number } {
  return {
    priceCurrent: (cents(price.priceCurrent) * quantity) / 100,
    priceOriginal: (cents(price.priceOriginal ?? price.priceCurrent) * quantity) / 100,
  };
}
