// One cache for every value an isolate keeps between requests (pages, layout parts, story lists, stories, trails,
// tiles, prices, campaign data, flag memos): each kind of value is a named space with its own size
// rule, every entry has an explicit key, and all spaces share one byte budget with least-recently-used eviction.
// Hits, misses and evictions are counted per space for the debug view.

/** A kind of kept value: its name (for the counts) and how many bytes a value holds. */
export interface KeptSpace<V> {
  readonly name: string;
  /** Approximate bytes of one value (its key is counted apart). */
  readonly size: (value: V) => number;
}

/** Declares a kind of kept value. */
export function keptSpace<V>(name: string, size: (value: V) => number = approximateBytes): KeptSpace<V> {
  return { name, size };
}

export interface KeepOptions {
  /** Epoch milliseconds after which the value is not served (a miss), and dropped. */
  until?: number;
  /** The value's size when the caller knows it (the length of the text it was parsed from), else the space's rule. */
  bytes?: number;
}

/** Counts of one space since the isolate started. */
export interface KeptStats {
  space: string;
  hits: number;
  misses: number;
  evictions: number;
  entries: number;
  bytes: number;
}

/** What a request sees of the isolate's cache: the real one, or (tests with every cache off) one that keeps nothing. */
export interface IsolateCache {
  /** False when nothing is kept: callers then skip work whose only purpose is to fill a cache. */
  readonly enabled: boolean;
  /** The value kept under `key`, or undefined (a miss; an expired value counts as one and is dropped). */
  get<V>(space: KeptSpace<V>, key: string, now?: number): V | undefined;
  /** Keeps `value` under `key`; a value larger than an eighth of the budget is not kept. */
  set<V>(space: KeptSpace<V>, key: string, value: V, options?: KeepOptions): void;
  /** The kept value, or `make()` kept under `key`. */
  remember<V>(space: KeptSpace<V>, key: string, make: () => V, options?: KeepOptions): V;
  delete<V>(space: KeptSpace<V>, key: string): void;
  /** Forgets every value of a space (a publish, new flag definitions). */
  clear<V>(space: KeptSpace<V>): void;
  stats(): KeptStats[];
}

/** Bytes an entry costs besides its value and key: the map slot and the entry object. */
const ENTRY_OVERHEAD = 96;

/** A rough size of any value: its JSON text at two bytes a character (V8 keeps most strings in one). */
export function approximateBytes(value: unknown): number {
  if (typeof value === 'string') return value.length * 2;
  if (value instanceof ArrayBuffer) return value.byteLength;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  try {
    return (JSON.stringify(value) ?? '').length * 2;
  } catch {
    return 1024;
  }
}

interface Entry {
  space: string;
  value: unknown;
  bytes: number;
  until: number;
}

interface Counts {
  hits: number;
  misses: number;
  evictions: number;
  entries: number;
  bytes: number;
}

/** An isolate cache holding at most `budgetBytes`; the least recently read or kept value goes first. */
export function createIsolateCache(budgetBytes: number): IsolateCache {
  const entries = new Map<string, Entry>();
  const counts = new Map<string, Counts>();
  let total = 0;
  const countsOf = (space: string): Counts => {
    let known = counts.get(space);
    if (!known) {
      known = { hits: 0, misses: 0, evictions: 0, entries: 0, bytes: 0 };
      counts.set(space, known);
    }
    return known;
  };
  const slot = <V>(space: KeptSpace<V>, key: string) => `${space.name}\u0000${key}`;
  const drop = (id: string, entry: Entry) => {
    entries.delete(id);
    total -= entry.bytes;
    const known = countsOf(entry.space);
    known.entries -= 1;
    known.bytes -= entry.bytes;
  };
  const cache: IsolateCache = {
    enabled: true,
    get<V>(space: KeptSpace<V>, key: string, now = Date.now()) {
      const id = slot(space, key);
      const entry = entries.get(id);
      const known = countsOf(space.name);
      if (!entry || entry.until <= now) {
        if (entry) drop(id, entry);
        known.misses += 1;
        return undefined;
      }
      // Read again: to the back of the queue.
      entries.delete(id);
      entries.set(id, entry);
      known.hits += 1;
      return entry.value as V;
    },
    set<V>(space: KeptSpace<V>, key: string, value: V, options: KeepOptions = {}) {
      const id = slot(space, key);
      const old = entries.get(id);
      if (old) drop(id, old);
      const bytes = (options.bytes ?? space.size(value)) + key.length * 2 + ENTRY_OVERHEAD;
      if (bytes > budgetBytes / 8) return;
      entries.set(id, { space: space.name, value, bytes, until: options.until ?? Number.POSITIVE_INFINITY });
      total += bytes;
      const known = countsOf(space.name);
      known.entries += 1;
      known.bytes += bytes;
      for (const [oldest, entry] of entries) {
        if (total <= budgetBytes) break;
        drop(oldest, entry);
        countsOf(entry.space).evictions += 1;
      }
    },
    remember<V>(space: KeptSpace<V>, key: string, make: () => V, options?: KeepOptions) {
      const kept = cache.get(space, key);
      if (kept !== undefined) return kept;
      const value = make();
      cache.set(space, key, value, options);
      return value;
    },
    delete(space, key) {
      const id = slot(space, key);
      const entry = entries.get(id);
      if (entry) drop(id, entry);
    },
    clear(space) {
      for (const [id, entry] of entries) if (entry.space === space.name) drop(id, entry);
    },
    stats() {
      return [...counts]
        .map(([space, known]) => ({ space, ...known }))
        .sort((a, b) => (a.space < b.space ? -1 : 1));
    },
  };
  return cache;
}

/**
 * The budget of every isolate cache together: a quarter of the 128 MB a Workers isolate may use, leaving the rest
 * to requests in flight, the code and the runtime.
 */
export const ISOLATE_CACHE_BYTES = 32 * 1024 * 1024;

/** Keeps nothing: every read misses. What a request sees with every cache off. */
export const NO_CACHE: IsolateCache = {
  enabled: false,
  get: () => undefined,
  set: () => {},
  remember: (_space, _key, make) => make(),
  delete: () => {},
  clear: () => {},
  stats: () => [],
};
