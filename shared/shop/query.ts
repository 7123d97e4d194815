// Query strings for the shop API: `key[]` arrays, `key[sub]` objects, no nulls.

/** A value the shop API accepts in a query string. */
export type ShopQueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly ShopQueryValue[]
  | { readonly [key: string]: ShopQueryValue };

/** The query parameters of one shop call. */
export type ShopQuery = Readonly<Record<string, ShopQueryValue>>;

/** The refinement that means "no refinement"; the shop treats a missing `refinementType` the same. */
const NO_REFINEMENT = { key: 'refinementType', value: 'ohne' } as const;

function isRecord(value: ShopQueryValue): value is { readonly [key: string]: ShopQueryValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function collect(key: string, value: ShopQueryValue, into: [string, string][]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(`${key}[]`, item, into);
    return;
  }
  if (isRecord(value)) {
    for (const [sub, item] of Object.entries(value)) collect(`${key}[${sub}]`, item, into);
    return;
  }
  into.push([key, String(value)]);
}

/**
 * The query as ordered key/value pairs: arrays as repeated `key[]`, nested objects as `key[sub]` (to any
 * depth), `null`/`undefined` dropped, and `refinementType: 'ohne'` dropped.
 */
function shopQueryEntries(params: ShopQuery): [string, string][] {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    if (key === NO_REFINEMENT.key && value === NO_REFINEMENT.value) continue;
    collect(key, value, entries);
  }
  return entries;
}

// Brackets stay literal, as the shop API's own clients send them; everything else is percent-encoded.
const encodeKey = (key: string) => encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');

/** Serialises query parameters, without the leading `?` (empty string when none). */
export function shopQuery(params: ShopQuery): string {
  return shopQueryEntries(params)
    .map(([key, value]) => `${encodeKey(key)}=${encodeURIComponent(value)}`)
    .join('&');
}
