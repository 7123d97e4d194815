// Prices as shoppers read them: two decimals in the locale's currency (Swiss francs with the apostrophe).
import type { Currency } from './markets';

export function formatPrice(amount: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(amount)
    .replace(/\u2019/g, "'");
}
