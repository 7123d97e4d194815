// The flag service's evaluation engine over definitions in the service's format: whitelists, a 50/50 rollout,
// kills, archived flags, traffic allocation, segments, and the same key always in the same bucket; and for many
// keys exactly what the SDK's full client answers in consumer mode over the same storage.
import { PluggableStorage, SplitFactory } from '@splitsoftware/splitio-browserjs';
import { describe, expect, test } from 'vitest';
import { DEMO_FLAGS, DEMO_KEYS, HOME_AB_FLAG } from '../../demo/flags';
import { inSegment } from '../../test/fixtures/flag-conditions';
import { requestStorage } from '../../test/fixtures/split-storage';
import {
  type FlagDefinition,
  type FlagSet,
  flagDefinitions,
  type StorageEntries,
  storageEntries,
} from './definitions';
import { evaluateFlags } from './evaluate';

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
async function sdkAnswer(entries: StorageEntries, key: string, names: string[]) {
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
  const treatments = await client.getTreatments(names);
  await client.destroy();
  const impressions = storage.pushed('SPLITIO.impressions').map((item) => {
    const { i } = JSON.parse(item) as { i: { k: string; f: string; t: string; r: string; c?: number } };
    return { feature: i.f, keyName: i.k, treatment: i.t, label: i.r, changeNumber: i.c };
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
