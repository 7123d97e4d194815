// Published stories cached in KV. Keys carry the space's cache version (cv), so once the version moves no
// stale story is served; past the freshness window an entry is served and refreshed in the background.
import type { Story } from '../../shared/schemas/story';
import type { ContentClient } from './client';

const CV_KEY = 'content:cv';
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

export interface StoryCacheOptions {
  kv: KVNamespace;
  client: ContentClient;
  waitUntil: (promise: Promise<unknown>) => void;
  freshnessMs: number;
  now?: () => number;
}

export class StoryCache {
  private cv: Promise<number> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: StoryCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The space's cache version, from KV while fresh, refreshed in the background after that. */
  cacheVersion(): Promise<number> {
    this.cv ??= this.readCacheVersion();
    return this.cv;
  }

  private async readCacheVersion(): Promise<number> {
    const { kv, waitUntil, freshnessMs } = this.options;
    const stored = await kv.get<CvEntry>(CV_KEY, 'json');
    if (stored && this.now() - stored.checkedAt < freshnessMs) return stored.cv;
    if (stored) {
      waitUntil(this.refreshCacheVersion());
      return stored.cv;
    }
    return this.refreshCacheVersion();
  }

  private async refreshCacheVersion(): Promise<number> {
    const cv = await this.options.client.cacheVersion();
    await this.options.kv.put(CV_KEY, JSON.stringify({ cv, checkedAt: this.now() } satisfies CvEntry));
    return cv;
  }

  /** A published story (null when the space has none), from KV when the current cv has it. */
  async story(fullSlug: string): Promise<Story | null> {
    const { kv, waitUntil, freshnessMs } = this.options;
    const key = `story:${await this.cacheVersion()}:${fullSlug}`;
    const entry = await kv.get<StoryEntry>(key, 'json');
    if (entry) {
      if (this.now() - entry.storedAt >= freshnessMs) waitUntil(this.fetchAndStore(key, fullSlug));
      return entry.story;
    }
    return this.fetchAndStore(key, fullSlug);
  }

  private async fetchAndStore(key: string, fullSlug: string): Promise<Story | null> {
    const story = await this.options.client.story(fullSlug, { version: 'published' });
    const entry: StoryEntry = { story, storedAt: this.now() };
    this.options.waitUntil(
      this.options.kv.put(key, JSON.stringify(entry), { expirationTtl: ENTRY_TTL_SECONDS }),
    );
    return story;
  }

  /** After a publish: forget the cv so the next read asks the space for the new one. */
  static async invalidate(kv: KVNamespace): Promise<void> {
    await kv.delete(CV_KEY);
  }
}
