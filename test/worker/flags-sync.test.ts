// The cron sync against a local stand-in of the flag service's SDK API: definitions and segments go to the flag
// store in the SDK's layout and the next request evaluates with them; a bad answer keeps the store as it was.
// Impressions go to the service's events API when a key is configured, grouped by flag.

import { env, SELF } from 'cloudflare:test';
import { afterAll, describe, expect, test } from 'vitest';
import { DEMO_FLAGS } from '../../demo/flags';
import { storageEntries } from '../../worker/flags/definitions';
import { flushImpressions, impressionMode, keptImpressions } from '../../worker/flags/impressions';
import { DEFINITIONS_KEY, forgetDefinitions } from '../../worker/flags/store';
import { syncFlags } from '../../worker/flags/sync';
import { ISOLATE_CACHE } from '../../worker/isolate-cache';
import { createLogger } from '../../worker/log';
import { inSegment } from '../fixtures/flag-conditions';
import { DE } from './fetch';

const log = createLogger({ requestId: 'sync-test', enabled: false });
const [demo] = DEMO_FLAGS.splits;
if (!demo) throw new Error('no demo flag');

/** The flag with a segment rule: members of `testers` get `on`, everyone else `off`. */
const SEGMENTED = {
  ...demo,
  name: 'SEGMENT_FLAG',
  conditions: [
    inSegment('testers'),
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
};

/** A stand-in for the SDK API: the requests it saw, and answers by path. */
function stubApi(answers: Record<string, unknown>) {
  const seen: { url: string; authorization: string | null }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    seen.push({ url, authorization: new Headers(init?.headers).get('authorization') });
    const path = new URL(url).pathname.replace(/^\/api/, '');
    const answer = answers[path];
    return answer === undefined ? new Response('not found', { status: 404 }) : Response.json(answer);
  };
  return { seen, fetch: fetchStub as typeof fetch };
}

const bindings = {
  FLAGS: env.FLAGS,
  SPLIT_SDK_KEY: 'server-side-key',
  SPLIT_SDK_URL: 'https://sdk.test/api',
};

afterAll(async () => {
  await env.FLAGS.put(DEFINITIONS_KEY, JSON.stringify(storageEntries(DEMO_FLAGS)));
  forgetDefinitions(ISOLATE_CACHE);
});

describe('the cron sync', () => {
  test('definitions and their segments reach the store, and the next request evaluates with them', async () => {
    const api = stubApi({
      '/splitChanges': { ff: { d: [...DEMO_FLAGS.splits, SEGMENTED], t: 42 } },
      '/segmentChanges/testers': { name: 'testers', added: ['tester-1'], removed: [], till: 7 },
    });
    expect(await syncFlags({ env: bindings, log, fetch: api.fetch })).toBe(4);
    expect(api.seen.map((request) => request.authorization)).toEqual([
      'Bearer server-side-key',
      'Bearer server-side-key',
    ]);
    const stored = await env.FLAGS.get<Record<string, unknown>>(DEFINITIONS_KEY, 'json');
    expect(stored?.['SPLITIO.splits.till']).toBe('42');
    expect(stored?.['SPLITIO.segment.testers']).toEqual(['tester-1']);

    const page = async (key: string) =>
      await (
        await SELF.fetch(`${DE}/?_debug&v=${key}`, { headers: { cookie: `splitIoUserKey=${key}` } })
      ).text();
    expect(await page('tester-1')).toMatch(/data-flag="SEGMENT_FLAG".*?data-flag-treatment="">on</);
    expect(await page('someone-else')).toMatch(/data-flag="SEGMENT_FLAG".*?data-flag-treatment="">off</);
  });

  test('an answer of another shape keeps the store as it was', async () => {
    const before = await env.FLAGS.get(DEFINITIONS_KEY);
    const api = stubApi({ '/splitChanges': { splits: 'not the format' } });
    expect(await syncFlags({ env: bindings, log, fetch: api.fetch })).toBeNull();
    expect(await env.FLAGS.get(DEFINITIONS_KEY)).toBe(before);
  });

  test('a definition the SDK could not read is left out; the others go in', async () => {
    const api = stubApi({
      '/splitChanges': { ff: { d: [demo, { name: 'BROKEN', killed: 'maybe' }], t: 43 } },
    });
    expect(await syncFlags({ env: bindings, log, fetch: api.fetch })).toBe(1);
  });

  test('without a key nothing is fetched', async () => {
    const api = stubApi({});
    expect(await syncFlags({ env: { ...bindings, SPLIT_SDK_KEY: '' }, log, fetch: api.fetch })).toBeNull();
    expect(api.seen).toEqual([]);
  });
});

