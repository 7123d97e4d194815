// Story paths of the space (without channel and locale) and the small text helpers the builders share.
import type { Language } from '../../shared/domain/markets';
import type { ProductDef } from './catalogue';
import { type Family, familyById } from './families';
import type { Texts } from './texts/types';

/** Splits a `a | b | c` table entry into trimmed fields (missing fields are empty). */
export function parts(entry: string, count: number): string[] {
  const fields = entry.split('|').map((field) => field.trim());
  return Array.from({ length: count }, (_unused, index) => fields[index] ?? '');
}

/** A URL-safe slug of a display name: `Poster im Holzrahmen` -> `poster-im-holzrahmen`. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const categoryPath = (family: Family, language: Language): string => family.slug[language];

export function productName(product: ProductDef, texts: Texts): string {
  return parts(texts.products[product.id], 1)[0] ?? product.id;
}

export function productPath(product: ProductDef, language: Language, texts: Texts): string {
  return `${categoryPath(familyById(product.family), language)}/${slugify(productName(product, texts))}`;
}

/** Fixed paths: the same in every locale. */
export const PATHS = {
  home: 'home',
  globalConfig: 'global-config',
  error: 'error',
  feedCard: 'feed-card',
  feedCalendar: 'feed-calendar',
  feedCollage: 'feed-collage',
  snippet: 'snippets/product-snippet',
  previewOnly: 'preview-only',
  redirect: 'sale',
  externalRedirect: 'partner-program',
} as const;

/** Paths of the referenced (relation) stories. */
export const SHARED = {
  usp: (id: string) => `shared/usp/${id}`,
  faq: (index: number) => `shared/faq/question-${index + 1}`,
  frameType: (id: string) => `shared/frame-types/${id}`,
  accessoryType: (id: string) =>
    `shared/accessory-types/${id.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`)}`,
} as const;
