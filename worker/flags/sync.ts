// The cron sync (production): reads every flag definition, rule-based segment and segment from the flag service's
// SDK API with the server-side key, following `since`/`till` until it is caught up as the SDK does, checks them,
// and writes them to the flag store in the SDK's storage layout. The request path never calls the service; a failed
// sync keeps the store as it was, and a sync never empties it.

import * as v from 'valibot';
import type { Bindings } from '../env';
import { ISOLATE_CACHE } from '../isolate-cache';
import type { Logger } from '../log';
import {
  type FlagDefinition,
  FlagDefinitionSchema,
  type FlagSet,
  type RuleBasedSegment,
  RuleBasedSegmentSchema,
  type Segment,
  storageEntries,
} from './definitions';
import { checkedFlagSets, flagSetFilter, flagSetQuery } from './flag-sets';
import { SDK_VERSION } from './impressions';
import { DEFINITIONS_KEY, forgetDefinitions } from './store';

/** The flag service's SDK API; `SPLIT_SDK_URL` overrides it. */
export const SPLIT_SDK_URL = 'https://sdk.split.io/api';
/** How often the sync runs: the cron fires every minute and syncs at its start and half a minute later. */
export const SYNC_INTERVAL_SECONDS = 30;
/** Pages one sync follows at most: a service that never catches up does not keep the cron running. */
const MAX_PAGES = 50;

const Change = v.pipe(v.number(), v.integer());
const SplitChangesSchema = v.object({
  ff: v.object({ d: v.array(v.unknown()), s: v.optional(Change), t: Change }),
  rbs: v.optional(
    v.nullable(
      v.object({ d: v.optional(v.nullable(v.array(v.unknown()))), s: v.optional(Change), t: Change }),
    ),
  ),
});
const SegmentChangesSchema = v.object({
  name: v.string(),
  added: v.array(v.string()),
  removed: v.optional(v.array(v.string()), []),
  since: v.optional(Change),
  till: Change,
});

interface Matcher {
  matcherType?: unknown;
  userDefinedSegmentMatcherData?: { segmentName?: unknown };
}
type Conditions = { conditions?: { matcherGroup?: { matchers?: Matcher[] } }[] | null };

/** The names a definition's or rule-based segment's matchers give for one matcher type. */
function namesOf(items: readonly Conditions[], matcherType: string): string[] {
  const names = new Set<string>();
  for (const item of items) {
    for (const condition of item.conditions ?? []) {
      for (const matcher of condition.matcherGroup?.matchers ?? []) {
        const name = matcher.userDefinedSegmentMatcherData?.segmentName;
        if (matcher.matcherType === matcherType && typeof name === 'string') names.add(name);
      }
    }
  }
  return [...names];
}

/** The standard segments the definitions and rule-based segments need: matched or excluded. */
function standardSegments(splits: readonly FlagDefinition[], rules: readonly RuleBasedSegment[]): string[] {
  const excluded = rules.flatMap((rule) =>
    (rule.excluded?.segments ?? []).filter((entry) => entry.type === 'standard').map((entry) => entry.name),
  );
  return [...new Set([...namesOf([...splits, ...rules] as Conditions[], 'IN_SEGMENT'), ...excluded])].sort();
}

export interface SyncContext {
  env: Pick<Bindings, 'FLAGS' | 'SPLIT_SDK_KEY' | 'SPLIT_SDK_URL' | 'SPLIT_FLAG_SETS'>;
  log: Logger;
  fetch?: typeof fetch | undefined;
}

type Get = (path: string) => Promise<unknown>;

/** Every checked item of a list, the others left out and named. */
function checked<T>(
  log: Logger,
  schema: v.GenericSchema<unknown, T>,
  items: readonly unknown[],
  what: string,
): T[] {
  return items.flatMap((raw) => {
    const parsed = v.safeParse(schema, raw);
    if (!parsed.success) log.error('flag-sync-failure', { what, reason: parsed.issues[0].message });
    return parsed.success ? [parsed.output] : [];
  });
}

/** A definition with its valid flag sets only; each invalid name is dropped and logged. */
function withValidSets(log: Logger, split: FlagDefinition): FlagDefinition {
  const { sets, dropped } = checkedFlagSets(split.sets);
  for (const { set, reason } of dropped) {
    log.warn('flag-sync-failure', { what: 'flag set', flag: split.name, set, reason });
  }
  return dropped.length > 0 ? { ...split, sets } : split;
}

/**
 * Every definition and rule-based segment, page after page until `till` stops moving; with a set filter only the
 * flags in one of its sets, as the SDK keeps them.
 */
