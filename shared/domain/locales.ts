// The 17 shop locales, derived from the market table: currency, unit, content and text locale of each.
import {
  CONTENT_LOCALES,
  COUNTRIES,
  type ContentLocale,
  type Country,
  type CountryCode,
  type Currency,
  type Language,
  TEXT_LOCALES,
  type TextLocale,
  type Unit,
} from './markets';

/** The country whose default language a language is, for redirects and fallbacks. */
export const LANGUAGE_HOME: Record<Language, CountryCode> = {
  de: 'DE',
  en: 'GB',
  es: 'ES',
  fr: 'FR',
  it: 'IT',
  nl: 'NL',
};

export interface Locale {
  code: string;
  language: Language;
  country: CountryCode;
  currency: Currency;
  unit: Unit;
  /** Path prefix (`/fr`) or '' for the country's default language. */
  prefix: string;
  contentLocale: ContentLocale;
  textLocale: TextLocale;
}

const IMPERIAL_LOCALES = new Set(['en-US']);

function homeLocale(language: Language): string {
  return `${language}-${LANGUAGE_HOME[language]}`;
}

function toLocale(country: Country, language: Language, prefixed: boolean): Locale {
  const code = `${language}-${country.code}`;
  const contentLocale = (code in CONTENT_LOCALES ? code : homeLocale(language)) as ContentLocale;
  const textLocale = (
    (TEXT_LOCALES as readonly string[]).includes(code) ? code : homeLocale(language)
  ) as TextLocale;
  return {
    code,
    language,
    country: country.code,
    currency: country.currency,
    unit: IMPERIAL_LOCALES.has(code) ? 'in' : 'cm',
    prefix: prefixed ? `/${language}` : '',
    contentLocale,
    textLocale,
  };
}

/** Every locale the shop serves, one per country language. */
export const LOCALES: readonly Locale[] = COUNTRIES.flatMap((country) => [
  toLocale(country, country.defaultLanguage, false),
  ...country.prefixedLanguages.map((language) => toLocale(country, language, true)),
]);

const LOCALE_BY_CODE = new Map(LOCALES.map((locale) => [locale.code, locale]));

export function localeByCode(code: string): Locale | undefined {
  return LOCALE_BY_CODE.get(code);
}

export function countryByCode(code: CountryCode): Country {
  const country = COUNTRIES.find((candidate) => candidate.code === code);
  if (!country) throw new Error(`Unknown country ${code}`);
  return country;
}

export function countryByTld(tld: string): Country | undefined {
  return COUNTRIES.find((country) => country.tld === tld);
}

/** A content locale and the locales it falls back to, in order, ending at the default. */
export function contentLocaleChain(locale: ContentLocale): ContentLocale[] {
  const chain: ContentLocale[] = [locale];
  let next: ContentLocale = CONTENT_LOCALES[locale];
  while (!chain.includes(next)) {
    chain.push(next);
    next = CONTENT_LOCALES[next];
  }
  return chain;
}

export function isLanguage(value: string): value is Language {
  // Own keys only: `in` would also accept inherited names such as `toString`.
  return Object.hasOwn(LANGUAGE_HOME, value);
}

/** The currency of the prices a content locale's stories carry: its country's. */
export function contentCurrency(locale: ContentLocale): Currency {
  const country = locale.slice(3) as CountryCode;
  return countryByCode(country).currency;
}

/**
 * Whether prices written into the content may be shown on a site: only where its content is in the site's
 * currency (fr-CH and it-CH read French and Italian stories, whose prices are euros).
 */
export function contentPricesApply(site: { currency: Currency; contentLocale: ContentLocale }): boolean {
  return contentCurrency(site.contentLocale) === site.currency;
}
