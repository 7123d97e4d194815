// Impressions for what the visitor saw, on the flag service's wire: a page records the flags it read (a cached copy
// the flags its render read), nothing for an override, switched-off flags or the debug view; the posts reach the
// service's stand-in in the SDK's shapes for each impressions mode; and rules target the request's attributes.

import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { DEMO_FLAGS, HOME_AB_FLAG } from '../../demo/flags';
import { CONSENT_COOKIE } from '../../shared/domain/consent';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { HTML_CACHE_HEADER } from '../../shared/domain/html-cache';
import { flagServicePosts, type RecordedPost, resetFlagService } from '../../worker/backends/flag-service';
import { type FlagDefinition, storageEntries } from '../../worker/flags/definitions';
import { pageToken } from '../../worker/flags/page-token';
import { DEFINITIONS_KEY, forgetDefinitions } from '../../worker/flags/store';
import worker from '../../worker/index';
import { ISOLATE_CACHE } from '../../worker/isolate-cache';
import { attributesIn } from '../fixtures/flag-conditions';
import { CH, DE, islandData, issuedKey, POSTER_GB } from './fetch';

const NAVIGATION_FLAG = 'VOLL_1616';
const POSTER_CH = 'http://poster.ch.localhost:8787';

async function visitRequest(request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

async function visit(
  url: string,
  cookie: string,
  bindings: Partial<typeof env> = {},
  headers: Record<string, string> = {},
) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(url, { headers: { cookie, ...headers } }),
    { ...env, ...bindings },
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html, cache: response.headers.get(HTML_CACHE_HEADER) };
}

/** A token of the page state naming `flags`, as a page rendered now carries it. */
const tokenFor = (flags: string[]) => pageToken(env.FLAG_SIGNING_SECRET ?? '', flags, Date.now());
let kept: string | undefined;
/** One issued key for the tests that compare treatments across requests. */
const sameKey = () => {
  kept ??= issuedKey();
  return kept;
};

/** A new visitor who granted consent. */
const visitor = () => {
  const key = issuedKey();
  return { key, cookie: `${FLAG_KEY_COOKIE}=${key}; ${CONSENT_COOKIE}=granted` };
};
const fresh = (base = DE, path = '/') => `${base}${path}?v=${crypto.randomUUID()}`;

const posts = (path: string): RecordedPost[] => flagServicePosts().filter((post) => post.path === path);
type Bulk = { f: string; i: { k: string; t: string; m: number; c: number; r?: string; pt?: number }[] }[];
/** The flags impressions were sent for, per key. */
const impressed = (key: string) =>
  posts('/testImpressions/bulk')
    .flatMap((post) => post.body as Bulk)
    .flatMap((group) => group.i.filter((entry) => entry.k === key).map(() => group.f))
    .sort();
const evaluationEvents = (key: string) =>
  posts('/events/bulk')
    .flatMap((post) => post.body as { eventTypeId: string; key: string; properties: { feature: string } }[])
    .filter((event) => event.key === key && event.eventTypeId === 'split_evaluation')
    .map((event) => event.properties.feature)
    .sort();

beforeEach(() => {
  resetFlagService();
});

