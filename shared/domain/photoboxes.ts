// Photo boxes and photo prints: the box types, the paper types, and what a box or print holds (quantity, format).

export const PHOTOBOX_TYPES = ['small', 'photoprint'] as const;

export const PHOTO_PAPER_TYPES = [
  'photoprints',
  'matte-photo-paper',
  'glossy-photo-paper',
  'poster-paper',
  'hahnemuehle',
  'photobox',
  'photobox-max',
  'photobox-max-photo-paper',
] as const;

/** How many photos a product holds and in which format (a format value such as `15x10`). */
export interface PhotoQuantity {
  quantity: number;
  format: string;
}

const FORMAT = /^[1-9]\d{0,3}x[1-9]\d{0,3}$/;
/** The most photos any box or order names; a larger number is not one of ours. */
const QUANTITY_MAX = 1000;

function wholeQuantity(value: unknown): number | undefined {
  const quantity = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= QUANTITY_MAX
    ? quantity
    : undefined;
}

/**
 * What a photo box or photo prints product holds, from its product parameters: a box (`photoboxType` small) holds
 * `photoboxQuantityMax` photos, and without that number says nothing; photo prints are priced per photo, so they
 * hold one unless the parameters name a quantity. The format is `photoboxFormat`, else `format`. Null for any
 * other product, or a format that is not `<w>x<h>`.
 */
export function photoQuantity(context: Readonly<Record<string, unknown>>): PhotoQuantity | null {
  const type = context.photoboxType;
  if (type !== 'small' && type !== 'photoprint') return null;
  const format = [context.photoboxFormat, context.format].find(
    (value): value is string => typeof value === 'string' && FORMAT.test(value),
  );
  const named = wholeQuantity(context.photoboxQuantityMax);
  const quantity = type === 'small' ? named : (named ?? 1);
  return format && quantity !== undefined ? { quantity, format } : null;
}
