// The flag service's evaluation engine over definitions in the service's format: whitelists, a 50/50 rollout,
// kills, archived flags, traffic allocation, segments, and the same key always in the same bucket; and for many
// keys exactly what the SDK's full client answers in consumer mode over the same storage.
import { PluggableStorage, SplitFactory } from '@splitsoftware/splitio-browserjs';
import { describe, expect, test } from 'vitest';
import { DEMO_FLAGS, DEMO_KEYS, HOME_AB_FLAG } from '../../demo/flags';
import { attributesIn, inSegment } from '../../test/fixtures/flag-conditions';
import { requestStorage } from '../../test/fixtures/split-storage';
import {
  type FlagDefinition,
  type FlagSet,
  flagDefinitions,
  type StorageEntries,
  storageEntries,
} from './definitions';
import { evaluateFlags, type FlagAttributes, type FlagKey } from './evaluate';

const [base] = DEMO_FLAGS.splits.filter((split) => split.name === HOME_AB_FLAG);
if (!base) throw new Error('the demo has no A/B flag');

const withFlag = (changes: Partial<FlagDefinition>): FlagSet => ({
  till: 1,
  splits: [{ ...base, name: 'TEST_FLAG', ...changes }],
  segments: [],
});

/** A condition giving the members of the `testers` segment `on`. */
const inTesters = inSegment('testers');

async function treatment(flags: FlagSet, key: string, name = 'TEST_FLAG') {
  const { results } = await evaluateFlags(flagDefinitions(storageEntries(flags)), key, [name]);
  return results[name];
}

describe('evaluation', () => {
  test('a returning visitor under the same definitions gets the kept evaluation, its impressions stamped anew', async () => {
    const definitions = flagDefinitions(storageEntries(withFlag({})));
    const first = await evaluateFlags(definitions, 'visitor-kept', ['TEST_FLAG']);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await evaluateFlags(definitions, 'visitor-kept', ['TEST_FLAG']);
    expect(again.results).toBe(first.results);
    expect(again.impressions.map(({ time, ...rest }) => rest)).toEqual(
      first.impressions.map(({ time, ...rest }) => rest),
    );
    expect(again.impressions[0]?.time).toBeGreaterThan(
      first.impressions[0]?.time ?? Number.POSITIVE_INFINITY,
    );
    // New definitions are evaluated anew: a kill there is seen at once.
    const killed = await evaluateFlags(
      flagDefinitions(storageEntries(withFlag({ killed: true }))),
      'visitor-kept',
      ['TEST_FLAG'],
    );
    expect(killed.results.TEST_FLAG?.label).toBe('killed');
  });

  test('a whitelisted key gets its treatment, with the whitelist as the reason', async () => {
    expect(await treatment(withFlag({}), DEMO_KEYS.on)).toMatchObject({
      treatment: 'on',
      label: 'whitelisted',
    });
    expect(await treatment(withFlag({}), DEMO_KEYS.off)).toMatchObject({
      treatment: 'off',
      label: 'whitelisted',
    });
  });

  test('a 50/50 rollout over 10 000 generated keys lands within ±2 %', async () => {
    const definitions = flagDefinitions(storageEntries(withFlag({})));
    let on = 0;
    for (let index = 0; index < 10_000; index++) {
      const { results } = await evaluateFlags(definitions, `visitor-${index}-${index * 7919}`, ['TEST_FLAG']);
      if (results.TEST_FLAG?.treatment === 'on') on++;
    }
    expect(on).toBeGreaterThanOrEqual(4800);
    expect(on).toBeLessThanOrEqual(5200);
  });

  test('a killed flag gives its default treatment to everyone, whitelisted or not', async () => {
    const killed = withFlag({ killed: true, defaultTreatment: 'off' });
    expect(await treatment(killed, DEMO_KEYS.on)).toMatchObject({ treatment: 'off', label: 'killed' });
    expect(await treatment(killed, 'anyone')).toMatchObject({ treatment: 'off', label: 'killed' });
  });

  test('an archived flag is gone: control, the default experience', async () => {
    const archived = withFlag({ status: 'ARCHIVED' });
    expect(flagDefinitions(storageEntries(archived)).names).toEqual([]);
    expect((await treatment(archived, DEMO_KEYS.on))?.treatment).toBe('control');
  });

  test('traffic allocation: visitors outside it get the default treatment', async () => {
    const none = withFlag({ trafficAllocation: 0, defaultTreatment: 'off' });
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((key) => treatment(none, `alloc-${key}`)));
    expect(results.map((result) => [result?.treatment, result?.label])).toEqual(
      Array(4).fill(['off', 'not in split']),
    );
    // Whitelists come before the allocation.
    expect((await treatment(none, DEMO_KEYS.on))?.treatment).toBe('on');
  });

  test('the same key gets the same treatment every time', async () => {
    const definitions = flagDefinitions(storageEntries(withFlag({})));
    const first = await evaluateFlags(definitions, 'returning-visitor', ['TEST_FLAG']);
    for (let round = 0; round < 20; round++) {
      const again = await evaluateFlags(definitions, 'returning-visitor', ['TEST_FLAG']);
      expect(again.results.TEST_FLAG?.treatment).toBe(first.results.TEST_FLAG?.treatment);
    }
  });

  test('each evaluation is an impression with its key, treatment, rule and change number', async () => {
    const { impressions } = await evaluateFlags(flagDefinitions(storageEntries(DEMO_FLAGS)), DEMO_KEYS.on, [
      HOME_AB_FLAG,
    ]);
    expect(impressions).toEqual([
      expect.objectContaining({
        feature: HOME_AB_FLAG,
        keyName: DEMO_KEYS.on,
        treatment: 'on',
        label: 'whitelisted',
        changeNumber: DEMO_FLAGS.till,
      }),
    ]);
  });

  test('a key the service refuses (over 250 characters) gets control for every flag', async () => {
    expect((await treatment(withFlag({}), 'k'.repeat(251)))?.treatment).toBe('control');
  });

  test('a segment condition: members get its partition, others fall through to the next condition', async () => {
    const flags: FlagSet = {
      ...withFlag({ conditions: [inTesters, ...base.conditions.slice(-1)], trafficAllocation: 100 }),
      segments: [{ name: 'testers', keys: ['tester-1'], till: 1 }],
    };
    expect(await treatment(flags, 'tester-1')).toMatchObject({
      treatment: 'on',
      label: 'in segment testers',
    });
    expect((await treatment(flags, 'tester-2'))?.label).toBe('default rule');
  });
});

