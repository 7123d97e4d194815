// Evaluates a visitor's flags with the flag service's own evaluation engine, the one its SDK clients call, over the
// definitions in memory: percentage rollouts, whitelists, segments, kills, prerequisites and traffic allocation
// evaluate exactly as the service does, with no network and no SDK factory per visitor. The engine's storage is
// built once per set of definitions and each definition's matchers once; an evaluation is synchronous and costs
// microseconds.
import { type Engine, engineParser } from '@splitsoftware/splitio-commons/esm/evaluator/Engine.js';
import {
  type EngineResult,
  type EngineStorage,
  evaluateFeature,
} from '@splitsoftware/splitio-commons/esm/evaluator/index.js';
import type { StorageEntries } from './definitions';

/** One flag's result: its treatment and the rule that decided it (the engine's label). */
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

const PREFIX = 'SPLITIO';
/** The SDK's key rule: a trimmed key of 1 to 250 characters, else every flag is `control`. */
const KEY_MAX_LENGTH = 250;
const NOT_FOUND = 'definition not found';

/** The engine logs nothing here, as the SDK with `debug: false` did not. */
const silent = { debug() {}, warn() {}, error() {} };

/** The engine's read-only storage over one set of definitions: each definition parsed once. */
const storages = new WeakMap<StorageEntries, EngineStorage>();

function engineStorage(entries: StorageEntries): EngineStorage {
  let storage = storages.get(entries);
  if (storage) return storage;
  const parsed = new Map<string, object | null>();
  const read = (key: string): object | null => {
    if (!parsed.has(key)) {
      const value = entries[key];
      parsed.set(key, typeof value === 'string' ? (JSON.parse(value) as object) : null);
    }
    return parsed.get(key) ?? null;
  };
  const segments = new Map<string, ReadonlySet<string>>();
  const members = (name: string): ReadonlySet<string> => {
    let set = segments.get(name);
    if (!set) {
      const value = entries[`${PREFIX}.segment.${name}`];
      set = new Set(Array.isArray(value) ? value : []);
      segments.set(name, set);
    }
    return set;
  };
  storage = {
    splits: {
      getSplit: (name) => read(`${PREFIX}.split.${name}`),
      getSplits: (names) => Object.fromEntries(names.map((name) => [name, read(`${PREFIX}.split.${name}`)])),
    },
    segments: { isInSegment: (name, key) => members(name).has(key) },
    rbSegments: { get: (name) => read(`${PREFIX}.rbsegment.${name}`) },
  };
  storages.set(entries, storage);
  return storage;
}

/**
 * A visitor's evaluation under one set of definitions, kept per isolate: the same key under the same definitions
 * always gets the same treatments, so a returning visitor costs no engine run. New definitions are a new object.
 */
const EVALUATED = new WeakMap<StorageEntries, Map<string, FlagEvaluation>>();
const VISITORS_KEPT = 5000;

/**
 * The treatments of `names` for `key`. Keys the SDK refuses (empty, over 250 characters) and flags the definitions
 * do not hold come back as `control`, with no impression. A kept evaluation comes back with its impressions
 * stamped now.
 */
export function evaluateFlags(
  entries: StorageEntries,
  key: string,
  names: readonly string[],
): FlagEvaluation {
  if (names.length === 0) return { results: {}, impressions: [] };
  let visitors = EVALUATED.get(entries);
  if (!visitors) {
    visitors = new Map();
    EVALUATED.set(entries, visitors);
  }
  const memo = `${names.join(',')}|${key}`;
  const kept = visitors.get(memo);
  if (kept) {
    const time = Date.now();
    return {
      results: kept.results,
      impressions: kept.impressions.map((impression) => ({ ...impression, time })),
    };
  }
  const evaluation = runEngine(entries, key.trim(), names);
  if (visitors.size >= VISITORS_KEPT) visitors.delete(visitors.keys().next().value as string);
  visitors.set(memo, evaluation);
  return evaluation;
}

/** Each stored definition's engine (its conditions made into matchers), made once instead of per evaluation. */
const engines = new WeakMap<object, Engine>();

/**
 * One flag for one key, as the SDK's own evaluation of a feature answers it, with the definition's engine kept.
 * Prerequisites and dependency matchers evaluate other flags through the SDK's `evaluateFeature`.
 */
function evaluateOne(storage: EngineStorage, key: string, name: string): EngineResult {
  const split = storage.splits.getSplit(name) as {
    changeNumber?: number;
    impressionsDisabled?: boolean;
  } | null;
  if (!split) return { treatment: 'control', label: NOT_FOUND };
  let engine = engines.get(split);
  if (!engine) {
    engine = engineParser(silent, split, storage);
    engines.set(split, engine);
  }
  const { treatment, label } = engine.getTreatment(key, undefined, evaluateFeature);
  return {
    treatment,
    label,
    changeNumber: split.changeNumber,
    impressionsDisabled: split.impressionsDisabled,
  };
}

function runEngine(entries: StorageEntries, key: string, names: readonly string[]): FlagEvaluation {
  const results: Record<string, Evaluation> = {};
  const impressions: Impression[] = [];
  if (key.length === 0 || key.length > KEY_MAX_LENGTH) {
    for (const name of names) results[name] = { treatment: 'control', label: NOT_FOUND };
    return { results, impressions };
  }
  const time = Date.now();
  const storage = engineStorage(entries);
  for (const name of names) {
    const { treatment, label, changeNumber, impressionsDisabled } = evaluateOne(storage, key, name);
    results[name] = { treatment, label, ...(changeNumber !== undefined ? { changeNumber } : {}) };
    // As the SDK client: no impression for a flag it does not know, nor for one that turns impressions off.
    if (label !== NOT_FOUND && !impressionsDisabled) {
      impressions.push({ feature: name, keyName: key, treatment, label, changeNumber, time });
    }
  }
  return { results, impressions };
}
