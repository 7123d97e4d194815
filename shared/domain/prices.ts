// Prices and counts as shoppers read them: two decimals in the locale's currency, Swiss grouping with the
// apostrophe.
import { numberFormat } from './intl';
import type { Currency } from './markets';

export function formatPrice(amount: number, currency: Currency, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(amount)
    .replace(/\u2019/g, "'");
}

/** A count or other number in the locale's grouping (the Swiss apostrophe as in prices). */
export function formatNumber(value: number, locale: string, digits = 0): string {
  return numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })
    .format(value)
    .replace(/\u2019/g, "'");
}