describe('impressions to the flag service', () => {
  const impression = (feature: string, treatment = 'on') => ({
    feature,
    keyName: 'visitor-1',
    treatment,
    label: 'default rule',
    changeNumber: 1,
    time: 1_700_000_000_000,
  });

  /** A stand-in for the events API: the posts it saw, and the flush context that sends to it. */
  function eventsApi() {
    const posted: { url: string; body: unknown; authorization: string | null }[] = [];
    const fetchStub = (async (input: RequestInfo | URL, init?: RequestInit) => {
      posted.push({
        url: String(input),
        body: JSON.parse(String(init?.body)),
        authorization: new Headers(init?.headers).get('authorization'),
      });
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    const context = {
      env: { SPLIT_SDK_KEY: 'server-side-key', SPLIT_EVENTS_URL: 'https://events.test/api' },
      log,
      consent: 'granted' as const,
      fetch: fetchStub,
    };
    return { posted, context };
  }

  test('are posted in bulk, grouped by flag, with the server-side key', async () => {
    const { posted, context } = eventsApi();
    await flushImpressions([impression('A'), impression('B'), impression('A', 'off')], context);
    expect(posted).toEqual([
      {
        url: 'https://events.test/api/testImpressions/bulk',
        authorization: 'Bearer server-side-key',
        body: [
          {
            f: 'A',
            i: [
              { k: 'visitor-1', t: 'on', m: 1_700_000_000_000, c: 1, r: 'default rule' },
              { k: 'visitor-1', t: 'off', m: 1_700_000_000_000, c: 1, r: 'default rule' },
            ],
          },
          { f: 'B', i: [{ k: 'visitor-1', t: 'on', m: 1_700_000_000_000, c: 1, r: 'default rule' }] },
        ],
      },
    ]);
  });

  test('the none mode sends counts per flag and hour and the flags each key saw, no impressions', async () => {
    const { posted, context } = eventsApi();
    await flushImpressions([impression('A'), impression('A', 'off'), impression('B')], context, 'none');
    expect(posted.map(({ url, body }) => ({ url, body }))).toEqual([
      {
        url: 'https://events.test/api/testImpressions/count',
        body: {
          pf: [
            { f: 'A', m: 1_699_999_200_000, rc: 2 },
            { f: 'B', m: 1_699_999_200_000, rc: 1 },
          ],
        },
      },
      { url: 'https://events.test/api/v1/keys/cs', body: { keys: [{ k: 'visitor-1', fs: ['A', 'B'] }] } },
    ]);
  });

  test('the modes: debug keeps every one, optimized each once, none nothing', () => {
    const repeated = [impression('MODE_FLAG'), impression('MODE_FLAG')];
    expect(keptImpressions(repeated, 'debug', ISOLATE_CACHE)).toHaveLength(2);
    expect(keptImpressions(repeated, 'optimized', ISOLATE_CACHE)).toHaveLength(1);
    expect(keptImpressions(repeated, 'optimized', ISOLATE_CACHE)).toHaveLength(0);
    expect(keptImpressions(repeated, 'none', ISOLATE_CACHE)).toHaveLength(0);
    expect(impressionMode({ FLAG_IMPRESSIONS_MODE: 'DEBUG' })).toBe('debug');
    expect(impressionMode({ FLAG_IMPRESSIONS_MODE: 'sometimes' })).toBe('optimized');
  });
});