describe('impressions for what the visitor saw', () => {
  test('a page that shows one flag records one impression; the flag an island only carries records none', async () => {
    const { key, cookie } = visitor();
    const { html } = await visit(fresh(), cookie);
    // The home page shows its A/B test; the navigation carries its flyout experiment for the browser.
    expect(impressed(key)).toEqual([HOME_AB_FLAG]);
    expect(evaluationEvents(key)).toEqual([HOME_AB_FLAG]);
    const flags = (islandData(html).state as { flags: { evaluated: object; seen: string[] } }).flags;
    expect([Object.keys(flags.evaluated).sort(), flags.seen]).toEqual([
      [HOME_AB_FLAG, NAVIGATION_FLAG],
      [HOME_AB_FLAG],
    ]);
  });

  test('a page that shows no flag records none', async () => {
    const { key, cookie } = visitor();
    await visit(fresh(DE, '/impressum/'), cookie);
    const { html } = await visit(fresh(DE, '/_icons/'), cookie);
    expect(html).toContain('<html');
    expect(impressed(key)).toEqual([]);
    expect(flagServicePosts()).toEqual([]);
  });

  test('a cached copy records the flags its render read, for the visitor who gets it', async () => {
    const url = `${DE}/?cached=${crypto.randomUUID()}`;
    const first = visitor();
    const second = visitor();
    expect((await visit(url, first.cookie)).cache).toBe('miss');
    const hit = await visit(url, second.cookie);
    // The second visitor may be in another bucket (another copy): either way the page reads the same flags.
    expect([hit.cache, impressed(second.key)]).toEqual([hit.cache, [HOME_AB_FLAG]]);
    expect(impressed(first.key)).toEqual([HOME_AB_FLAG]);
    // The same visitor again: a hit for sure, and the same flags.
    const again = await visit(url, first.cookie);
    expect(again.cache).toBe('hit');
    expect(posts('/testImpressions/count').length).toBeGreaterThan(0);
  });

  test.each([
    ['an override', `feature=${HOME_AB_FLAG}&treatment=on`],
    ['flags switched off', 'disabled=1'],
    ['the debug view', '_debug'],
  ])('%s records nothing', async (_name, query) => {
    const { key, cookie } = visitor();
    await visit(`${DE}/?${query}&v=${crypto.randomUUID()}`, cookie);
    expect(impressed(key)).toEqual([]);
    expect(evaluationEvents(key)).toEqual([]);
  });

  test.each([
    ['a prefetch', { 'sec-purpose': 'prefetch' }],
    ['a prerender', { 'sec-purpose': 'prefetch;prerender' }],
    ['an older prefetch', { purpose: 'prefetch' }],
  ])('%s records nothing, and gets the same page a visit gets', async (_name, headers) => {
    const { key, cookie } = visitor();
    const url = fresh();
    const ahead = await visit(url, cookie, {}, headers);
    expect(ahead.response.status).toBe(200);
    expect(impressed(key)).toEqual([]);
    expect(evaluationEvents(key)).toEqual([]);
    // The page says which flags it shows: the browser reports them once the visitor sees it.
    const flags = (islandData(ahead.html).state as { flags: { seen: string[]; unrecorded?: boolean } }).flags;
    expect([flags.seen, flags.unrecorded]).toEqual([[HOME_AB_FLAG], undefined]);
    // The visit itself counts, from the copy the speculation left in the cache.
    const shown = await visit(url, cookie);
    expect(shown.cache).toBe('hit');
    expect(impressed(key)).toEqual([HOME_AB_FLAG]);
  });

  test('without consent, or with tracking=0, nothing is sent', async () => {
    const key = issuedKey();
    await visit(fresh(), `${FLAG_KEY_COOKIE}=${key}; ${CONSENT_COOKIE}=declined`);
    await visit(fresh(), `${FLAG_KEY_COOKIE}=${key}`);
    const tracked = visitor();
    await visit(`${fresh()}&tracking=0`, tracked.cookie);
    expect([impressed(key), impressed(tracked.key)]).toEqual([[], []]);
    expect(flagServicePosts()).toEqual([]);
  });
});

