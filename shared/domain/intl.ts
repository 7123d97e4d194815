// Intl formatters and plural rules kept per locale and options: building one costs far more than using it, and
// a page formats hundreds of prices, counts and dates. A formatter is a pure function of its key (locale and
// options), the same in every request and in the browser, so it is memoised here rather than in the worker's
// isolate cache, which the browser's bundle then does not carry.

/** Locales × option sets a shop uses stay far below this; the bound only guards against unexpected input. */
const MAX_FORMATS = 500;
const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();
const PLURAL_RULES = new Map<string, Intl.PluralRules>();

function memoised<F>(formats: Map<string, F>, key: string, make: () => F): F {
  let format = formats.get(key);
  if (format === undefined) {
    // Full only on unexpected input: start over rather than keep track of use.
    if (formats.size >= MAX_FORMATS) formats.clear();
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  return memoised(NUMBER_FORMATS, key, () => new Intl.NumberFormat(locale, options));
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  return memoised(DATE_FORMATS, key, () => new Intl.DateTimeFormat(locale, options));
}

/** The locale's cardinal plural rules: which form (`one`, `few`, `many`, `other`…) a count takes. */
export function pluralRules(locale: string, options: Intl.PluralRulesOptions = {}): Intl.PluralRules {
  const key = `${locale}|${JSON.stringify(options)}`;
  return memoised(PLURAL_RULES, key, () => new Intl.PluralRules(locale, options));
}

/** How many number formatters are kept: a check that a warm-up built the ones pages use. */
export function keptNumberFormats(): number {
  return NUMBER_FORMATS.size;
}
