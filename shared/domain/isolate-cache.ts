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

/** A kept value, linked into the one least-recently-used order of all spaces. */
interface Entry {
  space: Space;
  key: string;
  value: unknown;
  bytes: number;
  until: number;
  /** The entry read or kept before this one (toward the eviction end), and the one after it. */
  older: Entry | null;
  newer: Entry | null;
}

/** One space's entries by key, and its counts. */
interface Space {
  name: string;
  entries: Map<string, Entry>;
  hits: number;
  misses: number;
  evictions: number;
  bytes: number;
}

/**
 * An isolate cache holding at most `budgetBytes`; the least recently read or kept value goes first. Each space has a
 * map of its own, so a read hashes the caller's key as it is (no key joined with the space's name per read), and the
 * order of use is a list through the entries: a hit moves one entry, it does not take it out of a map and put it back.
 */
export function createIsolateCache(budgetBytes: number): IsolateCache {
  const spaces = new Map<string, Space>();
  let total = 0;
  /** The ends of the order of use: the next to evict, and the last read or kept. */
  let oldest: Entry | null = null;
  let newest: Entry | null = null;
  const spaceOf = (name: string): Space => {
    let space = spaces.get(name);
    if (!space) {
      space = { name, entries: new Map(), hits: 0, misses: 0, evictions: 0, bytes: 0 };
      spaces.set(name, space);
    }
    return space;
  };
  const unlink = (entry: Entry) => {
    if (entry.older) entry.older.newer = entry.newer;
    else oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else newest = entry.older;
    entry.older = null;
    entry.newer = null;
  };
  const append = (entry: Entry) => {
    entry.older = newest;
    if (newest) newest.newer = entry;
    else oldest = entry;
    newest = entry;
  };
  const drop = (entry: Entry) => {
    unlink(entry);
    entry.space.entries.delete(entry.key);
    total -= entry.bytes;
    entry.space.bytes -= entry.bytes;
  };
  const cache: IsolateCache = {
    enabled: true,
    get<V>(kind: KeptSpace<V>, key: string, now = Date.now()) {
      const space = spaceOf(kind.name);
      const entry = space.entries.get(key);
      if (!entry || entry.until <= now) {
        if (entry) drop(entry);
        space.misses += 1;
        return undefined;
      }
      // Read again: to the back of the queue.
      if (entry !== newest) {
        unlink(entry);
        append(entry);
      }
      space.hits += 1;
      return entry.value as V;
    },
    set<V>(kind: KeptSpace<V>, key: string, value: V, options: KeepOptions = {}) {
      const old = spaces.get(kind.name)?.entries.get(key);
      if (old) drop(old);
      const bytes = (options.bytes ?? kind.size(value)) + key.length * 2 + ENTRY_OVERHEAD;
      if (bytes > budgetBytes / 8) return;
      const space = spaceOf(kind.name);
      const until = options.until ?? Number.POSITIVE_INFINITY;
      const entry: Entry = { space, key, value, bytes, until, older: null, newer: null };
      space.entries.set(key, entry);
      append(entry);
      total += bytes;
      space.bytes += bytes;
      while (total > budgetBytes && oldest) {
        const evicted: Entry = oldest;
        drop(evicted);
        evicted.space.evictions += 1;
      }
    },
    remember<V>(kind: KeptSpace<V>, key: string, make: () => V, options?: KeepOptions) {
      const kept = cache.get(kind, key);
      if (kept !== undefined) return kept;
      const value = make();
      cache.set(kind, key, value, options);
      return value;
    },
    delete(kind, key) {
      const entry = spaces.get(kind.name)?.entries.get(key);
      if (entry) drop(entry);
    },
    clear(kind) {
      const space = spaces.get(kind.name);
      if (space) for (const entry of [...space.entries.values()]) drop(entry);
    },
    stats() {
      return [...spaces.values()]
        .map(({ name, hits, misses, evictions, entries, bytes }) => ({
          space: name,
          hits,
          misses,
          evictions,
          entries: entries.size,
          bytes,
        }))
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