describe('flags the page comes to show in the browser', () => {
  test('only flags the page state’s token names are recorded: the page’s own token, then forged ones', async () => {
    const { key, cookie } = visitor();
    // A new visitor's landing page: no consent yet, so the server records nothing; its state carries the token.
    const landing = await visit(fresh(), `${FLAG_KEY_COOKIE}=${key}`);
    const flags = (islandData(landing.html).state as { flags: { seen: string[]; token?: string } }).flags;
    expect(flags.seen).toContain(HOME_AB_FLAG);
    expect(flags.token).toMatch(/^\d+~[\w.,-]+~[0-9a-f]{32}$/);
    expect(impressed(key)).toEqual([]);
    // Accepted on that page: the browser reports the seen flags with the token, and each is recorded once.
    const accepted = await report(cookie, { events: [], exposures: flags.seen, token: flags.token });
    expect(await accepted.json()).toMatchObject({ consent: 'granted', exposures: flags.seen.length });
    expect(impressed(key)).toEqual([...flags.seen].sort());
    // A flag the token does not name, a forged or missing token: nothing more is recorded, each reason given.
    resetFlagService();
    const other = await report(cookie, { events: [], exposures: ['VOLL_1616X'], token: flags.token });
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({ error: 'exposures.0: not a flag of the page' });
    const forged = flags.token?.replace(/~[0-9a-f]{32}$/, `~${'0'.repeat(32)}`);
    const refused = await report(cookie, { events: [], exposures: [HOME_AB_FLAG], token: forged });
    expect(await refused.json()).toEqual({ error: 'exposures.0: token: not signed by the shop' });
    const none = await report(cookie, { events: [], exposures: [HOME_AB_FLAG] });
    expect(await none.json()).toEqual({ error: 'exposures.0: token: no token' });
    const old = pageToken(env.FLAG_SIGNING_SECRET ?? '', [HOME_AB_FLAG], Date.now() - 3 * 3_600_000);
    const expired = await report(cookie, { events: [], exposures: [HOME_AB_FLAG], token: old });
    expect(await expired.json()).toEqual({ error: 'exposures.0: token: expired' });
    expect(flagServicePosts()).toEqual([]);
  });

  test('a visitor key the shop did not issue records nothing', async () => {
    const made = `${FLAG_KEY_COOKIE}=${crypto.randomUUID()}; ${CONSENT_COOKIE}=granted`;
    const response = await report(made, {
      events: [{ eventType: 'dialog.open', properties: { dialog: 'login' } }],
      exposures: [HOME_AB_FLAG],
      token: tokenFor([HOME_AB_FLAG]),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'splitIoUserKey: not a key this shop issued' });
    expect(flagServicePosts()).toEqual([]);
  });

  const report = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
    visitRequest(
      new Request(`${DE}/frontend-api/track`, {
        method: 'POST',
        headers: { cookie, origin: DE, 'content-type': 'text/plain;charset=UTF-8', ...headers },
        body: JSON.stringify(body),
      }),
    );

  test('an exposure the page reports records the flag’s impression for the visitor, an unknown flag none', async () => {
    const { key, cookie } = visitor();
    const response = await report(cookie, {
      events: [],
      exposures: [NAVIGATION_FLAG, 'NO_SUCH_FLAG'],
      token: tokenFor([NAVIGATION_FLAG, 'NO_SUCH_FLAG']),
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ queued: 0, consent: 'granted', exposures: 2 });
    expect(impressed(key)).toEqual([NAVIGATION_FLAG]);
  });

  test('without consent, or from a crawler, nothing is recorded', async () => {
    const key = issuedKey();
    const declined = await report(`${FLAG_KEY_COOKIE}=${key}; ${CONSENT_COOKIE}=declined`, {
      events: [],
      exposures: [NAVIGATION_FLAG],
      token: tokenFor([NAVIGATION_FLAG]),
    });
    expect(await declined.json()).toEqual({ queued: 0, consent: 'declined', exposures: 0 });
    const crawler = await report(
      `${FLAG_KEY_COOKIE}=${key}; ${CONSENT_COOKIE}=granted`,
      { events: [], exposures: [NAVIGATION_FLAG], token: tokenFor([NAVIGATION_FLAG]) },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    );
    expect(await crawler.json()).toEqual({ queued: 0, consent: 'granted', exposures: 0 });
    expect(impressed(key)).toEqual([]);
  });

  test.each<[string, unknown, string]>([
    ['a flag name that is no word', { events: [], exposures: ['a b'] }, 'exposures.0: a flag name is a word'],
    [
      'more than 20 flags',
      { events: [], exposures: Array.from({ length: 21 }, (_, index) => `F${index}`) },
      'exposures: at most 20 flags at once',
    ],
    ['neither events nor flags', { events: [] }, 'events: events must not be empty'],
  ])('%s is refused with its reason', async (_name, body, reason) => {
    const { cookie } = visitor();
    const response = await report(cookie, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: reason });
  });
});

