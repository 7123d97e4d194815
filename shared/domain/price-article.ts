// The price service lists each product under one article id; a calculator material names its article through
// its parameters, so the server can price it and the more-formats dialog can list its sizes.

import { NO_REFINEMENT, type ProductKind, type ProductParams } from './product-kind';

/** Photoboxes holding this many prints are the MAX box. */
const MAX_BOX_QUANTITY = 100;

const text = (params: ProductParams, key: string): string | undefined => {
  const value = params[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The article of a material: wall art by material, a print behind a frame with a mat as `<material>-framed`
 * (a canvas's floater frame is part of the canvas), cards by refinement or else paper, calendars by type,
 * photo books by type and cover, photoboxes by size and prints by paper. Undefined when the parameters lack
 * what the rule needs.
 */
export function priceArticle(kind: ProductKind, params: ProductParams): string | undefined {
  switch (kind) {
    case 'photoframe':
    case 'collage': {
      const material = text(params, 'materialType');
      const frame = text(params, 'frameType');
      if (!material) return undefined;
      return frame && !frame.startsWith('schattenfuge') ? `${material}-framed` : material;
    }
    case 'card': {
      const refinement = text(params, 'refinementType');
      const finish = refinement && refinement !== NO_REFINEMENT ? refinement : text(params, 'paper');
      return finish ? `card-${finish}` : undefined;
    }
    case 'calendar':
      return text(params, 'calendarType');
    case 'photobook': {
      const type = text(params, 'photobookType');
      const cover = text(params, 'photobookCover');
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