/** What the SDK's full client answers for a key, in consumer mode over the request storage of the entries. */
async function sdkAnswer(
  entries: StorageEntries,
  key: FlagKey,
  names: string[],
  attributes?: FlagAttributes,
) {
  const storage = requestStorage(entries);
  const factory = SplitFactory({
    core: { authorizationKey: 'consumer', key },
    mode: 'consumer',
    storage: PluggableStorage({ wrapper: storage.wrapper as never }),
    sync: { impressionsMode: 'DEBUG' },
    debug: false,
  });
  const client = factory.client();
  await client.whenReady();
  const treatments = await client.getTreatments(names, attributes as never);
  await client.destroy();
  const impressions = storage.pushed('SPLITIO.impressions').map((item) => {
    const { i } = JSON.parse(item) as {
      i: { k: string; b?: string; f: string; t: string; r: string; c?: number };
    };
    return {
      feature: i.f,
      keyName: i.k,
      ...(i.b ? { bucketingKey: i.b } : {}),
      treatment: i.t,
      label: i.r,
      changeNumber: i.c,
    };
  });
  return { treatments, impressions };
}

describe('the same answers as the SDK client', () => {
  test('for 300 keys under the demo flags, a partial rollout, a kill and a segment: treatments, labels and impressions', async () => {
    const flags: FlagSet = {
      ...DEMO_FLAGS,
      splits: [
        ...DEMO_FLAGS.splits,
        { ...base, name: 'PARTIAL', trafficAllocation: 37, trafficAllocationSeed: 99, seed: 4242 },
        { ...base, name: 'KILLED', killed: true },
        { ...base, name: 'SEGMENTED', conditions: [inTesters, ...base.conditions.slice(-1)] },
      ],
      segments: [{ name: 'testers', keys: ['k-0', 'k-104729', 'k-209458'], till: 1 }],
    };
    const entries = storageEntries(flags);
    const definitions = flagDefinitions(entries);
    const names = [...definitions.names, 'UNKNOWN_FLAG'];
    const keys = [
      DEMO_KEYS.on,
      DEMO_KEYS.off,
      ...Array.from({ length: 298 }, (_, index) => `k-${index * 104_729}`),
    ];
    for (const key of keys) {
      const sdk = await sdkAnswer(entries, key, names);
      const ours = evaluateFlags(definitions, key, names);
      const treatments = Object.fromEntries(names.map((name) => [name, ours.results[name]?.treatment]));
      const impressions = ours.impressions.map(({ time, ...rest }) => rest);
      expect(treatments).toEqual(sdk.treatments);
      expect(impressions).toEqual(sdk.impressions);
    }
  }, 30_000);
});

