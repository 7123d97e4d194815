// The flag store: one KV value (`flags:definitions`) with every definition in the SDK's storage layout, written by
// the cron sync in production and by `npm start` locally. Read at most every 20 seconds per isolate: no request
// waits for more than an in-memory read once an isolate is warm.
import * as v from 'valibot';
import { type IsolateCache, keptSpace } from '../../shared/domain/isolate-cache';
import type { Bindings } from '../env';
import { type FlagDefinitions, flagDefinitions } from './definitions';

/** The KV key the definitions live under. */
export const DEFINITIONS_KEY = 'flags:definitions';
/** How long an isolate keeps what it read. */
export const ISOLATE_TTL_SECONDS = 20;
/** How long a location's KV keeps a read before asking the central store again (KV's shortest). */
export const KV_CACHE_TTL_SECONDS = 30;
/**
 * The longest a change (a kill) takes to reach every isolate: the sync's interval, then a location's KV copy
 * expiring, then an isolate's; a sync's own few seconds fit in what is left.
 */
export const FLAG_CHANGE_BOUND_SECONDS = 90;

const EntriesSchema = v.record(v.string(), v.union([v.string(), v.array(v.string())]));

/** What the isolate read last (one entry: an empty store is kept as null too). */
const DEFINITIONS = keptSpace<{ definitions: FlagDefinitions | null }>(
  'flag-definitions',
  (kept) =>
    // Parsed definitions take a few times their text.
    (kept.definitions?.textLength ?? 0) * 4,
);

async function readDefinitions(env: Pick<Bindings, 'FLAGS'>): Promise<FlagDefinitions | null> {
  const text = await env.FLAGS.get(DEFINITIONS_KEY, {
    type: 'text',
    cacheTtl: KV_CACHE_TTL_SECONDS,
  }).catch(() => null);
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = v.safeParse(EntriesSchema, raw);
  return parsed.success ? flagDefinitions(parsed.output, text) : null;
}

/** The stored definitions, or null when the store is empty or unreadable (every flag is then `off`). */
export async function storedDefinitions(
  env: Pick<Bindings, 'FLAGS'>,
  kept: IsolateCache,
): Promise<FlagDefinitions | null> {
  const known = kept.get(DEFINITIONS, 'definitions');
  if (known) return known.definitions;
  const definitions = await readDefinitions(env);
  kept.set(DEFINITIONS, 'definitions', { definitions }, { until: Date.now() + ISOLATE_TTL_SECONDS * 1000 });
  return definitions;
}

/** Forgets what this isolate read (the sync and the tests write new definitions). */
export function forgetDefinitions(kept: IsolateCache): void {
  kept.clear(DEFINITIONS);
}
