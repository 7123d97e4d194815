// Photo boxes and photo prints: the print formats with their inch names, the paper types, and the quantity texts
// with their placeholders.
import { formatMillimetres, INCH_LABELS } from './formats';

export const PHOTOBOX_TYPES = ['small', 'photoprint'] as const;

/** Photo-print formats in cm; each has a fixed inch name (10x12 cm is 4x4.5 in). */
export const PHOTOPRINT_FORMATS = ['10x10', '10x12', '13x9', '15x10', '18x13', '30x20'] as const;

/** The inch name of a photo-print format, e.g. `4x4.5` for `10x12`. */
export function photoprintInchName(format: (typeof PHOTOPRINT_FORMATS)[number]): string {
  const size = formatMillimetres(format);
  return (size && INCH_LABELS[`${size.width}x${size.height}`]) ?? format;
}

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

/** Placeholders the quantity and product texts carry. */
export const TEXT_PLACEHOLDERS = {
  company: '[COMPANY]',
  quantity: '[QUANTITY]',
  currentQuantity: '[CURRENT_QUANTITY]',
  format: '[FORMAT]',
  frame: '[FRAME]',
} as const;

/** The quantity texts: how many photos in which format, and how many of the box's total are filled. */
export const QUANTITY_TEXTS = {
  quantity: '[QUANTITY] photos in format [FORMAT]',
  progress: '[CURRENT_QUANTITY] of [QUANTITY] photos in format [FORMAT]',
} as const;

/** Fills a text template's placeholders; a placeholder without a value stays as it is. */
export function fillTemplate(
  template: string,
  values: Partial<Record<keyof typeof TEXT_PLACEHOLDERS, string | number>>,
): string {
  let text = template;
  for (const [name, placeholder] of Object.entries(TEXT_PLACEHOLDERS)) {
    const value = values[name as keyof typeof TEXT_PLACEHOLDERS];
    if (value !== undefined) text = text.replaceAll(placeholder, String(value));
  }
  return text;
}
