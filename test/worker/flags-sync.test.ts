// The cron sync against the flag service's local stand-in: definitions, rule-based segments and segments reach the
// flag store in the SDK's layout, followed page by page until caught up, and the next request evaluates with them;
// a kill reaches every isolate within the stated bound; a failing or empty answer keeps the store as it was; flag
// set names follow the SDK's rule, in definitions and in a configured filter.

import { env } from 'cloudflare:test';
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DEMO_FLAGS, DEMO_KEYS, HOME_AB_FLAG } from '../../demo/flags';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import {
  changeFlag,
  changeRuleBasedSegment,
  changeSegment,
  currentFlag,
  flagServiceFetch,
  resetFlagService,
} from '../../worker/backends/flag-service';
import { storageEntries } from '../../worker/flags/definitions';
import {
  DEFINITIONS_KEY,
  FLAG_CHANGE_BOUND_SECONDS,
  forgetDefinitions,
  ISOLATE_TTL_SECONDS,
  KV_CACHE_TTL_SECONDS,
} from '../../worker/flags/store';
import { SYNC_INTERVAL_SECONDS, syncEveryHalfMinute, syncFlags } from '../../worker/flags/sync';
import { visitorKeyOf } from '../../worker/flags/visitor-key';
import worker from '../../worker/index';
import { ISOLATE_CACHE } from '../../worker/isolate-cache';
import { createLogger } from '../../worker/log';
import { inSegment } from '../fixtures/flag-conditions';
import { DE } from './fetch';

const log = createLogger({ requestId: 'sync-test', enabled: false });
const base = DEMO_FLAGS.splits.find((split) => split.name === HOME_AB_FLAG);
if (!base) throw new Error('no demo flag');

/** The flag service's calls the sync made, through the stand-in. */
function recordingFetch() {
  const seen: { url: string; headers: Headers }[] = [];
  const send = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({ url: request.url, headers: request.headers });
    return flagServiceFetch(request);
  }) as typeof fetch;
  return { seen, fetch: send };
}

const bindings = {
  FLAGS: env.FLAGS,
  SPLIT_SDK_KEY: 'server-side-key',
  SPLIT_SDK_URL: 'https://sdk.flags.test/api',
};

const rolloutOff = {
  conditionType: 'ROLLOUT' as const,
  matcherGroup: {
    combiner: 'AND' as const,
    matchers: [
      { matcherType: 'ALL_KEYS', negate: false, keySelector: { trafficType: 'user', attribute: null } },
    ],
  },
  partitions: [{ treatment: 'off', size: 100 }],
  label: 'default rule',
};

/** A visitor key as the shop issues it: a segment lists the keys of real visitors. */
const issued = (n: number) => visitorKeyOf(env.FLAG_SIGNING_SECRET ?? '', n.toString(16).padStart(15, '0'));
const KEY = {
  'tester-1': issued(1),
  'tester-2': issued(2),
  'tester-3': issued(3),
  'tester-4': issued(4),
  'staff-1': issued(5),
  'excluded-1': issued(6),
  anyone: issued(7),
};

/** The debug view's treatment of a flag for a visitor key (a fresh page each time). */
async function seenTreatment(flag: string, key: string): Promise<string | undefined> {
  const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };
  const response = await worker.fetch(
    new Request(`${DE}/?_debug&v=${crypto.randomUUID()}`, {
      headers: { cookie: `${FLAG_KEY_COOKIE}=${key}` },
    }),
    env,
    ctx as unknown as ExecutionContext,
  );
  const html = await response.text();
  return new RegExp(`data-flag="${flag}".*?data-flag-treatment="">(\\w+)<`).exec(html)?.[1];
}

beforeEach(() => {
  resetFlagService();
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  resetFlagService();
  await env.FLAGS.put(DEFINITIONS_KEY, JSON.stringify(storageEntries(DEMO_FLAGS)));
  forgetDefinitions(ISOLATE_CACHE);
});

