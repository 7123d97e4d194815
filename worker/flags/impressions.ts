// Impressions: one per evaluated flag, kept as the impressions mode says and sent after the response, to the
// flag service when a key is configured, else to the log. Consent decides whether anything is sent.
import type { ConsentStatus } from '../../shared/domain/consent';
import type { Bindings } from '../env';
import type { Logger } from '../log';
import type { Impression } from './evaluate';

export const IMPRESSION_MODES = ['debug', 'optimized', 'none'] as const;
export type ImpressionMode = (typeof IMPRESSION_MODES)[number];

/** The flag service's events API (impressions and events); `SPLIT_EVENTS_URL` overrides it. */
export const SPLIT_EVENTS_URL = 'https://events.split.io/api';
/** Optimized mode remembers this many impressions per isolate and sends each only once. */
export const DEDUPE_ENTRIES = 500;

const seen = new Map<string, true>();

export function impressionMode(env: Pick<Bindings, 'FLAG_IMPRESSIONS_MODE'>): ImpressionMode {
  const mode = env.FLAG_IMPRESSIONS_MODE?.toLowerCase();
  return (IMPRESSION_MODES as readonly string[]).includes(mode ?? '')
    ? (mode as ImpressionMode)
    : 'optimized';
}

/** What the mode keeps: all (debug), each (key, flag, treatment, change) once per isolate (optimized), none. */
export function keptImpressions(impressions: readonly Impression[], mode: ImpressionMode): Impression[] {
  if (mode === 'none') return [];
  if (mode === 'debug') return [...impressions];
  return impressions.filter((impression) => {
    const id = `${impression.keyName}\u0000${impression.feature}\u0000${impression.treatment}\u0000${impression.changeNumber}`;
    if (seen.has(id)) return false;
    seen.set(id, true);
    // The oldest entry goes first once the window is full.
    if (seen.size > DEDUPE_ENTRIES) seen.delete(seen.keys().next().value as string);
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
): Promise<void> {
  if (impressions.length === 0 || context.consent !== 'granted') return;
  const key = context.env.SPLIT_SDK_KEY;
  if (!key) {
    context.log.info('flag-impressions', { impressions: impressionsBulk(impressions) });
    return;
  }
  const send = context.fetch ?? fetch;
  const response = await send(`${context.env.SPLIT_EVENTS_URL || SPLIT_EVENTS_URL}/testImpressions/bulk`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      SplitSDKImpressionsMode: 'DEBUG',
    },
    body: JSON.stringify(impressionsBulk(impressions)),
  }).catch(() => null);
  if (!response?.ok) context.log.error('flag-track-failure', { status: response?.status ?? 0 });
  await response?.body?.cancel();
}
