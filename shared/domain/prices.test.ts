// Prices and numbers through Intl, Swiss grouping with the apostrophe.
import { describe, expect, test } from 'vitest';
import { formatNumber, formatPrice } from './prices';

const clean = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  test.each([
    [1234.5, 'eur', 'de-DE', '1.234,50 €'],
    [1234.5, 'chf', 'de-CH', "CHF 1'234.50"],
    [1234.5, 'chf', 'fr-CH', "1'234.50 CHF"],
    [19.9, 'gbp', 'en-GB', '£19.90'],
    [19.9, 'usd', 'en-US', '$19.90'],
    [5, 'eur', 'fr-FR', '5,00 €'],
  ] as const)('%s %s in %s', (amount, currency, locale, expected) => {
    expect(clean(formatPrice(amount, currency, locale))).toBe(expected);
  });
});

describe('formatNumber', () => {
  test.each([
    [20431, 'de-DE', '20.431'],
    [20431, 'de-CH', "20'431"],
    [20431, 'it-CH', "20'431"],
    [20431, 'en-GB', '20,431'],
    [20431, 'fr-FR', '20 431'],
  ])('%s in %s', (value, locale, expected) => {
    expect(clean(formatNumber(value, locale))).toBe(expected);
  });

  test('digits', () => {
    expect(formatNumber(4.8, 'de-DE', 1)).toBe('4,8');
  });
});
