// Intl formatters kept per locale and options: building one costs far more than formatting with it, and a page
// formats hundreds of prices, counts and dates. A formatter is a pure function of its key, the same in every
// request, so it is kept in the isolate's cache whoever asks.
import { ISOLATE_CACHE, keptSpace } from './isolate-cache';

/** A formatter's size is not readable; a few kilobytes is what V8 holds for one. */
const NUMBER_FORMATS = keptSpace<Intl.NumberFormat>('number-formats', () => 4096);
const DATE_FORMATS = keptSpace<Intl.DateTimeFormat>('date-formats', () => 4096);

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  return ISOLATE_CACHE.remember(NUMBER_FORMATS, key, () => new Intl.NumberFormat(locale, options));
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  return ISOLATE_CACHE.remember(DATE_FORMATS, key, () => new Intl.DateTimeFormat(locale, options));
}
