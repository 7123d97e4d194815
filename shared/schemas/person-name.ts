// A person's name as the shop stores and greets it: one line, NFKC, no invisible characters, and no web address
// even one spelt with look-alike dots or zero-width characters.
import * as v from 'valibot';
import { NAME_WITHOUT_ADDRESS } from './form-text';

/** What ends a line anywhere: C0 and C1 controls (NEL), the line and paragraph separators. */
const LINE_BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]/u;
const LINE_BREAKING_RUNS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;
/** Characters that show nothing: zero-width spaces and joiners, direction marks, soft hyphens, fillers. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
/** The dots a browser takes for a domain's dot (IDNA label separators), left by NFKC as they are. */
const DOT_LIKE = /[\u3002\uFF0E\uFF61]/gu;

/** Whether a one-line field's value holds a line break of any kind. */
export function breaksLine(value: string): boolean {
  return LINE_BREAKING.test(value);
}

/** NFKC, invisible characters removed, each run of spaces one space, trimmed. */
export function normaliseName(value: string): string {
  return value.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
}

/** Whether a normalised name reads as a web or mail address: the rule sees look-alike dots as dots. */
export function holdsAddress(name: string): boolean {
  return !NAME_WITHOUT_ADDRESS.test(name.replace(DOT_LIKE, '.'));
}

/** Longest name kept, before and after normalising (NFKC may lengthen a text). */
export const NAME_MAX_LENGTH = 100;

/**
 * A first or last name field: one line, normalised, then refused when it holds a web address (names are greeted
 * in mails, where an address would read as the shop's link). Messages name the field.
 */
export function personName(field: string) {
  return v.pipe(
    v.string(`${field} is required`),
    v.maxLength(NAME_MAX_LENGTH * 4, `${field} is too long`),
    v.check((value) => !breaksLine(value), `${field} must be one line`),
    v.transform(normaliseName),
    v.nonEmpty(`${field} is required`),
    v.maxLength(NAME_MAX_LENGTH, `${field} is too long`),
    v.check((value) => !holdsAddress(value), `${field} must not hold a web address`),
  );
}

/**
 * The name a mail greets for a stored name: on one line and normalised, or '' (greet without a name) where it
 * would not pass as a name today, as an account stored before the rule may hold.
 */
export function greetingName(stored: string): string {
  const name = normaliseName(stored.replace(LINE_BREAKING_RUNS, ' '));
  return name.length <= NAME_MAX_LENGTH && !holdsAddress(name) ? name : '';
}
