// Intl formatters kept per locale and options: building one costs far more than formatting with it, and a page
// formats hundreds of prices, counts and dates.
import { keptValue } from './kept-value';

const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();
/** Locales × option sets a shop uses stay far below this; the bound only guards against unexpected input. */
const MAX_FORMATS = 500;

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return keptValue(NUMBER_FORMATS, `${locale}|${JSON.stringify(options)}`, MAX_FORMATS, () => {
    return new Intl.NumberFormat(locale, options);
  });
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return keptValue(DATE_FORMATS, `${locale}|${JSON.stringify(options)}`, MAX_FORMATS, () => {
    return new Intl.DateTimeFormat(locale, options);
  });
}
