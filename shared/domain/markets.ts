// The market table: countries, their domains, languages and currencies, and the channels that serve them.

export const CHANNELS = ['kartenliebe', 'poster'] as const;
export type Channel = (typeof CHANNELS)[number];

const LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Currency = 'eur' | 'chf' | 'gbp' | 'usd';
export type Unit = 'cm' | 'in';
export type Platform = 'w' | 'd';

export interface Country {
  code: CountryCode;
  tld: string;
  defaultLanguage: Language;
  /** Languages served under a two-letter path prefix. */
  prefixedLanguages: readonly Language[];
  currency: Currency;
}

/** One row per country domain. Order matters only for reading. */
export const COUNTRIES = [
  { code: 'DE', tld: 'de', defaultLanguage: 'de', prefixedLanguages: [], currency: 'eur' },
  { code: 'AT', tld: 'at', defaultLanguage: 'de', prefixedLanguages: [], currency: 'eur' },
  { code: 'CH', tld: 'ch', defaultLanguage: 'de', prefixedLanguages: ['fr', 'it'], currency: 'chf' },
  { code: 'LI', tld: 'li', defaultLanguage: 'de', prefixedLanguages: [], currency: 'chf' },
  { code: 'LU', tld: 'lu', defaultLanguage: 'de', prefixedLanguages: ['fr'], currency: 'eur' },
  { code: 'IT', tld: 'it', defaultLanguage: 'it', prefixedLanguages: ['de'], currency: 'eur' },
  { code: 'FR', tld: 'fr', defaultLanguage: 'fr', prefixedLanguages: [], currency: 'eur' },
  { code: 'BE', tld: 'be', defaultLanguage: 'nl', prefixedLanguages: ['fr'], currency: 'eur' },
  { code: 'NL', tld: 'nl', defaultLanguage: 'nl', prefixedLanguages: [], currency: 'eur' },
  { code: 'ES', tld: 'es', defaultLanguage: 'es', prefixedLanguages: [], currency: 'eur' },
  { code: 'GB', tld: 'co.uk', defaultLanguage: 'en', prefixedLanguages: [], currency: 'gbp' },
  { code: 'US', tld: 'com', defaultLanguage: 'en', prefixedLanguages: [], currency: 'usd' },
] as const satisfies readonly {
  code: string;
  tld: string;
  defaultLanguage: Language;
  prefixedLanguages: readonly Language[];
  currency: Currency;
}[];

export type CountryCode = (typeof COUNTRIES)[number]['code'];

/** Content locales served by the CMS and the locale each falls back to. */
export const CONTENT_LOCALES = {
  'de-CH': 'de-DE',
  'de-DE': 'en-US',
  'de-LI': 'de-CH',
  'en-GB': 'en-US',
  'en-US': 'en-US',
  'es-ES': 'en-US',
  'fr-BE': 'fr-FR',
  'fr-FR': 'en-US',
  'it-IT': 'en-US',
  'nl-NL': 'en-US',
} as const;
export type ContentLocale = keyof typeof CONTENT_LOCALES;

/** Locales with their own navigation and translation texts. */
export const TEXT_LOCALES = ['de-DE', 'en-GB', 'en-US', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL'] as const;
export type TextLocale = (typeof TEXT_LOCALES)[number];
