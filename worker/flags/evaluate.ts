// Evaluates a visitor's flags with the flag service's own SDK in consumer mode: it reads the definitions from the
// request's storage copy and makes no network call. Percentage rollouts, whitelists, segments, kills and traffic
// allocation therefore evaluate exactly as the service does.
import { PluggableStorage, SplitFactory } from '@splitsoftware/splitio-browserjs';
import type { StorageEntries } from './definitions';
import { requestStorage } from './wrapper';

/** One flag's result: its treatment and the rule that decided it (the SDK's label). */
export interface Evaluation {
  treatment: string;
  label: string;
  changeNumber?: number;
}

/** An impression as the flag service records it. */
export interface Impression {
  feature: string;
  keyName: string;
  treatment: string;
  label: string;
  changeNumber?: number;
  time: number;
}

export interface FlagEvaluation {
  results: Record<string, Evaluation>;
  impressions: Impression[];
}

interface StoredImpression {
  i: { k: string; f: string; t: string; r: string; c?: number; m: number };
}

/**
 * A visitor's evaluation under one set of definitions, kept per isolate: the same key under the same definitions
 * always gets the same treatments, so a returning visitor costs no SDK run. New definitions are a new object.
 */
const EVALUATED = new WeakMap<StorageEntries, Map<string, FlagEvaluation>>();
const VISITORS_KEPT = 5000;

/**
 * The treatments of `names` for `key`. Keys the SDK refuses (empty, over 250 characters) and flags it does not
 * know come back as `control`. A kept evaluation comes back with its impressions stamped now.
 */
export async function evaluateFlags(
  entries: StorageEntries,
  key: string,
  names: readonly string[],
  sdkKey = '',
): Promise<FlagEvaluation> {
  if (names.length === 0) return { results: {}, impressions: [] };
  let visitors = EVALUATED.get(entries);
  if (!visitors) {
    visitors = new Map();
    EVALUATED.set(entries, visitors);
  }
  const memo = `${sdkKey}|${names.join(',')}|${key}`;
  const kept = visitors.get(memo);
  if (kept) {
    const time = Date.now();
    return {
      results: kept.results,
      impressions: kept.impressions.map((impression) => ({ ...impression, time })),
    };
  }
  const evaluation = await runSdk(entries, key, names, sdkKey);
  if (visitors.size >= VISITORS_KEPT) visitors.delete(visitors.keys().next().value as string);
  visitors.set(memo, evaluation);
  return evaluation;
}

async function runSdk(
  entries: StorageEntries,
  key: string,
  names: readonly string[],
  sdkKey: string,
): Promise<FlagEvaluation> {
  const storage = requestStorage(entries);
  const factory = SplitFactory({
    core: { authorizationKey: sdkKey || 'consumer', key },
    mode: 'consumer',
    storage: PluggableStorage({ wrapper: storage.wrapper as never }),
    // Every evaluation is kept in the request's storage; deduplication and the mode happen downstream.
    sync: { impressionsMode: 'DEBUG' },
    debug: false,
  });
  const client = factory.client();
  try {
    await client.whenReady();
    const treatments = await client.getTreatments([...names]);
    await client.destroy();
    const impressions = storage.pushed('SPLITIO.impressions').map((item): Impression => {
      const { i } = JSON.parse(item) as StoredImpression;
      return { feature: i.f, keyName: i.k, treatment: i.t, label: i.r, changeNumber: i.c, time: i.m };
    });
    const results: Record<string, Evaluation> = {};
    for (const name of names) {
      const impression = impressions.find((entry) => entry.feature === name);
      results[name] = {
        treatment: treatments[name] ?? 'control',
        label: impression?.label ?? 'definition not found',
        ...(impression?.changeNumber !== undefined ? { changeNumber: impression.changeNumber } : {}),
      };
    }
    return { results, impressions };
  } catch (error) {
    await client.destroy().catch(() => undefined);
    throw error;
  }
}
