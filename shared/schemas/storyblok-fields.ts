// Storyblok's field types as the content API sends their values, read into what the shop uses: a number field
// sends text ("3", "" when blank), a date field "YYYY-MM-DD HH:mm" in UTC, a single-block field an array. A value
// the shop cannot use is skipped and reported to whoever parses (`collectSkippedFields`); its block still renders.
import * as v from 'valibot';

/** A field value left out while its block was read: the reason, and the value as it came. */
export interface SkippedField {
  reason: string;
  value: unknown;
}

let sink: ((skipped: SkippedField) => void) | undefined;

/**
 * Runs a parse and hands each field value it skipped to `report`. Parsing is synchronous, so the sink set here is
 * the one every skippable field of this parse reports to.
 */
export function collectSkippedFields<T>(run: () => T, report: (skipped: SkippedField) => void): T {
  const outer = sink;
  sink = report;
  try {
    return run();
  } finally {
    sink = outer;
  }
}

/**
 * What an object hands a field's schema for a key it does not have: the schema's own mark, so a field saved before
 * it existed reads as its default without being reported, and the default need not pass the field's schema.
 */
const MISSING = Symbol('missing field');

/** The schema, or `value` when the field is absent or its value does not pass (then reported as skipped). */
export function skippable<S extends v.GenericSchema, const F extends v.InferOutput<S> | undefined>(
  schema: S,
  value: F,
): v.OptionalSchema<v.GenericSchema<unknown, Exclude<v.InferOutput<S>, undefined> | F>, F> {
  const read = v.pipe(
    v.unknown(),
    v.transform((input) => (input === MISSING ? undefined : input)),
    v.fallback(v.optional(schema), (dataset) => {
      // An object asks a fallback of a key it does not have too, with no dataset: nothing was skipped then.
      const issue = dataset?.issues?.[0];
      if (issue) sink?.({ reason: issue.message, value: dataset.value });
      return undefined;
    }),
    v.transform((output) => (output === undefined ? value : output)),
  );
  // Optional, so a block saved before the field existed lacks it; a missing field reads as `value`.
  return v.optional(read, MISSING as never) as never;
}

/**
 * A number field's value: Storyblok sends the digits as text, `""` when the field is blank (read as absent). A
 * number is taken as it is (content written before the field was a number field, or by the shop's own tools).
 */
export const NumberFieldSchema = v.pipe(
  v.union([
    v.number(),
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^$|^-?\d+(?:\.\d+)?$/, 'number field must be a number'),
      v.transform((text) => (text === '' ? undefined : Number(text))),
    ),
  ]),
);

/** A number field whose blank value is skipped and whose number must pass `checks`, else `value` stands. */
export function numberField<const F extends number | undefined>(
  checks: v.GenericSchema<number, number>,
  value: F,
): v.OptionalSchema<v.GenericSchema<unknown, number | F>, F> {
  const read = v.pipe(
    NumberFieldSchema,
    v.transform((number) => number ?? value),
    v.union([v.undefined(), checks]),
  ) as v.GenericSchema<unknown, number | F>;
  return skippable(read, value) as never;
}

/** A required number field: a blank or unreadable value fails the block that cannot show without it. */
export function requiredNumberField(checks: v.GenericSchema<number, number>) {
  return v.pipe(NumberFieldSchema, v.number('number field is blank'), checks);
}

/** Storyblok's stored form of a date and time: UTC, minutes (seconds where an API wrote them). */
const STORYBLOK_DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?::\d{2})?$/;
/** A full ISO timestamp with a zone (campaign data, content written by tools). */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * Storyblok's date and time field: `YYYY-MM-DD HH:mm` in UTC (the editor picks it in the editor's own zone and
 * Storyblok stores the UTC time). A full ISO timestamp is read as well. Output: epoch milliseconds; `""` is absent.
 */
export const DatetimeFieldSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (text) => text === '' || STORYBLOK_DATETIME.test(text) || ISO_TIMESTAMP.test(text),
    'date must be YYYY-MM-DD HH:mm or an ISO timestamp',
  ),
  v.transform((text) => {
    if (text === '') return undefined;
    return Date.parse(
      STORYBLOK_DATETIME.test(text) ? `${text.replace(' ', 'T')}${text.length === 16 ? ':00' : ''}Z` : text,
    );
  }),
  v.check((time) => time === undefined || Number.isFinite(time), 'date must be a real date and time'),
);

/** An optional date field: blank is absent, an unreadable date is skipped. */
export const datetimeField = skippable(DatetimeFieldSchema, undefined);

/** A one-block field's block: Storyblok sends a list of at most one; older content the block itself. */
export function oneBlok(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** A bloks field restricted to one block: the array's first block, or `undefined` for none. */
export function singleBlok<S extends v.GenericSchema>(schema: S) {
  return v.pipe(
    v.union([v.array(v.unknown()), v.looseObject({})], 'a blocks field is a list'),
    v.transform((value) => oneBlok(value)),
    v.union([v.undefined(), schema]),
  ) as v.GenericSchema<unknown, v.InferOutput<S> | undefined>;
}

/** A blank value of any field type: `""`, `null`, an asset with no file chosen, a colour picker with no colour. */
function blank(value: unknown): boolean {
  if (value === '' || value === null || value === undefined || value === MISSING) return true;
  if (typeof value === 'object' && !Array.isArray(value) && 'filename' in value) {
    const filename = (value as { filename?: unknown }).filename;
    return filename === '' || filename === null;
  }
  // The colour picker with no colour picked.
  if (typeof value === 'object' && !Array.isArray(value) && 'color' in value)
    return !(value as { color?: unknown }).color;
  return false;
}

/**
 * A field the block can do without: blank (`""`, `null`, no file) or missing reads as `value`; a value that does not
 * pass `schema` is skipped and reported, and reads as `value` too.
 */
export function optionalField<
  S extends v.GenericSchema,
  const F extends v.InferOutput<S> | undefined = undefined,
>(
  schema: S,
  value?: F,
): v.OptionalSchema<
  v.GenericSchema<unknown, Exclude<v.InferOutput<S>, undefined> | F>,
  F extends undefined ? undefined : F
> {
  const read = v.pipe(
    v.unknown(),
    v.transform((input) => (blank(input) ? undefined : input)),
    skippable(schema, value as F),
  );
  return v.optional(read, MISSING as never) as never;
}

/** An option field: one of `options`; blank, missing or unknown reads as `value`. */
export function optionField<
  const T extends readonly (string | number)[],
  const F extends T[number] | undefined = undefined,
>(options: T, message?: string, value?: F) {
  return optionalField(v.picklist(options, message), value as F);
}
