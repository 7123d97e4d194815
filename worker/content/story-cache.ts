// Published stories cached in KV. Keys carry the space's cache version (cv), so once the version moves no
// stale story is served; past the freshness window an entry is served and refreshed in the background.
// The isolate keeps what it read for a few seconds (the cv) or the freshness window (stories, frozen and marked
// published with their cv): a warm isolate reads KV and parses JSON only when something may have moved.
import { type IsolateCache, type KeptSpace, keptSpace } from '../../shared/domain/isolate-cache';
import { type PublishedStory, publishedBytes, publishedKey, type Story } from '../../shared/schemas/story';
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
export const CV_KEPT_MS = 5000;

/** How long KV may answer a location with a value that changed elsewhere (its read cache, 60 s by default). */
export const KV_LOCATION_CACHE_MS = 60_000;

/**
 * The longest any location serves the version from before a publish: until the webhook's delete reaches its KV or
 * the version it holds is past the freshness window (then the next ask refreshes it), whichever comes first, plus
 * the time an isolate trusts the version it read. The HTML edge cache and kept fragments are keyed by the version,
 * so they add nothing.
 */
export function publishVisibleWithinMs(freshnessMs: number): number {
  return Math.min(KV_LOCATION_CACHE_MS, freshnessMs) + Math.min(CV_KEPT_MS, freshnessMs);
}

/** The space's cache version as this isolate last read it (one entry, key `cv`). */
const CONTENT_VERSION = keptSpace<number>('content-version', () => 8);
/** Published stories by KV key (`story:<cv>:<full slug>`), with when they were stored: fresh for the window. */
const STORIES = keptSpace<{ story: PublishedStory | null; storedAt: number }>('stories');

/** The isolate's one ask for the space's version in flight, shared by every request waiting for it. */
let refreshing: Promise<number> | undefined;

/** Freezes a story kept for every request of the isolate: a change to it would leak into other pages. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) frozen(child);
  }
  return value;
}

/** A story as read at version `cv`, marked so: what is derived from it may be kept under the mark. */
function published(story: Story | null, cv: number, bytes?: number): PublishedStory | null {
  return story && frozen({ ...story, published: bytes === undefined ? { cv } : { cv, bytes } });
}

/**
 * What is derived from a story (its parsed content): kept under the story's published mark, at the size of the text
 * the story was read from, until a publish moves the version; a draft's is made each time.
 */
export function derivedFromStory<V>(
  kept: IsolateCache,
  space: KeptSpace<V>,
  story: Story | null | undefined,
  make: () => V,
): V {
  const key = publishedKey(story);
  return key ? kept.remember(space, key, make, { bytes: publishedBytes(story) }) : make();
}

/** The KV key of a published story at version `cv`. */
const storyKey = (cv: number, fullSlug: string) => `story:${cv}:${fullSlug}`;

/** KV's entries for `stories` at version `cv`, as this cache writes them (the start-up pass's KV holds them). */
export function storedEntries(
  cv: number,
  stories: Readonly<Record<string, Story | null>>,
  now: number,
): Record<string, string> {
  const entries: Record<string, string> = {
    [CV_KEY]: JSON.stringify({ cv, checkedAt: now } satisfies CvEntry),
  };
  for (const [fullSlug, story] of Object.entries(stories)) {
    entries[storyKey(cv, fullSlug)] = JSON.stringify({ story, storedAt: now } satisfies StoryEntry);
  }
  return entries;
}

export interface StoryCacheOptions {
  kv: KVNamespace;
  /** The isolate's cache; with every cache off, KV is neither read nor written either. */
  kept: IsolateCache;
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
    if (!this.options.kept.enabled) {
      this.cv ??= this.client().cacheVersion();
      return this.cv;
    }
    const kept = this.options.kept.get(CONTENT_VERSION, 'cv', this.now());
    if (kept !== undefined) this.cv ??= Promise.resolve(kept);
    this.cv ??= this.readCacheVersion();
    return this.cv;
  }

  private keepCacheVersion(cv: number): void {
    const until = this.now() + Math.min(CV_KEPT_MS, this.options.freshnessMs);
    this.options.kept.set(CONTENT_VERSION, 'cv', cv, { until });
  }

  /** A KV read with the size of what was read; KV failing counts as nothing stored (the space answers then). */
  private async read<T>(key: string): Promise<{ value: T; bytes: number } | null> {
    const text = await this.options.kv.get(key, 'text').catch(() => null);
    if (text === null) return null;
    try {
      return { value: JSON.parse(text) as T, bytes: text.length * 2 };
    } catch {
      return null;
    }
  }

  private async readCacheVersion(): Promise<number> {
    const { waitUntil, freshnessMs } = this.options;
    const stored = (await this.read<CvEntry>(CV_KEY))?.value;
    if (stored && this.now() - stored.checkedAt < freshnessMs) {
      this.keepCacheVersion(stored.cv);
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
      const last = (await this.read<CvEntry>(LAST_CV_KEY))?.value;
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
        this.keepCacheVersion(cv);
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
  async story(fullSlug: string): Promise<PublishedStory | null> {
    const { waitUntil, freshnessMs, kept } = this.options;
    const cv = await this.cacheVersion();
    if (!kept.enabled)
      return published(await this.client().story(fullSlug, { version: 'published', cv }), cv);
    const key = storyKey(cv, fullSlug);
    const known = kept.get(STORIES, key, this.now());
    if (known && this.now() - known.storedAt < freshnessMs) return known.story;
    const entry = await this.read<StoryEntry>(key);
    if (entry) {
      const { story, storedAt } = entry.value;
      const marked = published(story, cv, entry.bytes);
      if (this.now() - storedAt >= freshnessMs) waitUntil(this.fetchAndStore(key, fullSlug, cv));
      else
        kept.set(
          STORIES,
          key,
          { story: marked, storedAt },
          { until: storedAt + freshnessMs, bytes: entry.bytes },
        );
      return marked;
    }
    return this.fetchAndStore(key, fullSlug, cv);
  }

  /** Reads the story at the version its key names: the cache, not the client, says which version that is. */
  private async fetchAndStore(key: string, fullSlug: string, cv: number): Promise<PublishedStory | null> {
    const story = await this.client().story(fullSlug, { version: 'published', cv });
    const entry: StoryEntry = { story, storedAt: this.now() };
    const text = JSON.stringify(entry);
    const marked = published(story, cv, text.length * 2);
    this.options.kept.set(
      STORIES,
      key,
      { story: marked, storedAt: entry.storedAt },
      {
        until: entry.storedAt + this.options.freshnessMs,
        bytes: text.length * 2,
      },
    );
    this.options.waitUntil(
      this.options.kv
        .put(key, text, { expirationTtl: ENTRY_TTL_SECONDS })
        .catch((error: unknown) => this.options.onStoreFailed?.(error)),
    );
    return marked;
  }

  /** After a publish: forget the cv so the next read asks the space for the new one. */
  static async invalidate(kv: KVNamespace, kept: IsolateCache): Promise<void> {
    kept.clear(CONTENT_VERSION);
    kept.clear(STORIES);
    refreshing = undefined;
    await kv.delete(CV_KEY);
  }
}
