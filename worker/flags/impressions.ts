// Impressions on the flag service's wire, as its JavaScript SDK sends them (splitio-commons' submitters): what the
// impressions mode keeps of a request's impressions, and the posts that carry them after the response. Without a
// server-side key the same payloads go to the log. Consent decides whether anything is sent.
import type { ConsentStatus } from '../../shared/domain/consent';
import { type IsolateCache, keptSpace } from '../../shared/domain/isolate-cache';
import type { Bindings } from '../env';
import type { Logger } from '../log';
import type { Impression } from './evaluate';
import type { TrackedEvent } from './events';

export const IMPRESSION_MODES = ['debug', 'optimized', 'none'] as const;
export type ImpressionMode = (typeof IMPRESSION_MODES)[number];

/** The flag service's events API (impressions, counts, events); `SPLIT_EVENTS_URL` overrides it. */
export const SPLIT_EVENTS_URL = 'https://events.split.io/api';
/** The flag service's telemetry API (unique keys, usage); `SPLIT_TELEMETRY_URL` overrides it. */
export const SPLIT_TELEMETRY_URL = 'https://telemetry.split.io/api';
/** The SDK these payloads follow, named as its `SplitSDKVersion` header names it. */
export const SDK_VERSION = 'javascript-10.28.0';
/** The traffic type of the visitor key. */
export const TRAFFIC_TYPE = 'user';
/** The event each evaluation a visitor saw is also tracked as (the spec's impression listener). */
export const EVALUATION_EVENT = 'split_evaluation';
/** Share of requests whose usage is posted: the browser SDK's telemetry sample; `FLAG_TELEMETRY_SAMPLE` overrides. */
export const TELEMETRY_SAMPLE = 0.001;
/** The SDK's dedupe window: an impression seen again within its hour is counted, not sent. */
const HOUR_MS = 3_600_000;

/** Optimized mode's observer: when each (key, flag, treatment, label, change) was last seen in this isolate. */
const SEEN = keptSpace<number>('impressions-seen', () => 8);

export function impressionMode(env: Pick<Bindings, 'FLAG_IMPRESSIONS_MODE'>): ImpressionMode {
  const mode = env.FLAG_IMPRESSIONS_MODE?.toLowerCase();
  return (IMPRESSION_MODES as readonly string[]).includes(mode ?? '')
    ? (mode as ImpressionMode)
    : 'optimized';
}

const hourOf = (time: number) => time - (time % HOUR_MS);

/** A request's impressions as its mode records them. */
export interface RecordedImpressions {
  mode: ImpressionMode;
  /** Every impression the visitor saw (the evaluation events are made of these). */
  seen: readonly Impression[];
  /** Sent one by one (debug: all; optimized: the first of each hour), `pt` the time it was seen before. */
  sent: readonly (Impression & { pt?: number })[];
  /** Counted per flag and hour instead (optimized: the repeats; none: all). */
  counted: readonly Impression[];
  /** The keys each flag was seen by (none). */
  uniqueKeys: readonly Impression[];
  /** Repeats optimized mode did not send: the usage's dedupe count. */
  deduped: number;
}

/** What the mode records of a request's impressions, as the SDK's debug, optimized and none strategies do. */
export function recordedImpressions(
  impressions: readonly Impression[],
  mode: ImpressionMode,
  kept: IsolateCache,
): RecordedImpressions {
  const none = { mode, seen: impressions, sent: [], counted: [], uniqueKeys: [], deduped: 0 };
  if (mode === 'none') return { ...none, counted: impressions, uniqueKeys: impressions };
  const sent: (Impression & { pt?: number })[] = [];
  const counted: Impression[] = [];
  for (const impression of impressions) {
    const id = `${impression.keyName}:${impression.feature}:${impression.treatment}:${impression.label}:${impression.changeNumber}`;
    const pt = kept.get(SEEN, id);
    kept.set(SEEN, id, impression.time);
    const stamped = pt === undefined ? impression : { ...impression, pt };
    if (mode === 'debug') sent.push(stamped);
    else {
      if (pt !== undefined) counted.push(impression);
      if (pt === undefined || pt < hourOf(impression.time)) sent.push(stamped);
    }
  }
  return { ...none, sent, counted, deduped: impressions.length - sent.length };
}

