// Intl formatters kept per locale and options: building one costs far more than formatting with it, and a page
// formats hundreds of prices, counts and dates.

const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();
/** Locales × option sets a shop uses stay far below this; the bound only guards against unexpected input. */
const MAX_FORMATS = 500;

function cached<F>(formats: Map<string, F>, key: string, make: () => F): F {
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= MAX_FORMATS) formats.clear();
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(
    NUMBER_FORMATS,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(
    DATE_FORMATS,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}
