// The one rule every catalogue price read goes through: a market (the request's country and the currency asked
// for) pays its country's own price row where there is one, else the currency's (country '').
import type { Context } from 'hono';
import type { CountryCode } from '../../../../shared/domain/markets';
import type { AppEnv } from '../../../env';
import type { Currency } from './query';

/** Whose prices are read: a currency, and the country whose own rows win over the currency's. */
export interface Market {
  currency: Currency;
  country: CountryCode;
}

/** The market of this request: the currency asked for, in the site's country. */
export function requestMarket(c: Context<AppEnv>, currency: Currency): Market {
  return { currency, country: c.get('site').country };
}

/**
 * The price rows a market pays, as a table to select from or join (`FROM ${prices.table} AS prices`), with
 * the values to bind where it stands in the statement: per item and format, the country's row, else the
 * currency's. Columns: item_id, format, currency, price_current, price_original.
 */
export function marketPrices(market: Market): { table: string; binds: string[] } {
  return {
    table: `(SELECT item_id, format, currency, price_current, price_original FROM catalogue_prices AS own
      WHERE own.currency = ? AND (own.country = ? OR (own.country = '' AND NOT EXISTS (
        SELECT 1 FROM catalogue_prices AS local WHERE local.item_id = own.item_id AND local.format = own.format
          AND local.currency = own.currency AND local.country = ?))))`,
    binds: [market.currency, market.country, market.country],
  };
}
