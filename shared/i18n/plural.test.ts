// Count texts: the plural form the locale's rules pick ("1 Bewertung", "2 Bewertungen"), the count in the locale's
// number format, and no count text in the dictionaries without its plural forms.
import { describe, expect, test } from 'vitest';
import { TEXT_LOCALES, type TextLocale } from '../domain/markets';
import { countText, type PluralText } from './plural';
import { TEXTS, type Texts } from './texts';

const COUNT_TEXTS: Record<string, (texts: Texts) => PluralText> = {
  products: (texts) => texts.productCount,
  reviews: (texts) => texts.reviewCarousel.total,
  footerReviews: (texts) => texts.footer.reviewCount,
  basket: (texts) => texts.account.cartCount,
};

/** [text, locale, wording for 1, wording for 2] */
const ONE_AND_TWO: [keyof typeof COUNT_TEXTS, TextLocale, string, string][] = [
  ['products', 'de-DE', '1 Produkt', '2 Produkte'],
  ['products', 'en-GB', '1 product', '2 products'],
  ['products', 'en-US', '1 product', '2 products'],
  ['products', 'es-ES', '1 producto', '2 productos'],
  ['products', 'fr-FR', '1 produit', '2 produits'],
  ['products', 'it-IT', '1 prodotto', '2 prodotti'],
  ['products', 'nl-NL', '1 product', '2 producten'],
  ['reviews', 'de-DE', '1 Bewertung', '2 Bewertungen'],
  ['reviews', 'en-GB', '1 review', '2 reviews'],
  ['reviews', 'es-ES', '1 opinión', '2 opiniones'],
  ['reviews', 'fr-FR', '1 avis', '2 avis'],
  ['reviews', 'it-IT', '1 recensione', '2 recensioni'],
  ['reviews', 'nl-NL', '1 beoordeling', '2 beoordelingen'],
  ['footerReviews', 'de-DE', '1 Bewertung', '2 Bewertungen'],
  ['footerReviews', 'en-US', '1 review', '2 reviews'],
  ['footerReviews', 'es-ES', '1 opinión', '2 opiniones'],
  ['footerReviews', 'fr-FR', '1 avis', '2 avis'],
  ['footerReviews', 'it-IT', '1 recensione', '2 recensioni'],
  ['footerReviews', 'nl-NL', '1 beoordeling', '2 beoordelingen'],
  ['basket', 'de-DE', '1 Artikel im Warenkorb', '2 Artikel im Warenkorb'],
  ['basket', 'en-GB', '1 item in the basket', '2 items in the basket'],
  ['basket', 'es-ES', '1 artículo en la cesta', '2 artículos en la cesta'],
  ['basket', 'fr-FR', '1 article dans le panier', '2 articles dans le panier'],
  ['basket', 'it-IT', '1 articolo nel carrello', '2 articoli nel carrello'],
  ['basket', 'nl-NL', '1 artikel in de winkelmand', '2 artikelen in de winkelmand'],
];

describe('countText', () => {
  test.each(ONE_AND_TWO)('%s in %s: %s, %s', (name, locale, one, two) => {
    const text = COUNT_TEXTS[name]?.(TEXTS[locale]);
    if (!text) throw new Error(`no count text ${name}`);
    expect(countText(text, 1, locale)).toBe(one);
    expect(countText(text, 2, locale)).toBe(two);
  });

  test.each([
    // The country's locale picks the form and writes the number (Swiss apostrophe, French narrow space).
    ['de-CH', TEXTS['de-DE'].footer.reviewCount, 1, '1 Bewertung'],
    ['de-CH', TEXTS['de-DE'].footer.reviewCount, 20418, "20'418 Bewertungen"],
    ['fr-CH', TEXTS['fr-FR'].productCount, 1234, "1'234 produits"],
    ['de-AT', TEXTS['de-DE'].productCount, 0, '0 Produkte'],
    // French counts zero as singular.
    ['fr-BE', TEXTS['fr-FR'].productCount, 0, '0 produit'],
    ['fr-FR', TEXTS['fr-FR'].productCount, 1.5, '2 produits'],
    // A million is `many` in French, Spanish and Italian: without its own wording it reads `other`.
    ['fr-FR', TEXTS['fr-FR'].productCount, 1_000_000, '1\u202f000\u202f000 produits'],
    ['es-ES', TEXTS['es-ES'].reviewCarousel.total, 1_000_000, '1.000.000 opiniones'],
    ['en-US', TEXTS['en-US'].account.cartCount, 20431, '20,431 items in the basket'],
  ] as const)('%s: %j with %s', (locale, text, count, expected) => {
    expect(countText(text, count, locale)).toBe(expected);
  });

  test('a form the text has is taken over `other`', () => {
    const text = { one: '{count} produit', many: '{count} de produits', other: '{count} produits' };
    expect(countText(text, 1_000_000, 'fr-FR')).toBe('1\u202f000\u202f000 de produits');
    expect(countText(text, 3, 'fr-FR', { count: 'ignored' })).toBe('3 produits');
  });
});

/** Texts with a number placeholder that is no count of things (a position "3 of 7"). */
const NOT_COUNTS = new Set(['carousel.slide']);

function countsOutsidePluralTexts(node: unknown, key = ''): string[] {
  if (typeof node === 'string') return /\{count\}/.test(node) && !NOT_COUNTS.has(key) ? [key] : [];
  if (node === null || typeof node !== 'object') return [];
  const entries = Object.entries(node);
  if ('one' in node && 'other' in node) {
    // A plural text: every form carries the count.
    return entries.filter(([, form]) => !String(form).includes('{count}')).map(([form]) => `${key}.${form}`);
  }
  return entries.flatMap(([name, value]) => countsOutsidePluralTexts(value, key ? `${key}.${name}` : name));
}

test.each(TEXT_LOCALES)('every count text of %s has its plural forms', (locale) => {
  expect(countsOutsidePluralTexts(TEXTS[locale])).toEqual([]);
});
