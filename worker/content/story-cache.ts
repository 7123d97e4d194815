// Published stories cached in KV. Keys carry the space's cache version (cv), so once the version moves no
// stale story is served; past the freshness window an entry is served and refreshed in the background.
// The isolate keeps what it read for a few seconds (the cv) or the freshness window (stories, frozen): a
// warm isolate reads KV and parses JSON only when something may have moved.
import type { Story } from '../../shared/schemas/story';
import type { ContentClient } from './client';

const CV_KEY = 'content:cv';
/** The last version the space named: a publish forgets `CV_KEY`, not this, so an outage right after one still
 * finds the content it had. */
const LAST_CV_KEY = 'content:cv:last';
/** Stored entries expire on their own after a day; a moved cv makes them unreachable much earlier. */
const ENTRY_TTL_SECONDS = 86_400;

interface CvEntry {
  cv: number;
  checkedAt: number;
}

interface StoryEntry {
  story: Story | null;
  storedAt: number;
}

/** How long the isolate trusts the cv it read: a publish reaches it this much later than KV. */
const CV_KEPT_MS = 5000;
/** Stories kept per isolate; the oldest goes first. */
const STORIES_KEPT = 500;

let keptCv: { cv: number; until: number } | undefined;
/** The isolate's one ask for the space's version in flight, shared by every request waiting for it. */
let refreshing: Promise<number> | undefined;
const keptStories = new Map<string, StoryEntry>();

/** Freezes a story kept for every request of the isolate: a change to it would leak into other pages. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) frozen(child);
  }
  return value;
}

function keep(key: string, entry: StoryEntry): void {
  if (keptStories.size >= STORIES_KEPT) keptStories.delete(keptStories.keys().next().value as string);
  keptStories.set(key, { story: frozen(entry.story), storedAt: entry.storedAt });
}

export interface StoryCacheOptions {
  kv: KVNamespace;
  /** Made on first use: a request answered from the cache builds no client. */
  client: ContentClient | (() => ContentClient);
  waitUntil: (promise: Promise<unknown>) => void;
  freshnessMs: number;
  now?: () => number;
  /** A KV write that failed (KV refuses more than one write per key and second): logged, never thrown. */
  onStoreFailed?: (error: unknown) => void;
  /** The content API failed and older cached content answers instead. */
  onStale?: () => void;
}

export class StoryCache {
  private cv: Promise<number> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: StoryCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  private client(): ContentClient {
    const { client } = this.options;
    return typeof client === 'function' ? client() : client;
  }

  /** The space's cache version, from KV while fresh, refreshed in the background after that. */
  cacheVersion(): Promise<number> {
    const kept = keptCv;
    if (kept && this.now() < kept.until) this.cv ??= Promise.resolve(kept.cv);
    this.cv ??= this.readCacheVersion();
    return this.cv;
  }

  /** A KV read; KV failing counts as nothing stored (the content is then read from the space). */
  private async read<T>(key: string): Promise<T | null> {
    return this.options.kv.get<T>(key, 'json').catch(() => null);
  }

  private async readCacheVersion(): Promise<number> {
    const { waitUntil, freshnessMs } = this.options;
    const stored = await this.read<CvEntry>(CV_KEY);
    if (stored && this.now() - stored.checkedAt < freshnessMs) {
      keptCv = { cv: stored.cv, until: this.now() + Math.min(CV_KEPT_MS, freshnessMs) };
      return stored.cv;
    }
    if (stored) {
      waitUntil(this.refreshCacheVersion());
      return stored.cv;
    }
    try {
      return await this.refreshCacheVersion();
    } catch (error) {
      // Stale if error: the space is down, the last version it named still finds its stories.
      const last = await this.read<CvEntry>(LAST_CV_KEY);
      if (!last) throw error;
      this.options.onStale?.();
      return last.cv;
    }
  }

  /**
   * Asks the space for its version. One ask per isolate at a time: after a publish or on a cold start every
   * concurrent request waits for the same answer, and only that one writes the version to KV. KV takes one write
   * per key and second, so a refused write is logged, never a failed response.
   */
  private refreshCacheVersion(): Promise<number> {
    refreshing ??= (async () => {
      try {
        const cv = await this.client().cacheVersion();
        keptCv = { cv, until: this.now() + Math.min(CV_KEPT_MS, this.options.freshnessMs) };
        const entry = JSON.stringify({ cv, checkedAt: this.now() } satisfies CvEntry);
        for (const key of [CV_KEY, LAST_CV_KEY]) {
          this.options.waitUntil(
            this.options.kv.put(key, entry).catch((error: unknown) => this.options.onStoreFailed?.(error)),
          );
        }
        return cv;
      } finally {
        refreshing = undefined;
      }
    })();
    return refreshing;
  }

  /** A published story (null when the space has none), from KV when the current cv has it. */
  async story(fullSlug: string): Promise<Story | null> {
    const { waitUntil, freshnessMs } = this.options;
    const cv = await this.cacheVersion();
    const key = `story:${cv}:${fullSlug}`;
    const kept = keptStories.get(key);
    if (kept && this.now() - kept.storedAt < freshnessMs) return kept.story;
    const entry = await this.read<StoryEntry>(key);
    if (entry) {
      if (this.now() - entry.storedAt >= freshnessMs) waitUntil(this.fetchAndStore(key, fullSlug, cv));
      else keep(key, entry);
      return entry.story;
    }
    return this.fetchAndStore(key, fullSlug, cv);
  }

  /** Reads the story at the version its key names: the cache, not the client, says which version that is. */
  private async fetchAndStore(key: string, fullSlug: string, cv: number): Promise<Story | null> {
    const story = await this.client().story(fullSlug, { version: 'published', cv });
    const entry: StoryEntry = { story, storedAt: this.now() };
    keep(key, entry);
    this.options.waitUntil(
      this.options.kv
        .put(key, JSON.stringify(entry), { expirationTtl: ENTRY_TTL_SECONDS })
        .catch((error: unknown) => this.options.onStoreFailed?.(error)),
    );
    return story;
  }

  /** After a publish: forget the cv so the next read asks the space for the new one. */
  static async invalidate(kv: KVNamespace): Promise<void> {
    keptCv = undefined;
    refreshing = undefined;
    keptStories.clear();
    await kv.delete(CV_KEY);
  }
}