/** `/testImpressions/bulk`: impressions grouped by flag. */
export function impressionsBulk(impressions: readonly (Impression & { pt?: number })[]) {
  const byFeature = new Map<string, (Impression & { pt?: number })[]>();
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
      c: entry.changeNumber ?? -1,
      r: entry.label,
      ...(entry.bucketingKey ? { b: entry.bucketingKey } : {}),
      ...(entry.pt !== undefined ? { pt: entry.pt } : {}),
    })),
  }));
}

/** `/testImpressions/count`: impressions counted per flag and hour. */
export function impressionCounts(impressions: readonly Impression[]) {
  const counts = new Map<string, { f: string; m: number; rc: number }>();
  for (const impression of impressions) {
    const id = `${impression.feature}::${hourOf(impression.time)}`;
    const entry = counts.get(id) ?? { f: impression.feature, m: hourOf(impression.time), rc: 0 };
    entry.rc += 1;
    counts.set(id, entry);
  }
  return { pf: [...counts.values()] };
}

/** `/v1/keys/ss`: the keys each flag was seen by, as a server-side SDK sends them. */
export function uniqueKeys(impressions: readonly Impression[]) {
  const keys = new Map<string, Set<string>>();
  for (const impression of impressions) {
    keys.set(impression.feature, (keys.get(impression.feature) ?? new Set()).add(impression.keyName));
  }
  return { keys: [...keys].map(([f, ks]) => ({ f, ks: [...ks] })) };
}

/** `/events/bulk`: each impression the visitor saw as a `split_evaluation` event. */
export function evaluationEvents(impressions: readonly Impression[]) {
  return impressions.map((impression) => ({
    eventTypeId: EVALUATION_EVENT,
    trafficTypeName: TRAFFIC_TYPE,
    key: impression.keyName,
    // No value: the SDK's track leaves it out when none is given.
    timestamp: impression.time,
    properties: {
      feature: impression.feature,
      treatment: impression.treatment,
      label: impression.label,
      changeNumber: impression.changeNumber ?? -1,
    },
  }));
}

/** `/events/bulk` as the SDK sends tracked events: no value where the event has none. */
export function trackedEventsBulk(key: string, events: readonly TrackedEvent[], now: number) {
  return events.map((event) => ({
    eventTypeId: event.eventType,
    trafficTypeName: TRAFFIC_TYPE,
    key,
    ...(event.value !== null && event.value !== undefined ? { value: event.value } : {}),
    timestamp: event.timestamp ?? now,
    properties: event.properties,
  }));
}

/** The SDK's latency buckets (milliseconds, each 1.5 times the last): the index a latency falls in. */
export function latencyBucket(ms: number): number {
  let bound = 1;
  for (let index = 0; index < 22; index += 1) {
    if (ms <= bound) return index;
    bound *= 1.5;
  }
  return 22;
}

/** `/v1/metrics/usage`: what one sampled request did, in the SDK's telemetry fields. */
export function usageStats(recorded: RecordedImpressions, facts: { flags: number; evaluationMs: number }) {
  const latencies = Array.from({ length: 23 }, () => 0);
  latencies[latencyBucket(facts.evaluationMs)] = 1;
  return {
    lS: {},
    mL: { ts: latencies },
    mE: {},
    hE: {},
    hL: {},
    tR: 0,
    aR: 0,
    iQ: recorded.sent.length,
    iDe: recorded.deduped,
    iDr: 0,
    spC: facts.flags,
    eQ: recorded.seen.length,
    eD: 0,
    sE: [],
    // Tags and the updates streaming saved: none here, sent empty as the SDK's telemetry queue sends them.
    t: [],
    ufs: {},
  };
}

