// Flags per request in workerd: the visitor key cookie, the treatment reaching the A/B block and the page state,
// crawlers, overrides, the debug view, the edge HTML cache per treatment, and an empty flag store (impressions:
// impressions.test.ts).

import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, test, vi } from 'vitest';
import { DEMO_KEYS, HOME_AB_FLAG } from '../../demo/flags';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { HTML_CACHE_HEADER } from '../../shared/domain/html-cache';
import { evaluateFlags } from '../../worker/flags/evaluate';
import { forgetDefinitions, storedDefinitions } from '../../worker/flags/store';
import { visitorKeyOf } from '../../worker/flags/visitor-key';
import worker from '../../worker/index';
import { ISOLATE_CACHE } from '../../worker/isolate-cache';
import { DE, islandData, issuedKey } from './fetch';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** One request straight to the worker, its `waitUntil` work (cache writes, impressions) awaited. */
async function visit(url: string, headers: Record<string, string> = {}, bindings: Partial<typeof env> = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(url, { headers, redirect: 'manual' }),
    { ...env, ...bindings },
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html, cache: response.headers.get(HTML_CACHE_HEADER) };
}

const as = (key: string, extra = '') => ({ cookie: `${FLAG_KEY_COOKIE}=${key}${extra}` });
const variant = (html: string) =>
  /data-feature="HOME_HERO_AB" data-treatment="(\w+)" data-variant="(\w)"/.exec(html)?.slice(1);
const fresh = () => `${DE}/?visit=${crypto.randomUUID()}`;

describe('the visitor key', () => {
  test('a first visit gets a random UUID key, readable by the browser, for a year', async () => {
    const { response } = await visit(fresh());
    const cookie =
      response.headers.getSetCookie().find((line) => line.startsWith(`${FLAG_KEY_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/^splitIoUserKey=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  test('a returning visitor keeps the key and the treatment', async () => {
    const returning = issuedKey();
    const first = await visit(fresh(), as(returning));
    expect(first.response.headers.getSetCookie()).toEqual([]);
    for (let round = 0; round < 3; round++) {
      expect(variant((await visit(fresh(), as(returning))).html)).toEqual(variant(first.html));
    }
  });

  test('a key counts only under the secret that signed it, however often it was seen', async () => {
    const returning = issuedKey();
    const signedHits = () => ISOLATE_CACHE.stats().find((s) => s.space === 'signed-visitor-keys')?.hits ?? 0;
    for (let round = 0; round < 2; round++) {
      const before = signedHits();
      expect((await visit(fresh(), as(returning))).response.headers.getSetCookie()).toEqual([]);
      // Checked on its first request; known signed on the next.
      expect(signedHits() - before).toBe(round === 0 ? 0 : 1);
    }
    // Another secret (a rotated one): the key this isolate has seen signed is a stranger's, replaced.
    const rotated = await visit(fresh(), as(returning), { FLAG_SIGNING_SECRET: 'another-signing-secret' });
    const replaced = rotated.response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${FLAG_KEY_COOKIE}=`));
    expect(replaced).toMatch(/^splitIoUserKey=[0-9a-f-]{36};/);
    expect(replaced).not.toContain(returning);
    // A forged key (its signature digits changed) counts under no secret.
    const forged = `${returning.slice(0, -4)}${returning.slice(-4) === '0000' ? '1111' : '0000'}`;
    expect((await visit(fresh(), as(forged))).response.headers.getSetCookie()).toHaveLength(1);
  });

  test('a crawler gets no evaluation, no cookie and the default experience', async () => {
    const { response, html } = await visit(`${fresh()}&_debug`, { 'user-agent': GOOGLEBOT });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(variant(html)).toEqual(['control', 'A']);
    expect(html).toContain('A crawler: no flag is evaluated');
    const state = islandData(html).state as { flags: { evaluated?: Record<string, string> } };
    expect(state.flags.evaluated ?? {}).toEqual({});
  });
});

