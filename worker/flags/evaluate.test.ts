// The flag SDK evaluating definitions in the service's format from the request's storage copy: whitelists, a
// 50/50 rollout, kills, archived flags, traffic allocation, and the same key always in the same bucket.
import { describe, expect, test } from 'vitest';
import { DEMO_FLAGS, DEMO_KEYS, HOME_AB_FLAG } from '../../demo/flags';
import { type FlagDefinition, type FlagSet, flagNames, storageEntries } from './definitions';
import { evaluateFlags } from './evaluate';

const [base] = DEMO_FLAGS.splits.filter((split) => split.name === HOME_AB_FLAG);
if (!base) throw new Error('the demo has no A/B flag');

const withFlag = (changes: Partial<FlagDefinition>): FlagSet => ({
  till: 1,
  splits: [{ ...base, name: 'TEST_FLAG', ...changes }],
  segments: [],
});

async function treatment(flags: FlagSet, key: string, name = 'TEST_FLAG') {
  const { results } = await evaluateFlags(storageEntries(flags), key, [name]);
  return results[name];
}

describe('evaluation', () => {
  test('a returning visitor under the same definitions gets the kept evaluation, its impressions stamped anew', async () => {
    const entries = storageEntries(withFlag({}));
    const first = await evaluateFlags(entries, 'visitor-kept', ['TEST_FLAG']);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await evaluateFlags(entries, 'visitor-kept', ['TEST_FLAG']);
    expect(again.results).toBe(first.results);
    expect(again.impressions.map(({ time, ...rest }) => rest)).toEqual(
      first.impressions.map(({ time, ...rest }) => rest),
    );
    expect(again.impressions[0]?.time).toBeGreaterThan(
      first.impressions[0]?.time ?? Number.POSITIVE_INFINITY,
    );
    // New definitions are evaluated anew: a kill there is seen at once.
    const killed = await evaluateFlags(storageEntries(withFlag({ killed: true })), 'visitor-kept', [
      'TEST_FLAG',
    ]);
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
    const entries = storageEntries(withFlag({}));
    let on = 0;
    for (let index = 0; index < 10_000; index++) {
      const { results } = await evaluateFlags(entries, `visitor-${index}-${index * 7919}`, ['TEST_FLAG']);
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
    expect(flagNames(storageEntries(archived))).toEqual([]);
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
    const entries = storageEntries(withFlag({}));
    const first = await evaluateFlags(entries, 'returning-visitor', ['TEST_FLAG']);
    for (let round = 0; round < 20; round++) {
      const again = await evaluateFlags(entries, 'returning-visitor', ['TEST_FLAG']);
      expect(again.results.TEST_FLAG?.treatment).toBe(first.results.TEST_FLAG?.treatment);
    }
  });

  test('each evaluation is an impression with its key, treatment, rule and change number', async () => {
    const { impressions } = await evaluateFlags(storageEntries(DEMO_FLAGS), DEMO_KEYS.on, [HOME_AB_FLAG]);
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
});
