// Publish visibility: after a publish (its webhook forgets the version in KV at one location), a second location
// whose KV still answers the old version for a while serves the old stories only up to the stated bound, and the
// new ones from then on.

import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, test } from 'vitest';
import { createIsolateCache } from '../../shared/domain/isolate-cache';
import { createContentSpace } from '../../worker/backends/content-space/index';
import { ContentClient } from '../../worker/content/client';
import {
  CV_KEPT_MS,
  KV_LOCATION_CACHE_MS,
  publishVisibleWithinMs,
  StoryCache,
} from '../../worker/content/story-cache';
import { FIXTURE_SPACE, FIXTURE_TOKENS } from '../fixtures/space';

const FRESHNESS_MS = 60_000;
const STEP_MS = 1000;
let cv = 1000;
let clock = 1_900_000_000_000;
let background: Promise<unknown>[] = [];

/**
 * KV as another location sees it: each value it read is answered from its own cache for `KV_LOCATION_CACHE_MS`,
 * whatever happened to it elsewhere; its own writes it sees at once.
 */
function kvAtAnotherLocation(origin: KVNamespace): KVNamespace {
  const seen = new Map<string, { value: string | null; at: number }>();
  return new Proxy(origin, {
    get(target, name) {
      if (name === 'get')
        return async (key: string) => {
          const cached = seen.get(key);
          if (cached && clock - cached.at < KV_LOCATION_CACHE_MS) return cached.value;
          const value = await target.get(key, 'text');
          seen.set(key, { value, at: clock });
          return value;
        };
      if (name === 'put')
        return async (key: string, value: string, options?: KVNamespacePutOptions) => {
          seen.set(key, { value, at: clock });
          return target.put(key, value, options);
        };
      const value = Reflect.get(target, name);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The content space (it keeps the version it names for a moment: one per test). */
const makeSpace = () =>
  createContentSpace({
    space: FIXTURE_SPACE,
    publicToken: FIXTURE_TOKENS.public,
    previewToken: FIXTURE_TOKENS.preview,
    rateLimit: 1000,
    cacheVersion: async () => cv,
  });
let space = makeSpace();

/** One request's story cache at a location: its KV view and its isolate's cache. */
function request(kv: KVNamespace, kept: ReturnType<typeof createIsolateCache>): StoryCache {
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => space.fetch(new Request(input, init));
  return new StoryCache({
    kv,
    kept,
    client: new ContentClient({ region: 'embedded', token: FIXTURE_TOKENS.public, fetch }),
    waitUntil: (promise) => background.push(promise),
    freshnessMs: FRESHNESS_MS,
    now: () => clock,
  });
}

async function versionAt(kv: KVNamespace, kept: ReturnType<typeof createIsolateCache>): Promise<number> {
  const version = await request(kv, kept).cacheVersion();
  // Background work queues more (a refresh, then its writes): settled to the end, as the request's would be.
  while (background.length > 0) {
    const pending = background;
    background = [];
    await Promise.all(pending);
  }
  return version;
}

beforeEach(async () => {
  cv = 1000;
  space = makeSpace();
  await StoryCache.invalidate(env.CONTENT_CACHE, createIsolateCache(1_000_000));
});

describe('a publish reaches every location', () => {
  test('the bound is KV’s read cache or the freshness window, whichever ends first, plus the isolate’s trust', () => {
    expect(publishVisibleWithinMs(60_000)).toBe(65_000);
    expect(publishVisibleWithinMs(20_000)).toBe(25_000);
    expect(publishVisibleWithinMs(120_000)).toBe(KV_LOCATION_CACHE_MS + CV_KEPT_MS);
  });

  test.each([0, 30_000, 59_000])(
    'a second location that last asked %i ms before the publish serves the old version, then the new within the bound',
    async (before) => {
      const here = { kv: env.CONTENT_CACHE, kept: createIsolateCache(1_000_000) };
      const there = { kv: kvAtAnotherLocation(env.CONTENT_CACHE), kept: createIsolateCache(1_000_000) };
      // Both locations know version 1000; the other one asked the space `before` ms before the publish.
      expect(await versionAt(there.kv, there.kept)).toBe(1000);
      clock += before;
      // The publish: the space moves on, and its webhook forgets the version here.
      cv = 1001;
      space = makeSpace();
      const published = clock;
      await StoryCache.invalidate(here.kv, here.kept);
      expect(await versionAt(here.kv, here.kept)).toBe(1001);
      let seenOld = 0;
      let firstNew: number | undefined;
      while (firstNew === undefined && clock - published < 5 * 60_000) {
        const version = await versionAt(there.kv, there.kept);
        if (version === 1001) firstNew = clock - published;
        else seenOld++;
        clock += STEP_MS;
      }
      expect(firstNew).toBeDefined();
      expect(firstNew).toBeLessThanOrEqual(publishVisibleWithinMs(FRESHNESS_MS));
      // It did serve the old version after the publish: the bound is real, not zero.
      if (before < FRESHNESS_MS - CV_KEPT_MS) expect(seenOld).toBeGreaterThan(0);
      // Once new, never old again.
      for (let step = 0; step < 90; step++) {
        clock += STEP_MS;
        expect(await versionAt(there.kv, there.kept)).toBe(1001);
      }
    },
  );
});
