// A value made once per key and kept in a bounded map: when the map is full it is emptied, since the keys a shop
// meets stay far below the bound, which only guards against unexpected input.

/** The value kept under `key`, made with `make` (and kept) when there is none. */
export function keptValue<K, V>(kept: Map<K, V>, key: K, limit: number, make: () => V): V {
  let value = kept.get(key);
  if (value === undefined) {
    if (kept.size >= limit) kept.clear();
    value = make();
    kept.set(key, value);
  }
  return value;
}
