// Texts with a count: one wording per plural form of the language ("1 Bewertung", "2 Bewertungen"), the form
// chosen by the locale's Intl.PluralRules and `{count}` written in the locale's number format.
import { pluralRules } from '../domain/intl';
import { formatNumber } from '../domain/prices';
import { fill } from './fill';

/**
 * A text with `{count}`, one wording per plural form. `one` and `other` are required; a form the language has but
 * the text leaves out (French `many` for a million) reads `other`.
 */
export type PluralText = { one: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** The wording for `count` in the locale, with `{count}` and any other `{name}` filled in. */
export function countText(
  text: PluralText,
  count: number,
  locale: string,
  values: Record<string, string | number> = {},
): string {
  // The form of the number as written: 1.5 shows as 2, which is plural even where 1.5 is not.
  const form = pluralRules(locale, { maximumFractionDigits: 0 }).select(count);
  return fill(text[form] ?? text.other, { ...values, count: formatNumber(count, locale) });
}