describe('treatments reach the page', () => {
  test.each([
    [DEMO_KEYS.on, ['on', 'B']],
    [DEMO_KEYS.off, ['off', 'A']],
  ])(
    '%s sees %o, and the page state carries the treatments of the flags the page reads',
    async (key, seen) => {
      const { html } = await visit(fresh(), as(key));
      expect(variant(html)).toEqual(seen);
      const state = islandData(html).state as { flags: { evaluated: Record<string, string> } };
      // The home page reads the A/B test and the navigation's flyout experiment, not the calculator's.
      expect(Object.keys(state.flags.evaluated).sort()).toEqual([HOME_AB_FLAG, 'VOLL_1616']);
    },
  );

  test('an override applies to that response alone, which is private and never stored', async () => {
    const url = `${fresh()}&feature=${HOME_AB_FLAG}&treatment=on`;
    const { response, html, cache } = await visit(url, as(DEMO_KEYS.off));
    expect(variant(html)).toEqual(['on', 'B']);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(cache).toBe('bypass');
    expect(variant((await visit(fresh(), as(DEMO_KEYS.off))).html)).toEqual(['off', 'A']);
  });

  test.each(['maybe', 'control', 'ON'])(
    'an override to %s is ignored and logged: the visitor’s own treatment shows',
    async (treatment) => {
      const warn = vi.spyOn(console, 'warn');
      const { response, html } = await visit(
        `${fresh()}&feature=${HOME_AB_FLAG}&treatment=${treatment}`,
        as(DEMO_KEYS.off),
      );
      const logged = warn.mock.calls.some(([line]) => String(line).includes('flag-override-ignored'));
      warn.mockRestore();
      expect(response.status).toBe(200);
      expect(variant(html)).toEqual(['off', 'A']);
      expect(logged).toBe(true);
    },
  );

  test('the debug view names every flag, its treatment and why', async () => {
    const { html } = await visit(`${fresh()}&_debug&feature=VOLL_1616&treatment=on`, as(DEMO_KEYS.on));
    const rows = [
      ...html.matchAll(
        /<tr[^>]*data-flag="([^"]+)"[^>]*>.*?data-flag-treatment="">(\w+)<.*?data-flag-reason="">([^<]+)</g,
      ),
    ].map((match) => match.slice(1));
    expect(rows).toEqual([
      ['CALCULATOR_ORIENTATION', 'on', 'whitelisted'],
      [HOME_AB_FLAG, 'on', 'whitelisted'],
      ['VOLL_1616', 'on', 'override'],
    ]);
    expect(html).toContain(`data-flag-debug-key="">${DEMO_KEYS.on}<`);
  });
});

describe('the edge HTML cache', () => {
  test('two visitors in different buckets never get each other’s copy', async () => {
    const url = fresh();
    const on = await visit(url, as(DEMO_KEYS.on));
    const off = await visit(url, as(DEMO_KEYS.off));
    expect([on.cache, variant(on.html)]).toEqual(['miss', ['on', 'B']]);
    expect([off.cache, variant(off.html)]).toEqual(['miss', ['off', 'A']]);
    const onAgain = await visit(url, as(DEMO_KEYS.on));
    const offAgain = await visit(url, as(DEMO_KEYS.off));
    expect([onAgain.cache, variant(onAgain.html)]).toEqual(['hit', ['on', 'B']]);
    expect([offAgain.cache, variant(offAgain.html)]).toEqual(['hit', ['off', 'A']]);
    // A visitor whose own key lands in the same buckets as a tester's gets that copy.
    const definitions = await storedDefinitions(env, ISOLATE_CACHE);
    if (!definitions) throw new Error('no flag definitions');
    const key = Array.from({ length: 64 }, (_, n) =>
      visitorKeyOf(env.FLAG_SIGNING_SECRET ?? '', n.toString(16).padStart(15, '0')),
    ).find((candidate) => {
      const { results } = evaluateFlags(definitions, candidate, [HOME_AB_FLAG, 'VOLL_1616'], ISOLATE_CACHE);
      return results[HOME_AB_FLAG]?.treatment === results.VOLL_1616?.treatment;
    });
    const stranger = await visit(url, as(key ?? ''));
    expect(stranger.cache).toBe('hit');
    expect(variant(stranger.html)?.[1]).toBe(variant(stranger.html)?.[0] === 'on' ? 'B' : 'A');
  });
});

test('with an empty flag store every flag is off and the error is logged', async () => {
  // The console setup lets a mocked console.error pass and puts the real one back.
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  forgetDefinitions(ISOLATE_CACHE);
  const empty = { get: async () => null } as unknown as KVNamespace;
  const { html } = await visit(`${fresh()}&_debug`, as(DEMO_KEYS.on), { FLAGS: empty });
  forgetDefinitions(ISOLATE_CACHE);
  expect(variant(html)).toEqual(['off', 'A']);
  expect(html).toContain('The flag store is empty or unreadable');
  expect(error.mock.calls.some(([line]) => String(line).includes('flag-initialisation-failure'))).toBe(true);
});
