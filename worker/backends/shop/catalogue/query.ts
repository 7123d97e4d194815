// Query validation and money helpers shared by the catalogue endpoints: a bad query is a 400 naming the field.
import type { Context } from 'hono';
import * as v from 'valibot';
import { timesQuantity } from '../../../../shared/domain/price-article';
import type { AppEnv } from '../../../env';
import { shopError } from '../http';

/** The four shop currencies. */
export const CURRENCIES = ['eur', 'chf', 'gbp', 'usd'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** `currency` is required on every price call. */
export const CurrencySchema = v.picklist(CURRENCIES, 'must be one of eur, chf, gbp, usd');

/** An id: lowercase letters, digits, `.`, `-`, `_`, at most 64 characters. */
export const IdSchema = v.pipe(
  v.string('is required'),
  v.regex(/^[a-z0-9][a-z0-9._-]{0,63}$/, 'must be a catalogue id'),
);

/** A format: `40x30` (cm), `200-200` (mm) or a DIN name such as `a4-hoch`. */
export const FormatSchema = v.pipe(
  v.string('is required'),
  v.regex(/^([1-9]\d*x[1-9]\d*|[1-9]\d*-[1-9]\d*|a\d-(hoch|quer))$/, 'must be a format'),
);

export type QueryResult<S extends v.GenericSchema> =
  | { ok: true; value: v.InferOutput<S> }
  | { ok: false; response: Response };

/** Validates the query string (single values); a failure is a 400 naming every failing parameter. */
export function readQuery<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): QueryResult<S> {
  const parsed = v.safeParse(schema, c.req.query());
  if (parsed.success) return { ok: true, value: parsed.output };
  const errors = parsed.issues.map((issue) => ({
    field: issue.path?.map((item) => String(item.key)).join('.') ?? 'query',
    message: issue.message,
  }));
  const first = errors[0];
  return {
    ok: false,
    response: shopError(
      c,
      400,
      'invalidField',
      { field: first?.field ?? 'query', reason: first?.message ?? '' },
      errors,
    ),
  };
}

/** Whole cents to a number with at most two decimals (24.9 for 2490). */
export const money = (cents: number): number => Math.round(cents) / 100;

/** The spec's price object: priceCurrent, and priceOriginal (equal to it when there is no sale). */
export interface Price {
  priceCurrent: number;
  priceOriginal: number;
}

/** A price object from a price row's cents. */
export function priceOf(current: number, original: number | null): Price {
  return { priceCurrent: money(current), priceOriginal: money(original ?? current) };
}

/** Multiplies a price object by a quantity: the storefront totals a quantity by the same rule. */
export const times = (price: Price, quantity: number): Price => timesQuantity(price, quantity);