async function flagChanges(get: Get, log: Logger, filter: readonly string[]) {
  const splits = new Map<string, FlagDefinition>();
  const rules = new Map<string, RuleBasedSegment>();
  let since = -1;
  let rbSince = -1;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const changes = v.parse(
      SplitChangesSchema,
      await get(`/splitChanges?s=1.3&since=${since}&rbSince=${rbSince}${flagSetQuery(filter)}`),
    );
    for (const raw of checked(log, FlagDefinitionSchema, changes.ff.d, 'flag')) {
      const split = withValidSets(log, raw);
      const filteredOut = filter.length > 0 && !split.sets.some((set) => filter.includes(set));
      // An archived flag is gone, as the SDK's synchroniser removes it; so is one no longer in a filtered set.
      if (split.status === 'ARCHIVED' || filteredOut) splits.delete(split.name);
      else splits.set(split.name, split);
    }
    for (const rule of checked(log, RuleBasedSegmentSchema, changes.rbs?.d ?? [], 'rule-based segment')) {
      if (rule.status === 'ARCHIVED') rules.delete(rule.name);
      else rules.set(rule.name, rule);
    }
    const rbTill = changes.rbs?.t ?? rbSince;
    if (changes.ff.t === since && rbTill === rbSince) {
      return { splits: [...splits.values()], rules: [...rules.values()], till: since, rbTill };
    }
    since = changes.ff.t;
    rbSince = rbTill;
  }
  throw new Error(`flag definitions not caught up after ${MAX_PAGES} pages`);
}

/** One segment's members, page after page until `till` stops moving. */
async function segmentChanges(get: Get, name: string): Promise<Segment> {
  const members = new Set<string>();
  let since = -1;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const changes = v.parse(
      SegmentChangesSchema,
      await get(`/segmentChanges/${encodeURIComponent(name)}?since=${since}`),
    );
    for (const key of changes.added) members.add(key);
    for (const key of changes.removed) members.delete(key);
    if (changes.till === since) return { name, keys: [...members], till: since };
    since = changes.till;
  }
  throw new Error(`segment ${name} not caught up after ${MAX_PAGES} pages`);
}

/**
 * Fetches, checks and stores every definition; the number of flags stored, or null when the store was kept as it
 * was (no key, the service failing, or an answer that would empty it).
 */
export async function syncFlags({ env, log, fetch: send = fetch }: SyncContext): Promise<number | null> {
  const key = env.SPLIT_SDK_KEY;
  if (!key) {
    log.error('flag-authorization-key-empty', { part: 'sync' });
    return null;
  }
  const filter = flagSetFilter(env.SPLIT_FLAG_SETS);
  if (!filter.ok) {
    // A configuration error: the store is kept rather than filled with what a wrong filter selects.
    log.error('flag-sync-failure', {
      reason: `SPLIT_FLAG_SETS names invalid flag sets (${filter.invalid.join(', ')}): ${filter.reason}`,
    });
    return null;
  }
  const base = env.SPLIT_SDK_URL || SPLIT_SDK_URL;
  const get: Get = async (path) => {
    const response = await send(`${base}${path}`, {
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${key}`,
        SplitSDKVersion: SDK_VERSION,
        'Cache-Control': 'no-cache',
      },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`${path} answered ${response.status}`);
    }
    return response.json();
  };
  try {
    const { splits, rules, till, rbTill } = await flagChanges(get, log, filter.sets);
    if (splits.length === 0) {
      // The store's flags would all turn `control`: an empty answer is kept out until someone looks.
      log.error('flag-sync-failure', { reason: 'the service answered no flags: the store is kept' });
      return null;
    }
    const segments: Segment[] = [];
    for (const name of standardSegments(splits, rules)) segments.push(await segmentChanges(get, name));
    const flagSet: FlagSet = { till, splits, segments, ruleBasedSegments: rules, rbTill };
    await env.FLAGS.put(DEFINITIONS_KEY, JSON.stringify(storageEntries(flagSet)));
    forgetDefinitions(ISOLATE_CACHE);
    log.info('flag-sync', { flags: splits.length, segments: segments.length, rules: rules.length, till });
    return splits.length;
  } catch (error) {
    log.error('flag-sync-failure', { error });
    return null;
  }
}

/**
 * The cron's run: a sync now and another half a minute later, so a change (a kill) is in the store at most
 * `SYNC_INTERVAL_SECONDS` after it is made.
 */
export async function syncEveryHalfMinute(
  context: SyncContext,
  wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  await syncFlags(context);
  await wait(SYNC_INTERVAL_SECONDS * 1000);
  await syncFlags(context);
}
