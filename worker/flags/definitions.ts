// Flag definitions in the flag service's format (its `splitChanges` and `segmentChanges` answers), checked at the
// boundary, and the storage entries the SDK reads in consumer mode: one JSON value in KV holds them all.
import * as v from 'valibot';
import { fnv1a, wordHex } from '../../shared/domain/fnv';

const Treatment = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/, 'a treatment is a word'));

const MatcherSchema = v.looseObject({
  matcherType: v.pipe(v.string(), v.minLength(1)),
  negate: v.optional(v.boolean(), false),
  keySelector: v.optional(v.nullable(v.looseObject({ trafficType: v.string() }))),
});

const ConditionSchema = v.looseObject({
  conditionType: v.picklist(['ROLLOUT', 'WHITELIST'], 'conditionType is ROLLOUT or WHITELIST'),
  matcherGroup: v.looseObject({ combiner: v.literal('AND'), matchers: v.array(MatcherSchema) }),
  partitions: v.array(
    v.object({ treatment: Treatment, size: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)) }),
  ),
  label: v.string(),
});

/** One flag as the flag service describes it. */
export const FlagDefinitionSchema = v.looseObject({
  name: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,100}$/, 'a flag name is a word')),
  trafficTypeName: v.pipe(v.string(), v.minLength(1)),
  killed: v.boolean(),
  changeNumber: v.pipe(v.number(), v.integer()),
  status: v.picklist(['ACTIVE', 'ARCHIVED'], 'status is ACTIVE or ARCHIVED'),
  defaultTreatment: Treatment,
  conditions: v.array(ConditionSchema),
  configurations: v.optional(v.record(v.string(), v.string()), {}),
  sets: v.optional(v.array(v.string()), []),
  trafficAllocation: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100)), 100),
  trafficAllocationSeed: v.optional(v.pipe(v.number(), v.integer())),
  seed: v.pipe(v.number(), v.integer()),
  algo: v.optional(v.number(), 2),
});
export type FlagDefinition = v.InferOutput<typeof FlagDefinitionSchema>;

/** A segment: its name and the keys in it. */
export const SegmentSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  keys: v.array(v.string()),
  till: v.optional(v.number(), -1),
});
export type Segment = v.InferOutput<typeof SegmentSchema>;

/** A rule-based segment: keys matching its conditions, except those excluded by key or by segment. */
export const RuleBasedSegmentSchema = v.looseObject({
  name: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,100}$/, 'a segment name is a word')),
  changeNumber: v.pipe(v.number(), v.integer()),
  status: v.optional(v.picklist(['ACTIVE', 'ARCHIVED'], 'status is ACTIVE or ARCHIVED'), 'ACTIVE'),
  conditions: v.optional(v.nullable(v.array(ConditionSchema)), []),
  excluded: v.optional(
    v.nullable(
      v.looseObject({
        keys: v.optional(v.nullable(v.array(v.string()))),
        segments: v.optional(
          v.nullable(
            v.array(v.object({ type: v.picklist(['standard', 'rule-based', 'large']), name: v.string() })),
          ),
        ),
      }),
    ),
  ),
});
export type RuleBasedSegment = v.InferOutput<typeof RuleBasedSegmentSchema>;

/** What the flag store holds: every flag, the segments they name, and the change numbers they are at. */
export const FlagSetSchema = v.object({
  till: v.pipe(v.number(), v.integer()),
  splits: v.array(FlagDefinitionSchema),
  segments: v.optional(v.array(SegmentSchema), []),
  ruleBasedSegments: v.optional(v.array(RuleBasedSegmentSchema), []),
  rbTill: v.optional(v.pipe(v.number(), v.integer()), -1),
});
type StoredSet = v.InferOutput<typeof FlagSetSchema>;

/** Split's default rule: every visitor (the `ALL_KEYS` matcher), split into the treatments' shares. */
export function everyoneCondition(partitions: { treatment: string; size: number }[]) {
  return {
    conditionType: 'ROLLOUT' as const,
    matcherGroup: {
      combiner: 'AND' as const,
      matchers: [
        { matcherType: 'ALL_KEYS', negate: false, keySelector: { trafficType: 'user', attribute: null } },
      ],
    },
    partitions,
    label: 'default rule',
  };
}

