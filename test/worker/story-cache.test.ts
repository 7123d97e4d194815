// The KV story cache on workerd's KV: a second read makes no content call, a moved cv or an invalidation
// makes the next read fetch, stale entries are served and refreshed in the background.

import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, test } from 'vitest';
import { publishedBytes } from '../../shared/schemas/story';
import { createContentSpace } from '../../worker/backends/content-space/index';
import { ContentClient } from '../../worker/content/client';
import { StoryCache } from '../../worker/content/story-cache';
import { ISOLATE_CACHE } from '../../worker/isolate-cache';
import { FIXTURE_SPACE, FIXTURE_TOKENS } from '../fixtures/space';

let cv = 1000;
let calls: string[] = [];
/** The `cv` parameter of each content call, by path (absent: null). */
let sentCv: [string, string | null][] = [];
let background: Promise<unknown>[] = [];
let clock = 1_800_000_000_000;

function cache(
  freshnessMs = 60_000,
  kv: KVNamespace = env.CONTENT_CACHE,
  onStoreFailed?: (e: unknown) => void,
): StoryCache {
  const space = createContentSpace({
    space: FIXTURE_SPACE,
    publicToken: FIXTURE_TOKENS.public,
    previewToken: FIXTURE_TOKENS.preview,
    rateLimit: 100,
    cacheVersion: async () => cv,
  });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(url.pathname);
    sentCv.push([url.pathname, url.searchParams.get('cv')]);
    return space.fetch(new Request(input, init));
  };
  const client = new ContentClient({ region: 'embedded', token: FIXTURE_TOKENS.public, fetch });
  return new StoryCache({
    kv,
    kept: ISOLATE_CACHE,
    client,
    onStoreFailed,
    waitUntil: (promise) => background.push(promise),
    freshnessMs,
    now: () => clock,
  });
}

const settle = async () => {
  await Promise.all(background);
  background = [];
};

beforeEach(async () => {
  cv = 1000;
  calls = [];
  sentCv = [];
  background = [];
  await StoryCache.invalidate(env.CONTENT_CACHE, ISOLATE_CACHE);
});

/** KV as it answers past one write per key and second: every write refused with 429. */
const refusingWrites = (): KVNamespace =>
  new Proxy(env.CONTENT_CACHE, {
    get(target, name) {
      if (name === 'put') return () => Promise.reject(new Error('KV PUT failed: 429 Too Many Requests'));
      const value = Reflect.get(target, name);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

describe('story cache', () => {
  test('a second read of the same story makes no content call', async () => {
    const first = await cache().story('kartenliebe/de-de/home');
    await settle();
    const callsAfterFirst = calls.length;
    expect(callsAfterFirst).toBe(2); // spaces/me + the story
    const second = await cache().story('kartenliebe/de-de/home');
    expect(second?.name).toBe(first?.name);
    expect(calls.length).toBe(callsAfterFirst);
  });

  test('a published story is marked with the size of the text it is stored as, read from the space or from KV', async () => {
    const fetched = await cache().story('kartenliebe/de-de/home');
    await settle();
    const stored = (await env.CONTENT_CACHE.get(`story:${cv}:kartenliebe/de-de/home`, 'text')) ?? '';
    expect(stored).toContain('"full_slug":"kartenliebe/de-de/home"');
    expect(publishedBytes(fetched)).toBe(stored.length * 2);
    // Forgotten by the isolate, it is read from KV (the same version): the same size.
    await StoryCache.invalidate(env.CONTENT_CACHE, ISOLATE_CACHE);
    calls = [];
    const read = await cache().story('kartenliebe/de-de/home');
    expect(calls).toEqual(['/v2/cdn/spaces/me']);
    expect(read).not.toBe(fetched);
    expect(publishedBytes(read)).toBe(stored.length * 2);
  });

  test('a missing story is cached as missing too', async () => {
    expect(await cache().story('kartenliebe/de-de/nothing')).toBeNull();
    await settle();
    const before = calls.length;
    expect(await cache().story('kartenliebe/de-de/nothing')).toBeNull();
    expect(calls.length).toBe(before);
  });

  test('after an invalidation the next read asks for the cv and fetches under the new one', async () => {
    await cache().story('kartenliebe/de-de/home');
    await settle();
    cv = 1001;
    await StoryCache.invalidate(env.CONTENT_CACHE, ISOLATE_CACHE);
    calls = [];
    await cache().story('kartenliebe/de-de/home');
    expect(calls).toEqual(['/v2/cdn/spaces/me', '/v2/cdn/stories/kartenliebe/de-de/home']);
  });

  test('a moved cv is noticed after the freshness window, in the background, then fetched', async () => {
    await cache(1000).story('kartenliebe/de-de/home');
    await settle();
    cv = 1002;
    clock += 5000;
    calls = [];
    await cache(1000).story('kartenliebe/de-de/home');
    await settle();
    expect(calls).toContain('/v2/cdn/spaces/me'); // answered from the old cv's entry, refreshed behind it
    calls = [];
    await cache(1000).story('kartenliebe/de-de/home');
    expect(calls).toEqual(['/v2/cdn/stories/kartenliebe/de-de/home']);
  });

  test('a stale story is served and refreshed in the background', async () => {
    await cache(1000).story('kartenliebe/de-de/home');
    await settle();
    clock += 5000;
    calls = [];
    expect((await cache(100_000).story('kartenliebe/de-de/home'))?.name).toBe('Startseite');
    expect(calls).toEqual([]);
    await cache(1000).story('kartenliebe/de-de/home');
    await settle();
    expect(calls).toContain('/v2/cdn/stories/kartenliebe/de-de/home');
  });

  test('a warm isolate answers from its own frozen copy while fresh, and forgets it on invalidation', async () => {
    const first = await cache().story('kartenliebe/de-de/home');
    await settle();
    for (const { name } of (await env.CONTENT_CACHE.list({ prefix: 'story:' })).keys) {
      await env.CONTENT_CACHE.delete(name);
    }
    calls = [];
    const second = await cache().story('kartenliebe/de-de/home');
    expect(second).toBe(first);
    expect(Object.isFrozen(second?.content)).toBe(true);
    expect(calls).toEqual([]);
    await StoryCache.invalidate(env.CONTENT_CACHE, ISOLATE_CACHE);
    await cache().story('kartenliebe/de-de/home');
    expect(calls).toEqual(['/v2/cdn/spaces/me', '/v2/cdn/stories/kartenliebe/de-de/home']);
  });

  test('after a publish, concurrent requests ask the space once and a refused KV write fails none of them', async () => {
    const failures: unknown[] = [];
    const kv = refusingWrites();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        cache(60_000, kv, (error) => failures.push(error)).story('kartenliebe/de-de/home'),
      ),
    );
    await settle();
    expect(answers.every((story) => story?.name === 'Startseite')).toBe(true);
    expect(calls.filter((path) => path === '/v2/cdn/spaces/me')).toHaveLength(1);
    expect(failures.length).toBeGreaterThan(0);
  });

  test('the cache, not the client, names the version: none to the space’s version, the current one to a story', async () => {
    await cache().story('kartenliebe/de-de/home');
    await settle();
    cv = 1007;
    await StoryCache.invalidate(env.CONTENT_CACHE, ISOLATE_CACHE);
    sentCv = [];
    await cache().story('kartenliebe/de-de/home');
    expect(sentCv).toEqual([
      ['/v2/cdn/spaces/me', null],
      ['/v2/cdn/stories/kartenliebe/de-de/home', '1007'],
    ]);
  });
});
