// The shop under injected faults of its backends (FAULTS, tests only): a content outage serves what KV holds,
// marked stale, or a 503 with Retry-After, never a 500 or an open-ended wait; KV, the shop database or the flag
// store down still render the page; production ignores the switch.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CONTENT_STALE_HEADER } from '../../worker/content/middleware';
import { StoryCache } from '../../worker/content/story-cache';
import { forgetDefinitions } from '../../worker/flags/store';
import worker from '../../worker/index';
import { ISOLATE_CACHE } from '../../worker/isolate-cache';
import { DE, withTestVisitor } from './fetch';

async function send(url: string, faults: string, init: RequestInit = {}, extra: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const started = Date.now();
  const response = await worker.fetch(
    new Request(url, { redirect: 'manual', ...withTestVisitor(init) }),
    { ...env, FAULTS: faults, ...extra } as typeof env,
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html, ms: Date.now() - started };
}

/** Nothing of the content in KV: no story, no version, not even the last one. */
async function emptyContentCache() {
  await StoryCache.invalidate(env.CONTENT_CACHE, ISOLATE_CACHE);
  for (const { name } of (await env.CONTENT_CACHE.list()).keys) {
    if (name.startsWith('story:') || name.startsWith('content:cv')) await env.CONTENT_CACHE.delete(name);
  }
}

let errors: string[] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation((line) => {
    errors.push(String(line));
  });
});
afterEach(() => vi.restoreAllMocks());

describe('content API outage', () => {
  test('after a publish, the pages KV holds still answer, marked stale and kept from shared caches', async () => {
    const url = `${DE}/fotokalender/?visit=${crypto.randomUUID()}`;
    expect((await send(url, '')).response.status).toBe(200);
    // The publish's webhook forgets the version; the space is down when it is next asked.
    await StoryCache.invalidate(env.CONTENT_CACHE, ISOLATE_CACHE);
    const { response, html } = await send(`${url}&again=1`, 'content-down');
    expect(response.status).toBe(200);
    expect(html.endsWith('</html>')).toBe(true);
    expect(response.headers.get(CONTENT_STALE_HEADER)).toBe('1');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  test.each(['content-down', 'content-500', 'content-503', 'content-429', 'content-slow'])(
    '%s with nothing cached: a 503 page with Retry-After, within a bounded time',
    async (fault) => {
      await emptyContentCache();
      const { response, html, ms } = await send(`${DE}/fotokalender/?visit=${crypto.randomUUID()}`, fault);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(html.endsWith('</html>')).toBe(true);
      expect(ms).toBeLessThan(9000);
    },
    20_000,
  );

  test('a 503 of the content API is an outage, logged as one: not as a missing token', async () => {
    await emptyContentCache();
    const { response } = await send(`${DE}/fotokalender/?visit=${crypto.randomUUID()}`, 'content-503');
    expect(response.status).toBe(503);
    const ids = errors.map((line) => JSON.parse(line).id);
    expect(ids).toContain('content-unavailable');
    expect(ids).not.toContain('content-access-token-missing');
  });
});

describe('other backends down', () => {
  test('KV down: the page is read from the content API', async () => {
    const { response, html } = await send(`${DE}/fotokalender/?visit=${crypto.randomUUID()}`, 'kv-down');
    expect(response.status).toBe(200);
    expect(html.includes('data-copyright')).toBe(true);
  });

  test('the flag store down: every treatment is the default, the page renders and the failure is logged', async () => {
    // The isolate keeps the definitions it read for a while: forget them, as a new isolate would start.
    forgetDefinitions(ISOLATE_CACHE);
    const { response, html } = await send(`${DE}/?visit=${crypto.randomUUID()}`, 'flags-down');
    forgetDefinitions(ISOLATE_CACHE);
    expect(response.status).toBe(200);
    expect(html.includes('"unavailable":true')).toBe(true);
    expect(errors.some((line) => line.includes('flag-initialisation-failure'))).toBe(true);
  });

  test('the shop database down: a session’s page renders with the anonymous account item', async () => {
    const { html } = await send(`${DE}/?visit=${crypto.randomUUID()}`, 'shop-down', {
      headers: { cookie: 'shop_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(html.endsWith('</html>')).toBe(true);
    expect(html.includes('data-account-item="logged-in"')).toBe(false);
  });

  test('production ignores the switch', async () => {
    await emptyContentCache();
    const { response } = await send(
      `${DE}/fotokalender/?visit=${crypto.randomUUID()}`,
      'content-down',
      {},
      {
        ENVIRONMENT: 'production',
      },
    );
    expect(response.status).toBe(200);
  });
});
