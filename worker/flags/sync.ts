// The cron sync (production): reads every flag definition and the segments they name from the flag service's SDK
// API with the server-side key, checks them, and writes them to the flag store in the SDK's storage layout. The
// request path never calls the service; a failed sync keeps the store as it was.

import * as v from 'valibot';
import type { Bindings } from '../env';
import { ISOLATE_CACHE } from '../isolate-cache';
import type { Logger } from '../log';
import { FlagDefinitionSchema, type FlagSet, type Segment, storageEntries } from './definitions';
import { DEFINITIONS_KEY, forgetDefinitions } from './store';

/** The flag service's SDK API; `SPLIT_SDK_URL` overrides it (a stub in the tests). */
export const SPLIT_SDK_URL = 'https://sdk.split.io/api';

const SplitChangesSchema = v.object({
  ff: v.object({ d: v.array(v.unknown()), t: v.pipe(v.number(), v.integer()) }),
});
const SegmentChangesSchema = v.object({
  name: v.string(),
  added: v.array(v.string()),
  till: v.pipe(v.number(), v.integer()),
});

/** The segments a definition's matchers name (`IN_SEGMENT`). */
function segmentNames(splits: readonly unknown[]): string[] {
  const names = new Set<string>();
  for (const split of splits) {
    for (const condition of (split as { conditions?: { matcherGroup?: { matchers?: unknown[] } }[] })
      .conditions ?? []) {
      for (const matcher of condition.matcherGroup?.matchers ?? []) {
        const name = (matcher as { userDefinedSegmentMatcherData?: { segmentName?: unknown } })
          .userDefinedSegmentMatcherData?.segmentName;
        if (typeof name === 'string') names.add(name);
      }
    }
  }
  return [...names];
}

export interface SyncContext {
  env: Pick<Bindings, 'FLAGS' | 'SPLIT_SDK_KEY' | 'SPLIT_SDK_URL'>;
  log: Logger;
  fetch?: typeof fetch;
}

/** Fetches, checks and stores every definition; the number of flags stored, or null when nothing changed. */
export async function syncFlags({ env, log, fetch: send = fetch }: SyncContext): Promise<number | null> {
  const key = env.SPLIT_SDK_KEY;
  if (!key) {
    log.error('flag-authorization-key-empty', { part: 'sync' });
    return null;
  }
  const base = env.SPLIT_SDK_URL || SPLIT_SDK_URL;
  const get = async (path: string): Promise<unknown> => {
    const response = await send(`${base}${path}`, { headers: { authorization: `Bearer ${key}` } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
  try {
    const changes = v.parse(SplitChangesSchema, await get('/splitChanges?s=1.3&since=-1&rbSince=-1'));
    // A definition of a shape the SDK would not read is left out and named; the others still go in.
    const splits = changes.ff.d.flatMap((raw) => {
      const parsed = v.safeParse(FlagDefinitionSchema, raw);
      if (!parsed.success) log.error('flag-sync-failed', { reason: parsed.issues[0].message });
      return parsed.success ? [parsed.output] : [];
    });
    const segments: Segment[] = [];
    for (const name of segmentNames(splits)) {
      const segment = v.parse(
        SegmentChangesSchema,
        await get(`/segmentChanges/${encodeURIComponent(name)}?since=-1`),
      );
      segments.push({ name, keys: segment.added, till: segment.till });
    }
    const flagSet: FlagSet = { till: changes.ff.t, splits, segments };
    await env.FLAGS.put(DEFINITIONS_KEY, JSON.stringify(storageEntries(flagSet)));
    forgetDefinitions(ISOLATE_CACHE);
    log.info('flag-sync', { flags: splits.length, segments: segments.length, till: changes.ff.t });
    return splits.length;
  } catch (error) {
    log.error('flag-sync-failed', { error });
    return null;
  }
}
