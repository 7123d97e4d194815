// Validation of the CDN API query parameters the embedded space understands.
import * as v from 'valibot';

const NUMBER = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  );
const LIST = v.pipe(
  v.string(),
  v.transform((value) => value.split(',').filter(Boolean)),
);

export const CdnQuerySchema = v.looseObject({
  token: v.pipe(v.string(), v.minLength(1, 'token is required')),
  version: v.optional(v.picklist(['draft', 'published']), 'published'),
  cv: v.optional(NUMBER(0, Number.MAX_SAFE_INTEGER)),
  starts_with: v.optional(v.string(), ''),
  by_uuids: v.optional(LIST),
  resolve_relations: v.optional(LIST, ''),
  excluding_fields: v.optional(LIST, ''),
  from_release: v.optional(NUMBER(1, Number.MAX_SAFE_INTEGER)),
  per_page: v.optional(NUMBER(1, 1000)),
  page: v.optional(NUMBER(1, 100_000), '1'),
});
export type CdnQuery = v.InferOutput<typeof CdnQuerySchema>;
