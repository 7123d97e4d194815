// The flag store: one KV value (`flags:definitions`) with every definition in the SDK's storage layout, written by
// the cron sync in production and by `npm start` locally. Read at most every few seconds per isolate: no request
// waits for more than an in-memory read once an isolate is warm.
import * as v from 'valibot';
import type { Bindings } from '../env';
import type { StorageEntries } from './definitions';

/** The KV key the definitions live under. */
export const DEFINITIONS_KEY = 'flags:definitions';
/** How long an isolate keeps what it read; KV itself is eventually consistent, about a minute. */
const ISOLATE_TTL_MS = 30_000;

const EntriesSchema = v.record(v.string(), v.union([v.string(), v.array(v.string())]));

let kept: { until: number; entries: StorageEntries | null } | undefined;

/** The stored entries, or null when the store is empty or unreadable (every flag is then `off`). */
export async function storedDefinitions(env: Pick<Bindings, 'FLAGS'>): Promise<StorageEntries | null> {
  if (kept && kept.until > Date.now()) return kept.entries;
  const raw = await env.FLAGS.get(DEFINITIONS_KEY, 'json').catch(() => null);
  const parsed = v.safeParse(EntriesSchema, raw);
  const entries = parsed.success ? parsed.output : null;
  kept = { until: Date.now() + ISOLATE_TTL_MS, entries };
  return entries;
}

/** Forgets what this isolate read (the sync and the tests write new definitions). */
export function forgetDefinitions(): void {
  kept = undefined;
}