/**
 * An active on/off flag for users, in the flag service's format: the `conditions` decide, `off` when none matches;
 * all traffic takes part.
 */
export function onOffFlag(options: {
  name: string;
  changeNumber: number;
  seed: number;
  sets: string[];
  conditions: FlagSet['splits'][number]['conditions'];
}): FlagSet['splits'][number] {
  const { name, changeNumber, seed, sets, conditions } = options;
  return {
    name,
    trafficTypeName: 'user',
    killed: false,
    changeNumber,
    status: 'ACTIVE' as const,
    defaultTreatment: 'off',
    configurations: {},
    sets,
    trafficAllocation: 100,
    trafficAllocationSeed: seed + 1,
    seed,
    algo: 2,
    conditions,
  };
}

/** A flag set: segments and rule-based segments may be left out (none). */
export type FlagSet = Omit<StoredSet, 'segments' | 'ruleBasedSegments' | 'rbTill'> &
  Partial<Pick<StoredSet, 'segments' | 'ruleBasedSegments' | 'rbTill'>>;

/** A storage value: a string, or a set of strings (segment members, flag-set members). */
export type StorageValue = string | readonly string[];
/** The SDK's storage keys and their values: what its consumer mode reads (prefix `SPLITIO`). */
export type StorageEntries = Readonly<Record<string, StorageValue>>;

const PREFIX = 'SPLITIO';

/** The storage entries of a flag set, laid out as the SDK's pluggable storage reads them. */
export function storageEntries({
  till,
  splits,
  segments = [],
  ruleBasedSegments = [],
  rbTill = -1,
}: FlagSet): StorageEntries {
  const entries: Record<string, StorageValue> = {
    [`${PREFIX}.splits.till`]: String(till),
    [`${PREFIX}.rbsegments.till`]: String(rbTill),
  };
  for (const segment of ruleBasedSegments.filter((entry) => entry.status !== 'ARCHIVED')) {
    entries[`${PREFIX}.rbsegment.${segment.name}`] = JSON.stringify(segment);
  }
  const trafficTypes: Record<string, number> = {};
  const flagSets: Record<string, string[]> = {};
  // An archived flag is gone for the SDK, as the flag service's own synchroniser removes it: it answers `control`.
  for (const split of splits.filter((entry) => entry.status === 'ACTIVE')) {
    entries[`${PREFIX}.split.${split.name}`] = JSON.stringify(split);
    trafficTypes[split.trafficTypeName] = (trafficTypes[split.trafficTypeName] ?? 0) + 1;
    for (const set of split.sets) flagSets[set] = [...(flagSets[set] ?? []), split.name];
  }
  for (const [type, count] of Object.entries(trafficTypes))
    entries[`${PREFIX}.trafficType.${type}`] = String(count);
  for (const [set, names] of Object.entries(flagSets)) entries[`${PREFIX}.flagSet.${set}`] = names;
  for (const segment of segments) {
    entries[`${PREFIX}.segment.${segment.name}`] = segment.keys;
    entries[`${PREFIX}.segment.${segment.name}.till`] = String(segment.till);
  }
  entries[`${PREFIX}.segments.registered`] = segments.map((segment) => segment.name);
  return entries;
}

/** The names of the flags a storage holds. */
function flagNames(entries: StorageEntries): readonly string[] {
  const prefix = `${PREFIX}.split.`;
  return Object.keys(entries)
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length));
}

/**
 * One stored set of definitions, read once: its entries, the flags it holds and its version, a hash of its text.
 * Whatever is derived from the definitions (engines, a visitor's evaluation) is kept under the version.
 */
export interface FlagDefinitions {
  entries: StorageEntries;
  names: readonly string[];
  version: string;
  /** The length of the stored text: what the parsed definitions roughly cost to keep. */
  textLength: number;
}

/** The definitions of stored entries; `text` is the stored JSON when the caller read it (else made here). */
export function flagDefinitions(entries: StorageEntries, text = JSON.stringify(entries)): FlagDefinitions {
  const till = typeof entries[`${PREFIX}.splits.till`] === 'string' ? entries[`${PREFIX}.splits.till`] : '';
  return {
    entries,
    names: flagNames(entries),
    version: `${till}.${wordHex(fnv1a(text))}`,
    textLength: text.length,
  };
}
