// The 17 shop locales and their derived values, against the spec's tables.
import { describe, expect, test } from 'vitest';
import {
  contentLocaleChain,
  countryByCode,
  countryByTld,
  isLanguage,
  LANGUAGE_HOME,
  LOCALES,
  localeByCode,
} from './locales';
import { COUNTRIES } from './markets';

// code, language, country, currency, unit, prefix, contentLocale, textLocale
const EXPECTED_LOCALES = [
  ['de-AT', 'de', 'AT', 'eur', 'cm', '', 'de-DE', 'de-DE'],
  ['de-CH', 'de', 'CH', 'chf', 'cm', '', 'de-CH', 'de-DE'],
  ['de-DE', 'de', 'DE', 'eur', 'cm', '', 'de-DE', 'de-DE'],
  ['de-IT', 'de', 'IT', 'eur', 'cm', '/de', 'de-DE', 'de-DE'],
  ['de-LI', 'de', 'LI', 'chf', 'cm', '', 'de-LI', 'de-DE'],
  ['de-LU', 'de', 'LU', 'eur', 'cm', '', 'de-DE', 'de-DE'],
  ['en-GB', 'en', 'GB', 'gbp', 'cm', '', 'en-GB', 'en-GB'],
  ['en-US', 'en', 'US', 'usd', 'in', '', 'en-US', 'en-US'],
  ['es-ES', 'es', 'ES', 'eur', 'cm', '', 'es-ES', 'es-ES'],
  ['fr-BE', 'fr', 'BE', 'eur', 'cm', '/fr', 'fr-BE', 'fr-FR'],
  ['fr-CH', 'fr', 'CH', 'chf', 'cm', '/fr', 'fr-FR', 'fr-FR'],
  ['fr-FR', 'fr', 'FR', 'eur', 'cm', '', 'fr-FR', 'fr-FR'],
  ['fr-LU', 'fr', 'LU', 'eur', 'cm', '/fr', 'fr-FR', 'fr-FR'],
  ['it-CH', 'it', 'CH', 'chf', 'cm', '/it', 'it-IT', 'it-IT'],
  ['it-IT', 'it', 'IT', 'eur', 'cm', '', 'it-IT', 'it-IT'],
  ['nl-BE', 'nl', 'BE', 'eur', 'cm', '', 'nl-NL', 'nl-NL'],
  ['nl-NL', 'nl', 'NL', 'eur', 'cm', '', 'nl-NL', 'nl-NL'],
] as const;

// country, tld, default language, prefixed languages, currency
const EXPECTED_COUNTRIES = [
  ['DE', 'de', 'de', [], 'eur'],
  ['AT', 'at', 'de', [], 'eur'],
  ['CH', 'ch', 'de', ['fr', 'it'], 'chf'],
  ['LI', 'li', 'de', [], 'chf'],
  ['LU', 'lu', 'de', ['fr'], 'eur'],
  ['IT', 'it', 'it', ['de'], 'eur'],
  ['FR', 'fr', 'fr', [], 'eur'],
  ['BE', 'be', 'nl', ['fr'], 'eur'],
  ['NL', 'nl', 'nl', [], 'eur'],
  ['ES', 'es', 'es', [], 'eur'],
  ['GB', 'co.uk', 'en', [], 'gbp'],
  ['US', 'com', 'en', [], 'usd'],
] as const;

describe('LOCALES', () => {
  test('holds exactly the 17 shop locales', () => {
    expect(LOCALES.map((locale) => locale.code).sort()).toEqual(EXPECTED_LOCALES.map(([code]) => code));
  });

  test.each(EXPECTED_LOCALES)(
    '%s: language %s, country %s, currency %s, unit %s, prefix "%s", content %s, texts %s',
    (code, language, country, currency, unit, prefix, contentLocale, textLocale) => {
      expect(localeByCode(code)).toEqual({
        code,
        language,
        country,
        currency,
        unit,
        prefix,
        contentLocale,
        textLocale,
      });
    },
  );

  test.each(['de-FR', 'en-DE', 'fr-DE', 'es-MX', 'en-us', 'de', ''])('%j is not a shop locale', (code) => {
    expect(localeByCode(code)).toBeUndefined();
  });
});

describe('countries', () => {
  test('the market table has the 12 countries of the host table', () => {
    expect(COUNTRIES.map((country) => country.code)).toEqual(EXPECTED_COUNTRIES.map(([code]) => code));
  });

  test.each(EXPECTED_COUNTRIES)(
    '%s: tld %s, default %s, prefixed %j, currency %s',
    (code, tld, defaultLanguage, prefixedLanguages, currency) => {
      const expected = { code, tld, defaultLanguage, prefixedLanguages, currency };
      expect(countryByCode(code)).toEqual(expected);
      expect(countryByTld(tld)).toEqual(expected);
    },
  );

  test.each(['uk', 'us', 'com.de', 'de.', 'DE', 'localhost', ''])('tld %j is no country', (tld) => {
    expect(countryByTld(tld)).toBeUndefined();
  });

  test('an unknown country code throws', () => {
    expect(() => countryByCode('XX' as never)).toThrow('Unknown country XX');
  });
});

describe('languages', () => {
  test.each([
    ['de', 'DE'],
    ['en', 'GB'],
    ['es', 'ES'],
    ['fr', 'FR'],
    ['it', 'IT'],
    ['nl', 'NL'],
  ] as const)('%s is a language whose home country is %s', (language, home) => {
    expect(isLanguage(language)).toBe(true);
    expect(LANGUAGE_HOME[language]).toBe(home);
  });

  test.each(['pt', 'pl', 'xx', 'us', 'uk', 'ch', 'DE', 'deu', 'd', '', 'toString', 'constructor'])(
    '%j is not a language',
    (value) => {
      expect(isLanguage(value)).toBe(false);
    },
  );
});

describe('contentLocaleChain', () => {
  test.each([
    ['de-LI', ['de-LI', 'de-CH', 'de-DE', 'en-US']],
    ['de-CH', ['de-CH', 'de-DE', 'en-US']],
    ['fr-BE', ['fr-BE', 'fr-FR', 'en-US']],
    ['en-GB', ['en-GB', 'en-US']],
    ['en-US', ['en-US']],
  ] as const)('%s falls back along %j', (locale, chain) => {
    expect(contentLocaleChain(locale)).toEqual(chain);
  });
});