describe('the cron sync', () => {
  test('follows since/till page by page until caught up, with the SDK key and version', async () => {
    const api = recordingFetch();
    expect(await syncFlags({ env: bindings, log, fetch: api.fetch })).toBe(DEMO_FLAGS.splits.length);
    const changes = api.seen.filter((call) => call.url.includes('/splitChanges'));
    // Three demo flags at one change number come in one page, then the call that finds nothing newer.
    expect(changes.length).toBeGreaterThanOrEqual(2);
    expect(changes[0]?.url).toBe('https://sdk.flags.test/api/splitChanges?s=1.3&since=-1&rbSince=-1');
    const till = Number(new URL(changes.at(-1)?.url ?? '').searchParams.get('since'));
    expect(till).toBeGreaterThan(0);
    for (const call of api.seen) {
      expect(call.headers.get('authorization')).toBe('Bearer server-side-key');
      expect(call.headers.get('splitsdkversion')).toMatch(/^javascript-\d+\.\d+\.\d+$/);
    }
    const stored = await env.FLAGS.get<Record<string, unknown>>(DEFINITIONS_KEY, 'json');
    expect(stored?.['SPLITIO.splits.till']).toBe(String(till));
  });

  test('later changes come on later pages, and the last one of each flag wins', async () => {
    for (const name of ['PAGED_1', 'PAGED_2', 'PAGED_3', 'PAGED_4', 'PAGED_5']) changeFlag({ ...base, name });
    changeFlag({ ...base, name: 'PAGED_1', killed: true });
    const api = recordingFetch();
    expect(await syncFlags({ env: bindings, log, fetch: api.fetch })).toBe(DEMO_FLAGS.splits.length + 5);
    expect(api.seen.filter((call) => call.url.includes('/splitChanges')).length).toBeGreaterThanOrEqual(4);
    const stored = await env.FLAGS.get<Record<string, string>>(DEFINITIONS_KEY, 'json');
    expect(JSON.parse(stored?.['SPLITIO.split.PAGED_1'] ?? '{}').killed).toBe(true);
  });

  test('segments are paged, with keys added and removed, and decide treatments', async () => {
    changeSegment('testers', [KEY['tester-1'], KEY['tester-2'], KEY['tester-3'], KEY['tester-4']]);
    changeSegment('testers', [KEY['tester-2']], false);
    changeFlag({ ...base, name: 'SEGMENT_FLAG', conditions: [inSegment('testers'), rolloutOff] });
    const api = recordingFetch();
    await syncFlags({ env: bindings, log, fetch: api.fetch });
    expect(api.seen.filter((call) => call.url.includes('/segmentChanges/testers')).length).toBeGreaterThan(2);
    const stored = await env.FLAGS.get<Record<string, unknown>>(DEFINITIONS_KEY, 'json');
    expect(stored?.['SPLITIO.segment.testers']).toEqual([KEY['tester-1'], KEY['tester-3'], KEY['tester-4']]);
    expect(await seenTreatment('SEGMENT_FLAG', KEY['tester-3'])).toBe('on');
    expect(await seenTreatment('SEGMENT_FLAG', KEY['tester-2'])).toBe('off');
  });

  test('rule-based segments are synced and evaluated, with their excluded keys and segments', async () => {
    changeSegment('staff', [KEY['staff-1']]);
    changeRuleBasedSegment({
      name: 'swiss_visitors',
      status: 'ACTIVE',
      conditions: [
        {
          conditionType: 'ROLLOUT',
          matcherGroup: {
            combiner: 'AND',
            matchers: [
              {
                matcherType: 'ALL_KEYS',
                negate: false,
                keySelector: { trafficType: 'user', attribute: null },
              },
            ],
          },
          partitions: [{ treatment: 'in', size: 100 }],
          label: 'in segment',
        },
      ],
      excluded: { keys: [KEY['excluded-1']], segments: [{ type: 'standard', name: 'staff' }] },
    });
    changeFlag({
      ...base,
      name: 'RULE_FLAG',
      conditions: [
        {
          conditionType: 'ROLLOUT',
          matcherGroup: {
            combiner: 'AND',
            matchers: [
              {
                matcherType: 'IN_RULE_BASED_SEGMENT',
                negate: false,
                keySelector: { trafficType: 'user', attribute: null },
                userDefinedSegmentMatcherData: { segmentName: 'swiss_visitors' },
              },
            ],
          },
          partitions: [{ treatment: 'on', size: 100 }],
          label: 'in rule-based segment',
        },
        rolloutOff,
      ],
    });
    await syncFlags({ env: bindings, log, fetch: flagServiceFetch });
    const stored = await env.FLAGS.get<Record<string, unknown>>(DEFINITIONS_KEY, 'json');
    expect(stored?.['SPLITIO.rbsegment.swiss_visitors']).toBeTypeOf('string');
    expect(stored?.['SPLITIO.segment.staff']).toEqual([KEY['staff-1']]);
    expect(await seenTreatment('RULE_FLAG', KEY.anyone)).toBe('on');
    expect(await seenTreatment('RULE_FLAG', KEY['excluded-1'])).toBe('off');
    expect(await seenTreatment('RULE_FLAG', KEY['staff-1'])).toBe('off');
  });

  test('a failing service keeps the store and logs flag-sync-failure', async () => {
    const before = await env.FLAGS.get(DEFINITIONS_KEY);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = (async () => new Response('down', { status: 503 })) as typeof fetch;
    const logging = createLogger({ requestId: 'sync-test', enabled: true });
    expect(await syncFlags({ env: bindings, log: logging, fetch: failing })).toBeNull();
    const odd = (async () => Response.json({ splits: 'not the format' })) as typeof fetch;
    expect(await syncFlags({ env: bindings, log: logging, fetch: odd })).toBeNull();
    const empty = (async () =>
      Response.json({
        ff: { d: [], s: -1, t: 5 },
        rbs: { d: [], s: -1, t: -1 },
      })) as typeof fetch;
    expect(await syncFlags({ env: bindings, log: logging, fetch: empty })).toBeNull();
    const lines = error.mock.calls.map(([line]) => String(line));
    error.mockRestore();
    expect(lines.filter((line) => line.includes('flag-sync-failure'))).toHaveLength(3);
    expect(await env.FLAGS.get(DEFINITIONS_KEY)).toBe(before);
  });

  test('a definition the SDK could not read is left out; the others go in', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    changeFlag({ ...base, name: 'BROKEN', killed: 'maybe' as unknown as boolean });
    expect(await syncFlags({ env: bindings, log, fetch: flagServiceFetch })).toBe(DEMO_FLAGS.splits.length);
    error.mockRestore();
  });

  test('without a key nothing is fetched', async () => {
    const api = recordingFetch();
    expect(await syncFlags({ env: { ...bindings, SPLIT_SDK_KEY: '' }, log, fetch: api.fetch })).toBeNull();
    expect(api.seen).toEqual([]);
  });
});

