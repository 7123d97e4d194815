// Evaluates a visitor's flags with the flag service's own evaluation engine, the one its SDK clients call, over the
// definitions in memory: percentage rollouts, whitelists, segments, kills, prerequisites and traffic allocation
// evaluate exactly as the service does, with no network and no SDK factory per visitor. The engine's storage is
// built once per version of the definitions and each definition's matchers once, both kept in the isolate's cache;
// an evaluation is synchronous and costs microseconds.
import { type Engine, engineParser } from '@splitsoftware/splitio-commons/esm/evaluator/Engine.js';
import {
  type EngineAttributes,
  type EngineKey,
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

/** A visitor's key: one string, or a matching key with a separate bucketing key (the bucket stays with it). */
export type FlagKey = EngineKey;

/** What rules target besides the key: names to strings, numbers, booleans or string lists, as the SDK takes them. */
export type FlagAttributes = EngineAttributes;

/** An impression as the flag service records it. */
export interface Impression {
  feature: string;
  keyName: string;
  /** The bucketing key, where it differs from the matching key. */
  bucketingKey?: string;
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

/** Each attributes object's id, made once: a request evaluates flag after flag with the same object. */
const ATTRIBUTE_IDS = new WeakMap<FlagAttributes, string>();

/** The attributes as one string: the same attributes in any order name the same evaluation. */
export function attributesId(attributes: FlagAttributes | undefined): string {
  if (!attributes) return '';
  let id = ATTRIBUTE_IDS.get(attributes);
  if (id === undefined) {
    id = JSON.stringify(Object.entries(attributes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    ATTRIBUTE_IDS.set(attributes, id);
  }
  return id;
}

/** The key as one string: a separate bucketing key is part of it. */
export const keyId = (key: FlagKey): string =>
  typeof key === 'string' ? key : `${key.matchingKey}\u0000${key.bucketingKey}`;

/**
 * The treatments of `names` for `key` with `attributes`. Keys the SDK refuses (empty, over 250 characters) and
 * flags the definitions do not hold come back as `control`, with no impression. A kept evaluation comes back with
 * its impressions stamped now.
 */
export function evaluateFlags(
  definitions: FlagDefinitions,
  key: FlagKey,
  names: readonly string[],
  kept: IsolateCache = ISOLATE_CACHE,
  attributes?: FlagAttributes,
): FlagEvaluation {
  if (names.length === 0) return { results: {}, impressions: [] };
  const memo = `${definitions.version}|${names.join(',')}|${keyId(key)}|${attributesId(attributes)}`;
  const known = kept.get(EVALUATED, memo);
  if (known) {
    const time = Date.now();
    return {
      results: known.results,
      impressions: known.impressions.map((impression) => ({ ...impression, time })),
    };
  }
  const evaluation = runEngine(keptEngines(definitions, kept), trimmed(key), names, attributes);
  kept.set(EVALUATED, memo, evaluation);
  return evaluation;
}

/**
 * One flag for one key, as the SDK's own evaluation of a feature answers it, with the definition's engine kept.
 * Prerequisites and dependency matchers evaluate other flags through the SDK's `evaluateFeature`.
 */
function evaluateOne(
  { storage, engines }: KeptEngines,
  key: FlagKey,
  name: string,
  attributes: FlagAttributes | undefined,
): EngineResult {
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
  const { treatment, label } = engine.getTreatment(key, attributes, evaluateFeature);
  return {
    treatment,
    label,
    changeNumber: split.changeNumber,
    impressionsDisabled: split.impressionsDisabled,
  };
}

const trimmed = (key: FlagKey): FlagKey =>
  typeof key === 'string'
    ? key.trim()
    : { matchingKey: key.matchingKey.trim(), bucketingKey: key.bucketingKey.trim() };

/** The SDK's key rule, for the matching key and a bucketing key alike. */
const validKey = (key: FlagKey): boolean =>
  (typeof key === 'string' ? [key] : [key.matchingKey, key.bucketingKey]).every(
    (part) => part.length > 0 && part.length <= KEY_MAX_LENGTH,
  );

function runEngine(
  engines: KeptEngines,
  key: FlagKey,
  names: readonly string[],
  attributes: FlagAttributes | undefined,
): FlagEvaluation {
  const results: Record<string, Evaluation> = {};
  const impressions: Impression[] = [];
  if (!validKey(key)) {
    for (const name of names) results[name] = { treatment: 'control', label: NOT_FOUND };
    return { results, impressions };
  }
  const time = Date.now();
  for (const name of names) {
    const { treatment, label, changeNumber, impressionsDisabled } = evaluateOne(
      engines,
      key,
      name,
      attributes,
    );
    results[name] = { treatment, label, ...(changeNumber !== undefined ? { changeNumber } : {}) };
    // As the SDK client: no impression for a flag it does not know, nor for one that turns impressions off.
    if (label !== NOT_FOUND && !impressionsDisabled) {
      impressions.push({
        feature: name,
        ...(typeof key === 'string'
          ? { keyName: key }
          : { keyName: key.matchingKey, bucketingKey: key.bucketingKey }),
        treatment,
        label,
        changeNumber,
        time,
      });
    }
  }
  return { results, impressions };
}
