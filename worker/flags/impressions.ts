// Impressions: one per evaluated flag, kept as the impressions mode says and sent after the response, to the
// flag service when a key is configured, else to the log. Consent decides whether anything is sent.
import type { ConsentStatus } from '../../shared/domain/consent';
import { type IsolateCache, keptSpace } from '../../shared/domain/isolate-cache';
import type { Bindings } from '../env';
import type { Logger } from '../log';
import type { Impression } from './evaluate';

export const IMPRESSION_MODES = ['debug', 'optimized', 'none'] as const;
export type ImpressionMode = (typeof IMPRESSION_MODES)[number];

/** The flag service's events API (impressions and events); `SPLIT_EVENTS_URL` overrides it. */
export const SPLIT_EVENTS_URL = 'https://events.split.io/api';
/** Optimized mode remembers the impressions it sent (in the isolate's cache) and sends each only once. */
const SENT = keptSpace<true>('impressions-sent', () => 8);

export function impressionMode(env: Pick<Bindings, 'FLAG_IMPRESSIONS_MODE'>): ImpressionMode {
  const mode = env.FLAG_IMPRESSIONS_MODE?.toLowerCase();
  return (IMPRESSION_MODES as readonly string[]).includes(mode ?? '')
    ? (mode as ImpressionMode)
    : 'optimized';
}

/** What the mode keeps: all (debug), each (key, flag, treatment, change) once per isolate (optimized), none
 * (the none mode sends counts and unique keys instead, `impressionSummary`). */
export function keptImpressions(
  impressions: readonly Impression[],
  mode: ImpressionMode,
  kept: IsolateCache,
): Impression[] {
  if (mode === 'none') return [];
  if (mode === 'debug') return [...impressions];
  return impressions.filter((impression) => {
    const id = `${impression.keyName}\u0000${impression.feature}\u0000${impression.treatment}\u0000${impression.changeNumber}`;
    if (kept.get(SENT, id)) return false;
    kept.set(SENT, id, true);
    return true;
  });
}

/** The flag service's bulk format: impressions grouped by flag. */
export function impressionsBulk(impressions: readonly Impression[]) {
  const byFeature = new Map<string, Impression[]>();
  for (const impression of impressions) {
    const list = byFeature.get(impression.feature) ?? [];
    list.push(impression);
    byFeature.set(impression.feature, list);
  }
  return [...byFeature].map(([feature, list]) => ({
    f: feature,
    i: list.map((entry) => ({
      k: entry.keyName,
      t: entry.treatment,
      m: entry.time,
      c: entry.changeNumber,
      r: entry.label,
    })),
  }));
}

/** The none mode's summary: impressions counted per flag and hour, and the flags each key saw. */
export function impressionSummary(impressions: readonly Impression[]) {
  const hour = (time: number) => time - (time % 3_600_000);
  const counts = new Map<string, { f: string; m: number; rc: number }>();
  const keys = new Map<string, Set<string>>();
  for (const impression of impressions) {
    const id = `${impression.feature}\u0000${hour(impression.time)}`;
    const entry = counts.get(id) ?? { f: impression.feature, m: hour(impression.time), rc: 0 };
    entry.rc += 1;
    counts.set(id, entry);
    keys.set(impression.keyName, (keys.get(impression.keyName) ?? new Set()).add(impression.feature));
  }
  return {
    counts: { pf: [...counts.values()] },
    uniqueKeys: { keys: [...keys].map(([k, features]) => ({ k, fs: [...features] })) },
  };
}

export interface FlushContext {
  env: Pick<Bindings, 'SPLIT_SDK_KEY' | 'SPLIT_EVENTS_URL'>;
  log: Logger;
  consent: ConsentStatus;
  fetch?: typeof fetch;
}

/**
 * Sends the impressions: only with consent granted (declined drops them; unknown holds nothing back on the
 * server, where no queue outlives the request, so they are not sent either).
 */
export async function flushImpressions(
  impressions: readonly Impression[],
  context: FlushContext,
  mode: ImpressionMode = 'optimized',
): Promise<void> {
  if (impressions.length === 0 || context.consent !== 'granted') return;
  const summary = mode === 'none' ? impressionSummary(impressions) : undefined;
  const posts: [path: string, body: unknown][] = summary
    ? [
        ['/testImpressions/count', summary.counts],
        ['/v1/keys/cs', summary.uniqueKeys],
      ]
    : [['/testImpressions/bulk', impressionsBulk(impressions)]];
  const key = context.env.SPLIT_SDK_KEY;
  if (!key) {
    context.log.info('flag-impressions', { mode, ...Object.fromEntries(posts) });
    return;
  }
  for (const [path, body] of posts) {
    await postToFlagService(context, path, body, { SplitSDKImpressionsMode: mode.toUpperCase() });
  }
}

/**
 * Posts to the flag service's events API with the server-side key (impressions, counts, unique keys, tracked
 * events); a failure is logged as `flag-track-failure`, never thrown: it runs after the response.
 */
export async function postToFlagService(
  context: Pick<FlushContext, 'env' | 'log' | 'fetch'>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<void> {
  const send = context.fetch ?? fetch;
  const response = await send(`${context.env.SPLIT_EVENTS_URL || SPLIT_EVENTS_URL}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${context.env.SPLIT_SDK_KEY}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!response?.ok) context.log.error('flag-track-failure', { path, status: response?.status ?? 0 });
  await response?.body?.cancel();
}