export interface FlushContext {
  env: Pick<Bindings, 'SPLIT_SDK_KEY' | 'SPLIT_EVENTS_URL' | 'SPLIT_TELEMETRY_URL' | 'FLAG_TELEMETRY_SAMPLE'>;
  log: Logger;
  consent: ConsentStatus;
  /** The flag service's fetch (a local stand-in's); the global one by default. */
  fetch?: typeof fetch | undefined;
  /** For the usage sample: how many flags the store holds and how long the evaluation took. */
  usage?: { flags: number; evaluationMs: number };
}

/** The share of requests whose usage is posted: `FLAG_TELEMETRY_SAMPLE` where it is a number from 0 to 1. */
export function telemetrySample(env: Pick<Bindings, 'FLAG_TELEMETRY_SAMPLE'>): number {
  const sample = Number(env.FLAG_TELEMETRY_SAMPLE);
  return env.FLAG_TELEMETRY_SAMPLE !== undefined && sample >= 0 && sample <= 1 ? sample : TELEMETRY_SAMPLE;
}

type Host = 'events' | 'telemetry';
type Post = [host: Host, path: string, body: unknown, headers?: Record<string, string>];

/** The posts a request's recorded impressions make, as the SDK's submitters make them. */
export function impressionPosts(recorded: RecordedImpressions, context: FlushContext): Post[] {
  const posts: Post[] = [];
  if (recorded.sent.length > 0) {
    posts.push([
      'events',
      '/testImpressions/bulk',
      impressionsBulk(recorded.sent),
      { SplitSDKImpressionsMode: recorded.mode.toUpperCase() },
    ]);
  }
  if (recorded.counted.length > 0)
    posts.push(['events', '/testImpressions/count', impressionCounts(recorded.counted)]);
  if (recorded.uniqueKeys.length > 0)
    posts.push(['telemetry', '/v1/keys/ss', uniqueKeys(recorded.uniqueKeys)]);
  if (recorded.seen.length > 0) posts.push(['events', '/events/bulk', evaluationEvents(recorded.seen)]);
  if (context.usage && Math.random() < telemetrySample(context.env)) {
    posts.push(['telemetry', '/v1/metrics/usage', usageStats(recorded, context.usage)]);
  }
  return posts;
}

/**
 * Sends a request's recorded impressions: only with consent granted (declined drops them; unknown holds nothing
 * back on the server, where no queue outlives the request, so they are not sent either).
 */
export async function flushImpressions(recorded: RecordedImpressions, context: FlushContext): Promise<void> {
  if (recorded.seen.length === 0 || context.consent !== 'granted') return;
  const posts = impressionPosts(recorded, context);
  if (!context.env.SPLIT_SDK_KEY) {
    context.log.info('flag-impressions', {
      mode: recorded.mode,
      ...Object.fromEntries(posts.map(([, path, body]) => [path, body])),
    });
    return;
  }
  await Promise.all(
    posts.map(([host, path, body, headers]) => postToFlagService(context, host, path, body, headers)),
  );
}

/**
 * Posts to the flag service with the server-side key and the SDK's headers (impressions, counts, unique keys,
 * usage, tracked events); a failure is logged as `flag-track-failure`, never thrown: it runs after the response.
 */
export async function postToFlagService(
  context: Pick<FlushContext, 'env' | 'log' | 'fetch'>,
  host: Host,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<void> {
  const send = context.fetch ?? fetch;
  const base =
    host === 'events'
      ? context.env.SPLIT_EVENTS_URL || SPLIT_EVENTS_URL
      : context.env.SPLIT_TELEMETRY_URL || SPLIT_TELEMETRY_URL;
  const response = await send(`${base}${path}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${context.env.SPLIT_SDK_KEY}`,
      // No machine name or IP: an isolate has neither, as the SDK sends none with IP addresses turned off.
      SplitSDKVersion: SDK_VERSION,
      ...headers,
    },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!response?.ok) context.log.error('flag-track-failure', { path, status: response?.status ?? 0 });
  await response?.body?.cancel();
}