describe('flag sets', () => {
  /** The sync's log lines of one id, parsed, while `run` runs. */
  async function logged(
    level: 'warn' | 'error',
    id: string,
    run: (log: ReturnType<typeof createLogger>) => unknown,
  ) {
    const spy = vi.spyOn(console, level).mockImplementation(() => undefined);
    try {
      await run(createLogger({ requestId: 'sync-test', enabled: true }));
      return spy.mock.calls
        .map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
        .filter((line) => line.id === id);
    } finally {
      spy.mockRestore();
    }
  }

  test('a definition keeps its valid sets, trimmed and lowercased; an invalid one is dropped and logged', async () => {
    const long = 'x'.repeat(51);
    const sets = ['storefront', ' Checkout ', 'checkout', 'no-dashes', '_first', long, 'a_1'];
    changeFlag({ ...base, name: 'SET_FLAG', sets });
    let synced: number | null = null;
    const lines = await logged('warn', 'flag-sync-failure', async (logging) => {
      synced = await syncFlags({ env: bindings, log: logging, fetch: flagServiceFetch });
    });
    expect(synced).toBe(DEMO_FLAGS.splits.length + 1);
    expect(lines.map((line) => [line.flag, line.set])).toEqual([
      ['SET_FLAG', 'no-dashes'],
      ['SET_FLAG', '_first'],
      ['SET_FLAG', long],
    ]);
    const stored = await env.FLAGS.get<Record<string, unknown>>(DEFINITIONS_KEY, 'json');
    expect(JSON.parse(String(stored?.['SPLITIO.split.SET_FLAG'])).sets).toEqual([
      'storefront',
      'checkout',
      'a_1',
    ]);
    expect(stored?.['SPLITIO.flagSet.checkout']).toEqual(['SET_FLAG']);
    const storedSets = Object.keys(stored ?? {}).filter((key) => key.startsWith('SPLITIO.flagSet.'));
    expect(storedSets.sort()).toEqual([
      'SPLITIO.flagSet.a_1',
      'SPLITIO.flagSet.checkout',
      'SPLITIO.flagSet.storefront',
    ]);
  });

  test('a configured filter is sent as the SDK sends it and keeps only the flags in its sets', async () => {
    changeFlag({ ...base, name: 'CHECKOUT_FLAG', sets: ['checkout'] });
    changeFlag({ ...base, name: 'OTHER_FLAG', sets: ['other'] });
    const api = recordingFetch();
    const filtered = { ...bindings, SPLIT_FLAG_SETS: ' Storefront,checkout, storefront ' };
    expect(await syncFlags({ env: filtered, log, fetch: api.fetch })).toBe(DEMO_FLAGS.splits.length + 1);
    const changes = api.seen.filter((call) => call.url.includes('/splitChanges'));
    expect(changes[0]?.url).toBe(
      'https://sdk.flags.test/api/splitChanges?s=1.3&since=-1&rbSince=-1&sets=checkout,storefront',
    );
    for (const call of changes)
      expect(new URL(call.url).searchParams.get('sets')).toBe('checkout,storefront');
    const stored = await env.FLAGS.get<Record<string, unknown>>(DEFINITIONS_KEY, 'json');
    expect(stored?.['SPLITIO.split.CHECKOUT_FLAG']).toBeDefined();
    expect(stored?.['SPLITIO.split.OTHER_FLAG']).toBeUndefined();
  });

  test.each(['storefront,check-out', 'storefront,_x', 'ä'])(
    'a filter naming an invalid set (%s) is a configuration error: nothing fetched, the store kept',
    async (configured) => {
      const before = await env.FLAGS.get(DEFINITIONS_KEY);
      const api = recordingFetch();
      let synced: number | null = 0;
      const lines = await logged('error', 'flag-sync-failure', async (logging) => {
        synced = await syncFlags({
          env: { ...bindings, SPLIT_FLAG_SETS: configured },
          log: logging,
          fetch: api.fetch,
        });
      });
      expect(synced).toBeNull();
      expect(api.seen).toEqual([]);
      expect(lines).toHaveLength(1);
      expect(String(lines[0]?.reason)).toMatch(/^SPLIT_FLAG_SETS names invalid flag sets \(/);
      expect(String(lines[0]?.reason)).toContain(configured.split(',').at(-1));
      expect(await env.FLAGS.get(DEFINITIONS_KEY)).toBe(before);
    },
  );
});

describe('a kill reaches visitors within the bound', () => {
  test('the bound adds up: the sync interval, a location’s KV copy and an isolate’s', () => {
    expect(SYNC_INTERVAL_SECONDS + KV_CACHE_TTL_SECONDS + ISOLATE_TTL_SECONDS).toBeLessThanOrEqual(
      FLAG_CHANGE_BOUND_SECONDS - 5,
    );
  });

  test('the cron syncs at the minute and half a minute later', async () => {
    const api = recordingFetch();
    const waits: number[] = [];
    await syncEveryHalfMinute({ env: bindings, log, fetch: api.fetch }, async (ms) => {
      waits.push(ms);
    });
    expect(waits).toEqual([SYNC_INTERVAL_SECONDS * 1000]);
    expect(api.seen.filter((call) => call.url.includes('since=-1&')).length).toBe(2);
  });

  test('an isolate that read the flag before sees the kill once its copy expires, and not before', async () => {
    await syncFlags({ env: bindings, log, fetch: flagServiceFetch });
    forgetDefinitions(ISOLATE_CACHE);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    expect(await seenTreatment(HOME_AB_FLAG, DEMO_KEYS.on)).toBe('on');
    // The kill: in the service, then in the store by the next sync.
    const current = currentFlag(HOME_AB_FLAG);
    if (!current) throw new Error('no flag');
    changeFlag({ ...current, killed: true });
    await syncFlags({ env: bindings, log, fetch: flagServiceFetch });
    // The sync forgets this isolate's copy; another isolate still has its own: put the old one back to stand in.
    const killedStore = await env.FLAGS.get(DEFINITIONS_KEY);
    await env.FLAGS.put(DEFINITIONS_KEY, JSON.stringify(storageEntries(DEMO_FLAGS)));
    forgetDefinitions(ISOLATE_CACHE);
    expect(await seenTreatment(HOME_AB_FLAG, DEMO_KEYS.on)).toBe('on');
    await env.FLAGS.put(DEFINITIONS_KEY, killedStore ?? '');
    vi.setSystemTime(start + (ISOLATE_TTL_SECONDS - 1) * 1000);
    expect(await seenTreatment(HOME_AB_FLAG, DEMO_KEYS.on)).toBe('on');
    vi.setSystemTime(start + (ISOLATE_TTL_SECONDS + 1) * 1000);
    // Killed: the default treatment, for the whitelisted visitor too.
    expect(await seenTreatment(HOME_AB_FLAG, DEMO_KEYS.on)).toBe('off');
  });
});
