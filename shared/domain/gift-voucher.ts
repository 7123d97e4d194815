// The gift voucher: its page's path, its catalogue article, and the amounts a shopper may give in each currency.
import type { Currency } from './markets';

/** The gift-voucher page, before the site's prefix and slash rule. */
export const GIFT_VOUCHER_PATH = '/gift-voucher/';
/** The catalogue's article; each amount is one of its formats, priced at that amount. */
export const GIFT_VOUCHER_SKU = 'gift-voucher';

/** The amounts on offer per currency, whole units, smallest first: the catalogue prices exactly these. */
export const GIFT_VOUCHER_AMOUNTS: Readonly<Record<Currency, readonly number[]>> = {
  eur: [25, 50, 75, 100, 150],
  chf: [30, 50, 100, 150, 200],
  gbp: [25, 50, 75, 100],
  usd: [25, 50, 100, 150],
};

/** The amount preselected on the page: the second smallest. */
export function defaultGiftVoucherAmount(currency: Currency): number {
  const amounts = GIFT_VOUCHER_AMOUNTS[currency];
  return amounts[1] ?? amounts[0] ?? 0;
}

/** The catalogue format an amount is priced under: the whole number as text (`50`). */
export const giftVoucherFormat = (amount: number): string => String(amount);
