// Prices and counts as shoppers read them, through Intl in the page's locale: prices with two decimals in the
// site's currency. Swiss and Liechtenstein locales (and any franc price) group thousands with the apostrophe,
// four-digit numbers too, whatever the runtime's ICU data says: workerd, browsers and Node differ for fr-CH and
// it-CH, and a server-rendered number must read the same once an island renders it in the browser.
import { numberFormat } from './intl';
import type { Currency } from './markets';

const SWISS_GROUP = "'";
const SWISS_REGION = /-(?:CH|LI)$/i;

function format(value: number, locale: string, options: Intl.NumberFormatOptions, swiss: boolean): string {
  if (!swiss) return numberFormat(locale, options).format(value);
  return numberFormat(locale, { ...options, useGrouping: 'always' })
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? SWISS_GROUP : part.value))
    .join('');
}

/** The one formatter of every price shown: `1.234,50 €`, `CHF 1'234.50`, `1'234.50 CHF`, `£1,234.50`. */
export function formatPrice(amount: number, currency: Currency, locale: string): string {
  const options = {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  } as const;
  return format(amount, locale, options, currency === 'chf' || SWISS_REGION.test(locale));
}

/** A count or other number in the locale's grouping (the Swiss apostrophe as in prices). */
export function formatNumber(value: number, locale: string, digits = 0): string {
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return format(value, locale, options, SWISS_REGION.test(locale));
}