describe('the flag service’s wire format', () => {
  test('impressions, evaluation events and usage carry the SDK’s headers and shapes', async () => {
    const { key, cookie } = visitor();
    await visit(fresh(), cookie);
    const [bulk] = posts('/testImpressions/bulk');
    expect(bulk?.host).toBe('events');
    expect(bulk?.headers).toEqual({
      SplitSDKVersion: expect.stringMatching(/^javascript-\d+\.\d+\.\d+$/),
      SplitSDKImpressionsMode: 'OPTIMIZED',
    });
    const [group] = (bulk?.body ?? []) as Bulk;
    expect(group).toEqual({
      f: HOME_AB_FLAG,
      i: [
        {
          k: key,
          t: expect.stringMatching(/^(on|off)$/),
          m: expect.any(Number),
          c: expect.any(Number),
          r: 'default rule',
        },
      ],
    });
    const [usage] = posts('/v1/metrics/usage');
    expect(usage?.host).toBe('telemetry');
    expect(usage?.body).toMatchObject({ iQ: 1, iDe: 0, spC: DEMO_FLAGS.splits.length });
  });

  test('optimized mode sends an impression once an hour and counts the repeats', async () => {
    const { key, cookie } = visitor();
    await visit(fresh(), cookie);
    await visit(fresh(), cookie);
    expect(impressed(key)).toEqual([HOME_AB_FLAG]);
    const counts = posts('/testImpressions/count').flatMap((post) => (post.body as { pf: unknown[] }).pf);
    expect(counts).toEqual([{ f: HOME_AB_FLAG, m: expect.any(Number), rc: 1 }]);
    expect(evaluationEvents(key)).toEqual([HOME_AB_FLAG, HOME_AB_FLAG]);
  });

  test('debug mode sends every impression, a repeat with the time it was seen before', async () => {
    const { cookie } = visitor();
    const debug = { FLAG_IMPRESSIONS_MODE: 'debug' };
    await visit(fresh(), cookie, debug);
    await visit(fresh(), cookie, debug);
    const entries = posts('/testImpressions/bulk').flatMap((post) => (post.body as Bulk)[0]?.i ?? []);
    expect(entries).toHaveLength(2);
    expect(entries[1]?.pt).toBe(entries[0]?.m);
    expect(posts('/testImpressions/bulk').map((post) => post.headers.SplitSDKImpressionsMode)).toEqual([
      'DEBUG',
      'DEBUG',
    ]);
  });

  test('none mode sends counts to the events host and unique keys to the telemetry host, no impressions', async () => {
    const { key, cookie } = visitor();
    await visit(fresh(), cookie, { FLAG_IMPRESSIONS_MODE: 'none' });
    expect(posts('/testImpressions/bulk')).toEqual([]);
    expect(posts('/testImpressions/count').map((post) => [post.host, post.body])).toEqual([
      ['events', { pf: [{ f: HOME_AB_FLAG, m: expect.any(Number), rc: 1 }] }],
    ]);
    expect(posts('/v1/keys/ss').map((post) => [post.host, post.body])).toEqual([
      ['telemetry', { keys: [{ f: HOME_AB_FLAG, ks: [key] }] }],
    ]);
  });

  test('usage is sampled: none at a sample of 0', async () => {
    const { cookie } = visitor();
    await visit(fresh(), cookie, { FLAG_TELEMETRY_SAMPLE: '0' });
    expect(posts('/testImpressions/bulk')).toHaveLength(1);
    expect(posts('/v1/metrics/usage')).toEqual([]);
  });
});

