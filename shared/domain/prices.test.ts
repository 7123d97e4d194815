// Prices and numbers through Intl as each of the 17 locales writes them; Swiss grouping with the apostrophe.
import { describe, expect, test } from 'vitest';
import { LOCALES, localeByCode } from './locales';
import { formatNumber, formatPrice } from './prices';

// Intl's spaces, spelt out: no-break before or after the currency, narrow no-break as the French grouping.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** 1234.50 in each shop locale's currency, as the shopper reads it (the same in workerd and Chromium). */
const PRICES: Record<string, string> = {
  'de-AT': `€${NBSP}1.234,50`,
  'de-CH': `CHF${NBSP}1'234.50`,
  'de-DE': `1.234,50${NBSP}€`,
  'de-IT': `1.234,50${NBSP}€`,
  'de-LI': `CHF${NBSP}1'234.50`,
  'de-LU': `1.234,50${NBSP}€`,
  'en-GB': '£1,234.50',
  'en-US': '$1,234.50',
  // Spanish and Italian leave four-digit numbers ungrouped.
  'es-ES': `1234,50${NBSP}€`,
  'fr-BE': `1${NNBSP}234,50${NBSP}€`,
  'fr-CH': `1'234.50${NBSP}CHF`,
  'fr-FR': `1${NNBSP}234,50${NBSP}€`,
  'fr-LU': `1.234,50${NBSP}€`,
  'it-CH': `CHF${NBSP}1'234.50`,
  'it-IT': `1234,50${NBSP}€`,
  'nl-BE': `€${NBSP}1.234,50`,
  'nl-NL': `€${NBSP}1.234,50`,
};

describe('formatPrice', () => {
  test('the table covers every shop locale', () => {
    expect(Object.keys(PRICES).sort()).toEqual(LOCALES.map((locale) => locale.code).sort());
  });

  test.each(Object.entries(PRICES))('1234.50 in %s', (code, expected) => {
    const currency = localeByCode(code)?.currency ?? 'eur';
    expect(formatPrice(1234.5, currency, code)).toBe(expected);
  });

  test.each([
    [0.95, 'eur', 'de-DE', `0,95${NBSP}€`],
    [1, 'chf', 'de-CH', `CHF${NBSP}1.00`],
    [2.9, 'chf', 'fr-CH', `2.90${NBSP}CHF`],
    [1234567.8, 'chf', 'it-CH', `CHF${NBSP}1'234'567.80`],
    [19.9, 'gbp', 'en-GB', '£19.90'],
    [5, 'eur', 'fr-FR', `5,00${NBSP}€`],
  ] as const)('%s %s in %s: two decimals', (amount, currency, locale, expected) => {
    expect(formatPrice(amount, currency, locale)).toBe(expected);
  });

  test('francs group with the apostrophe whatever the locale', () => {
    expect(formatPrice(1234.5, 'chf', 'en-GB')).toBe(`CHF${NBSP}1'234.50`);
  });
});

describe('formatNumber', () => {
  test.each([
    [20431, 'de-DE', '20.431'],
    [20431, 'de-CH', "20'431"],
    [20431, 'fr-CH', "20'431"],
    [1234, 'it-CH', "1'234"],
    [20431, 'de-LI', "20'431"],
    [20431, 'en-GB', '20,431'],
    [20431, 'fr-FR', `20${NNBSP}431`],
    [1234, 'es-ES', '1234'],
  ])('%s in %s', (value, locale, expected) => {
    expect(formatNumber(value, locale)).toBe(expected);
  });

  test('digits', () => {
    expect(formatNumber(4.8, 'de-DE', 1)).toBe('4,8');
    // Swiss French writes the decimal comma outside prices.
    expect(formatNumber(4, 'fr-CH', 1)).toBe('4,0');
  });
});