describe('attributes and bucketing keys, as the SDK client takes them', () => {
  /** `on` for Swiss visitors on a phone, a 50/50 rollout for everyone else. */
  const targeted: FlagDefinition = {
    ...base,
    name: 'TARGETED',
    conditions: [
      attributesIn({ country: ['CH'], device: ['mobile'] }, 'swiss phones'),
      ...base.conditions.slice(-1),
    ],
  };

  test('for 120 keys with and without a bucketing key, in and out of the targeted country and device', async () => {
    const entries = storageEntries({ ...DEMO_FLAGS, splits: [...DEMO_FLAGS.splits, targeted] });
    const definitions = flagDefinitions(entries);
    const names = [...definitions.names];
    for (let index = 0; index < 120; index += 1) {
      const key: FlagKey =
        index % 2 === 0
          ? `a-${index}`
          : { matchingKey: `a-${index}`, bucketingKey: `bucket-${index * 7919}` };
      const attributes: FlagAttributes = {
        country: index % 3 === 0 ? 'CH' : 'DE',
        device: index % 5 === 0 ? 'desktop' : 'mobile',
        loggedIn: index % 7 === 0,
      };
      const sdk = await sdkAnswer(entries, key, names, attributes);
      const ours = evaluateFlags(definitions, key, names, undefined, attributes);
      const treatments = Object.fromEntries(names.map((name) => [name, ours.results[name]?.treatment]));
      expect(treatments).toEqual(sdk.treatments);
      expect(ours.impressions.map(({ time, ...rest }) => rest)).toEqual(sdk.impressions);
    }
  }, 30_000);

  test('the bucketing key, not the matching key, places a visitor in the rollout', () => {
    const definitions = flagDefinitions(storageEntries(withFlag({})));
    const bucketOf = (key: FlagKey) =>
      evaluateFlags(definitions, key, ['TEST_FLAG']).results.TEST_FLAG?.treatment;
    const buckets = new Set(
      Array.from({ length: 40 }, (_, index) =>
        bucketOf({ matchingKey: 'one-visitor', bucketingKey: `b-${index}` }),
      ),
    );
    // One matching key lands in both halves of a 50/50 rollout as its bucketing key changes ...
    expect([...buckets].sort()).toEqual(['off', 'on']);
    // ... and a bucketing key keeps its bucket whatever the matching key.
    const kept = bucketOf({ matchingKey: 'before-login', bucketingKey: 'device-1' });
    expect(bucketOf({ matchingKey: 'after-login', bucketingKey: 'device-1' })).toBe(kept);
  });

  test('other attributes are another evaluation: the kept one of different attributes is never reused', () => {
    const definitions = flagDefinitions(storageEntries({ ...DEMO_FLAGS, splits: [targeted] }));
    const swiss = { country: 'CH', device: 'mobile' };
    const german = { country: 'DE', device: 'mobile' };
    expect(evaluateFlags(definitions, 'k-1', ['TARGETED'], undefined, swiss).results.TARGETED?.label).toBe(
      'swiss phones',
    );
    expect(
      evaluateFlags(definitions, 'k-1', ['TARGETED'], undefined, german).results.TARGETED?.label,
    ).not.toBe('swiss phones');
  });
});