describe('targeting attributes', () => {
  /** A rule: `on` for the poster channel in Switzerland, `off` for everyone else. */
  const targeted = (base: FlagDefinition): FlagDefinition => ({
    ...base,
    changeNumber: base.changeNumber + 1,
    conditions: [
      attributesIn({ country: ['CH'], channel: ['poster'] }, 'swiss posters'),
      {
        conditionType: 'ROLLOUT',
        matcherGroup: {
          combiner: 'AND',
          matchers: [
            { matcherType: 'ALL_KEYS', negate: false, keySelector: { trafficType: 'user', attribute: null } },
          ],
        },
        partitions: [{ treatment: 'off', size: 100 }],
        label: 'default rule',
      },
    ],
  });

  afterAll(async () => {
    await env.FLAGS.put(DEFINITIONS_KEY, JSON.stringify(storageEntries(DEMO_FLAGS)));
    forgetDefinitions(ISOLATE_CACHE);
  });

  test('a rule on country = CH and channel = poster matches only there, and the debug view shows why', async () => {
    const splits = DEMO_FLAGS.splits.map((split) => (split.name === HOME_AB_FLAG ? targeted(split) : split));
    await env.FLAGS.put(DEFINITIONS_KEY, JSON.stringify(storageEntries({ ...DEMO_FLAGS, splits })));
    forgetDefinitions(ISOLATE_CACHE);
    const treatment = async (base: string) => {
      const { html } = await visit(
        `${base}/?_debug&v=${crypto.randomUUID()}`,
        `${FLAG_KEY_COOKIE}=${sameKey()}`,
      );
      const row = new RegExp(
        `data-flag="${HOME_AB_FLAG}".*?data-flag-treatment="">(\\w+)<.*?data-flag-reason="">([^<]+)<`,
        's',
      ).exec(html);
      const attributes = Object.fromEntries(
        [...html.matchAll(/data-flag-attribute="(\w+)">\w+=([^<]*)</g)].map((match) => [match[1], match[2]]),
      );
      return { treatment: row?.[1], reason: row?.[2], attributes };
    };
    const swissPoster = await treatment(POSTER_CH);
    expect(swissPoster).toEqual({
      treatment: 'on',
      reason: 'swiss posters',
      attributes: {
        channel: 'poster',
        country: 'CH',
        locale: 'de-CH',
        language: 'de',
        platform: 'w',
        loggedIn: 'false',
        device: 'desktop',
      },
    });
    expect((await treatment(CH)).treatment).toBe('off');
    expect((await treatment(POSTER_GB)).treatment).toBe('off');
    expect((await treatment(DE)).treatment).toBe('off');
    // The same key, the same page, the channel and country alone decide: the shared page follows too.
    const page = await visit(`${POSTER_CH}/?v=${crypto.randomUUID()}`, `${FLAG_KEY_COOKIE}=${sameKey()}`);
    expect(page.html).toMatch(new RegExp(`data-feature="${HOME_AB_FLAG}" data-treatment="on"`));
  });

  test('a page loaded ahead reports under its own base path: its flags are evaluated for its language', async () => {
    const french = (base: FlagDefinition): FlagDefinition => ({
      ...base,
      changeNumber: base.changeNumber + 2,
      conditions: [
        attributesIn({ language: ['fr'] }, 'french'),
        ...(targeted(base).conditions.slice(1) ?? []),
      ],
    });
    const splits = DEMO_FLAGS.splits.map((split) => (split.name === HOME_AB_FLAG ? french(split) : split));
    await env.FLAGS.put(DEFINITIONS_KEY, JSON.stringify(storageEntries({ ...DEMO_FLAGS, splits })));
    forgetDefinitions(ISOLATE_CACHE);
    const treatmentReported = async (path: string) => {
      resetFlagService();
      const { key, cookie } = visitor();
      const response = await visitRequest(
        new Request(`${CH}${path}`, {
          method: 'POST',
          headers: { cookie, origin: CH, 'content-type': 'text/plain;charset=UTF-8' },
          body: JSON.stringify({ events: [], exposures: [HOME_AB_FLAG], token: tokenFor([HOME_AB_FLAG]) }),
        }),
      );
      expect(response.status).toBe(202);
      const bulk = posts('/testImpressions/bulk').flatMap((post) => post.body as Bulk);
      return bulk.flatMap((group) => group.i.filter((entry) => entry.k === key).map((entry) => entry.t));
    };
    // The French page's report: as its render evaluated it; the same report without the prefix is the German site's.
    expect(await treatmentReported('/fr/frontend-api/track')).toEqual(['on']);
    expect(await treatmentReported('/frontend-api/track')).toEqual(['off']);
  });

  test('the device class comes from the client hint, else the user agent', async () => {
    const device = async (headers: Record<string, string>) => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(
        new Request(`${DE}/?_debug&v=${crypto.randomUUID()}`, {
          headers: { cookie: `${FLAG_KEY_COOKIE}=${sameKey()}`, ...headers },
        }),
        env,
        ctx,
      );
      const html = await response.text();
      await waitOnExecutionContext(ctx);
      return /data-flag-attribute="device">device=(\w+)</.exec(html)?.[1];
    };
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const iPad =
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    expect(await device({ 'sec-ch-ua-mobile': '?1' })).toBe('mobile');
    expect(await device({ 'user-agent': iPhone })).toBe('mobile');
    expect(await device({ 'user-agent': iPad })).toBe('tablet');
    expect(await device({ 'sec-ch-ua-mobile': '?0' })).toBe('desktop');
  });
});
