// The flag store: one KV value (`flags:definitions`) with every definition in the SDK's storage layout, written by
// the cron sync in production and by `npm start` locally. Read at most every few seconds per isolate: no request
// waits for more than an in-memory read once an isolate is warm.
import * as v from 'valibot';
import { type IsolateCache, keptSpace } from '../../shared/domain/isolate-cache';
import type { Bindings } from '../env';
import { type FlagDefinitions, flagDefinitions } from './definitions';

/** The KV key the definitions live under. */
export const DEFINITIONS_KEY = 'flags:definitions';
/** How long an isolate keeps what it read; KV itself is eventually consistent, about a minute. */
const ISOLATE_TTL_MS = 30_000;

const EntriesSchema = v.record(v.string(), v.union([v.string(), v.array(v.string())]));

/** What the isolate read last (one entry: an empty store is kept as null too). */
const DEFINITIONS = keptSpace<{ definitions: FlagDefinitions | null }>(
  'flag-definitions',
  (kept) =>
    // Parsed definitions take a few times their text.
    (kept.definitions?.textLength ?? 0) * 4,
);

async function readDefinitions(env: Pick<Bindings, 'FLAGS'>): Promise<FlagDefinitions | null> {
  const text = await env.FLAGS.get(DEFINITIONS_KEY, 'text').catch(() => null);
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
  kept.set(DEFINITIONS, 'definitions', { definitions }, { until: Date.now() + ISOLATE_TTL_MS });
  return definitions;
}

/** Forgets what this isolate read (the sync and the tests write new definitions). */
export function forgetDefinitions(kept: IsolateCache): void {
  kept.clear(DEFINITIONS);
}
