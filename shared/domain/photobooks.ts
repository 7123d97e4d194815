// Photobooks: types, formats (labelled by `formatLabel()`: 20x20 cm is 8x8 in), papers, covers, laminations, the
// orientation a format names, and the design categories per channel and locale.
import { type ChannelConfig, channelConfig } from './channel-config';
import type { Channel } from './markets';

export const PHOTOBOOK_TYPES = ['digitalfotobuch', 'echtfotobuch', 'fotoheft'] as const;
export const PHOTOBOOK_COVERS = ['hard', 'soft'] as const;
export const PHOTOBOOK_FORMATS = [
  '200-200',
  '300-300',
  'a3-quer',
  'a4-hoch',
  'a4-quer',
  'a4-quer-sendmoments',
  'a5-hoch',
  'a5-quer',
  'a6-quer',
] as const;

export const PHOTOBOOK_VARIANTS = ['standard', 'glossy', 'matt', 'feinstweiss', 'softtouch'] as const;
/** `feinstweiss` inside pages can be written on. */
export const PHOTOBOOK_PAPERS = ['feinstweiss', 'glaenzend', 'matt', 'standard'] as const;
export const PHOTOBOOK_LAMINATIONS = ['glossy', 'matt'] as const;
export const PHOTOBOOK_ORIENTATIONS = ['din-landscape', 'din-portrait', 'square'] as const;

/** The orientation a book format names: `-quer` landscape, `-hoch` portrait, anything else square. */
export function bookOrientation(format: string): 'landscape' | 'portrait' | 'square' {
  if (format.includes('-quer')) return 'landscape';
  if (format.includes('-hoch')) return 'portrait';
  return 'square';
}

/** Splits a photobook type such as `echtfotobuch-soft` into its printing and, when named, its cover. */
export function splitPhotobookType(type: string): { printing: string; cover?: string } {
  const printing = PHOTOBOOK_TYPES.find((name) => type === name || type.startsWith(`${name}-`)) ?? type;
  const rest = type.slice(printing.length + 1);
  return (PHOTOBOOK_COVERS as readonly string[]).includes(rest) ? { printing, cover: rest } : { printing };
}

/** A design group of a photobook design-group set: the template of one orientation. */
export interface DesignGroupRef {
  id: number;
  orientation: string;
}

/** The template of a set for a format: the group of the format's orientation, else none. */
export function templateFor(groups: readonly DesignGroupRef[], format: string): number | null {
  const orientation = bookOrientation(format);
  return groups.find((group) => group.orientation === orientation)?.id ?? null;
}

/** Design categories by id. */
const PHOTOBOOK_CATEGORIES: Readonly<Record<number, string>> = {
  1: 'wedding',
  2: 'baby',
  3: 'kids',
  4: 'love',
  5: 'cooking',
  8: 'birthday',
  9: 'travel',
  10: 'family',
  12: 'lifestyle',
  15: 'everyday',
  16: 'basic',
  18: 'review-of-the-year',
  20: 'mothers-day',
  22: 'wedding-newspaper',
  41: 'disney',
  42: 'star-wars',
  43: 'mickey-mouse',
  45: 'spider-man',
  50: 'guestbook',
  51: 'condolence-book',
};

/** Licensed categories that are not offered in the UK. */
const EXCLUDED_BY_LOCALE: Readonly<Record<string, readonly number[]>> = { 'en-GB': [41, 42, 43, 45] };

/** Guest books and condolence books are offered where the channel sells them. */
const CHANNEL_CATEGORIES: Readonly<Record<number, (config: ChannelConfig) => boolean>> = {
  50: (config) => config.guestbooksAvailable,
  51: (config) => config.condolencebooksAvailable,
};

/** The category ids offered in a channel and locale, in id order. */
export function photobookCategories(channel: Channel, locale: string): number[] {
  const excluded = EXCLUDED_BY_LOCALE[locale] ?? [];
  const config = channelConfig(channel, locale);
  return Object.keys(PHOTOBOOK_CATEGORIES)
    .map(Number)
    .filter((id) => !excluded.includes(id) && (CHANNEL_CATEGORIES[id]?.(config) ?? true));
}
