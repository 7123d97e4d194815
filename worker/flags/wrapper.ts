// The SDK's pluggable storage for one request: reads come from the flag store's entries (already in memory),
// writes (impressions, counts, unique keys) stay in this request's copy and are read back after `destroy()`.
import type { StorageEntries } from './definitions';

type Stored = string | string[] | Set<string>;

export interface RequestStorage {
  /** The wrapper to hand to `PluggableStorage({ wrapper })`. */
  wrapper: Record<string, (...args: never[]) => Promise<unknown>>;
  /** The list items the SDK pushed under keys starting with `prefix` (impressions, events). */
  pushed(prefix: string): string[];
}

/** The entries as the wrapper reads them (sets as `Set`), built once per stored value in this isolate. */
const prepared = new WeakMap<StorageEntries, ReadonlyMap<string, string | ReadonlySet<string>>>();

function readable(entries: StorageEntries): ReadonlyMap<string, string | ReadonlySet<string>> {
  let map = prepared.get(entries);
  if (!map) {
    map = new Map(
      Object.entries(entries).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : new Set(value),
      ]),
    );
    prepared.set(entries, map);
  }
  return map;
}

export function requestStorage(entries: StorageEntries): RequestStorage {
  // A request's copy shares the stored sets (segments can be large) and copies one only when it writes to it.
  const cache = new Map(readable(entries)) as Map<string, Stored>;
  const owned = new Set<string>();
  const list = (key: string): string[] => {
    const value = cache.get(key);
    if (Array.isArray(value)) return value;
    const created: string[] = [];
    cache.set(key, created);
    return created;
  };
  const set = (key: string, write = false): Set<string> => {
    const value = cache.get(key);
    if (value instanceof Set && (!write || owned.has(key))) return value;
    const created = new Set<string>(value instanceof Set ? value : []);
    cache.set(key, created);
    owned.add(key);
    return created;
  };
  const count = (key: string, by: number) => {
    const next = Number(cache.get(key) ?? 0) + by;
    cache.set(key, String(next));
    return Promise.resolve(next);
  };
  const wrapper = {
    get: (key: string) => {
      const value = cache.get(key);
      return Promise.resolve(typeof value === 'string' ? value : null);
    },
    set: (key: string, value: string) => {
      const had = cache.has(key);
      cache.set(key, value);
      return Promise.resolve(had);
    },
    getAndSet: (key: string, value: string) => {
      const old = cache.get(key);
      cache.set(key, value);
      return Promise.resolve(typeof old === 'string' ? old : null);
    },
    del: (key: string) => Promise.resolve(cache.delete(key)),
    getKeysByPrefix: (prefix: string) =>
      Promise.resolve([...cache.keys()].filter((key) => key.startsWith(prefix))),
    getMany: (keys: string[]) =>
      Promise.resolve(
        keys.map((key) => (typeof cache.get(key) === 'string' ? (cache.get(key) as string) : null)),
      ),
    incr: (key: string, by = 1) => count(key, by),
    decr: (key: string, by = 1) => count(key, -by),
    pushItems: (key: string, items: string[]) => {
      list(key).push(...items);
      return Promise.resolve();
    },
    popItems: (key: string, n: number) => Promise.resolve(list(key).splice(0, n)),
    getItemsCount: (key: string) => Promise.resolve(list(key).length),
    itemContains: (key: string, item: string) => Promise.resolve(set(key).has(item)),
    addItems: (key: string, items: string[]) => {
      for (const item of items) set(key, true).add(item);
      return Promise.resolve();
    },
    removeItems: (key: string, items: string[]) => {
      for (const item of items) set(key, true).delete(item);
      return Promise.resolve();
    },
    getItems: (key: string) => Promise.resolve([...set(key)]),
    connect: () => Promise.resolve(),
    disconnect: () => Promise.resolve(),
  };
  return {
    wrapper: wrapper as unknown as RequestStorage['wrapper'],
    pushed: (prefix) =>
      [...cache.entries()].flatMap(([key, value]) =>
        key.startsWith(prefix) && Array.isArray(value) ? value : [],
      ),
  };
}
