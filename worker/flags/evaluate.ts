// Evaluates a visitor's flags with the flag service's own evaluation engine, the one its SDK clients call, over the
// definitions in memory: percentage rollouts, whitelists, segments, kills, prerequisites and traffic allocation
// evaluate exactly as the service does, with no network and no SDK factory per visitor. The engine's storage is
// built once per version of the definitions and each definition's matchers once, both kept in the isolate's cache;
// an evaluation is synchronous and costs microseconds.
import { type Engine, engineParser } from '@splitsoftware/splitio-commons/esm/evaluator/Engine.js';
import {
  type EngineResult,
  type EngineStorage,
  evaluateFeature,
} from '@splitsoftware/splitio-commons/esm/evaluator/index.js';
import { type IsolateCache, keptSpace } from '../../shared/domain/isolate-cache';
import { ISOLATE_CACHE } from '../isolate-cache';
import type { FlagDefinitions, StorageEntries } from './definitions';

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

/** The engine's storage over one set of definitions, with each definition's engine made once. */
interface KeptEngines {
  storage: EngineStorage;
  engines: Map<string, Engine>;
}

/** Engines by version of the definitions: parsed definitions and matchers take a few times the stored text. */
const ENGINES = keptSpace<KeptEngines>('flag-engines', () => 0);

function engineStorage(entries: StorageEntries): EngineStorage {
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
  return {
    splits: {
      getSplit: (name) => read(`${PREFIX}.split.${name}`),
      getSplits: (names) => Object.fromEntries(names.map((name) => [name, read(`${PREFIX}.split.${name}`)])),
    },
    segments: { isInSegment: (name, key) => members(name).has(key) },
    rbSegments: { get: (name) => read(`${PREFIX}.rbsegment.${name}`) },
  };
}

function keptEngines(definitions: FlagDefinitions, kept: IsolateCache): KeptEngines {
  const make = () => ({ storage: engineStorage(definitions.entries), engines: new Map<string, Engine>() });
  return kept.remember(ENGINES, definitions.version, make, { bytes: definitions.textLength * 4 });
}

/**
 * A visitor's evaluation under one version of the definitions, kept per isolate: the same key under the same
 * definitions always gets the same treatments, so a returning visitor costs no engine run.
 */
const EVALUATED = keptSpace<FlagEvaluation>('flag-evaluations');

/**
 * The treatments of `names` for `key`. Keys the SDK refuses (empty, over 250 characters) and flags the definitions
 * do not hold come back as `control`, with no impression. A kept evaluation comes back with its impressions
 * stamped now.
 */
export function evaluateFlags(
  definitions: FlagDefinitions,
  key: string,
  names: readonly string[],
  kept: IsolateCache = ISOLATE_CACHE,
): FlagEvaluation {
  if (names.length === 0) return { results: {}, impressions: [] };
  const memo = `${definitions.version}|${names.join(',')}|${key}`;
  const known = kept.get(EVALUATED, memo);
  if (known) {
    const time = Date.now();
    return {
      results: known.results,
      impressions: known.impressions.map((impression) => ({ ...impression, time })),
    };
  }
  const evaluation = runEngine(keptEngines(definitions, kept), key.trim(), names);
  kept.set(EVALUATED, memo, evaluation);
  return evaluation;
}

/**
 * One flag for one key, as the SDK's own evaluation of a feature answers it, with the definition's engine kept.
 * Prerequisites and dependency matchers evaluate other flags through the SDK's `evaluateFeature`.
 */
function evaluateOne({ storage, engines }: KeptEngines, key: string, name: string): EngineResult {
  const split = storage.splits.getSplit(name) as {
    changeNumber?: number;
    impressionsDisabled?: boolean;
  } | null;
  if (!split) return { treatment: 'control', label: NOT_FOUND };
  let engine = engines.get(name);
  if (!engine) {
    engine = engineParser(silent, split, storage);
    engines.set(name, engine);
  }
  const { treatment, label } = engine.getTreatment(key, undefined, evaluateFeature);
  return {
    treatment,
    label,
    changeNumber: split.changeNumber,
    impressionsDisabled: split.impressionsDisabled,
  };
}

function runEngine(engines: KeptEngines, key: string, names: readonly string[]): FlagEvaluation {
  const results: Record<string, Evaluation> = {};
  const impressions: Impression[] = [];
  if (key.length === 0 || key.length > KEY_MAX_LENGTH) {
    for (const name of names) results[name] = { treatment: 'control', label: NOT_FOUND };
    return { results, impressions };
  }
  const time = Date.now();
  for (const name of names) {
    const { treatment, label, changeNumber, impressionsDisabled } = evaluateOne(engines, key, name);
    results[name] = { treatment, label, ...(changeNumber !== undefined ? { changeNumber } : {}) };
    // As the SDK client: no impression for a flag it does not know, nor for one that turns impressions off.
    if (label !== NOT_FOUND && !impressionsDisabled) {
      impressions.push({ feature: name, keyName: key, treatment, label, changeNumber, time });
    }
  }
  return { results, impressions };
}
