// The first-party event endpoint: the browser's tracked events and the flags a page came to show in the browser
// (`POST /frontend-api/track`, by `fetch` or a beacon on page hide). Only what the shop can trust is sent on, after
// the response: a key the shop issued (or the team's tester key), events of the shop's own types within their
// bounds (a bad one is dropped and logged alone), at most the client's share of events per minute, and exposures
// only of flags the page state's signed token names. To the flag service when a key is configured, else to the log.
// Consent decides whether anything is sent.
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { FLAG_KEY, FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { isCrawler } from '../../shared/domain/http-policy';
import { WRITE_LIMITS } from '../../shared/domain/write-limits';
import type { AppEnv } from '../env';
import { type BeaconRefusal, beaconRefusal, issueText, readBeacon } from '../site/beacon';
import { clientAddress } from '../site/client-address';
import { trackingConsent } from '../site/request-facts';
import { ExposureSchema, TrackBatchSchema, type TrackedEvent, trackedEventSchema } from './events';
import { postToFlagService, trackedEventsBulk } from './impressions';
import { recordExposures, visitorKey } from './middleware';
import { readPageToken } from './page-token';
import { storedDefinitions } from './store';

export const TRACK_PATH = '/frontend-api/track';

const refuse = (c: Context<AppEnv>, { status, error }: BeaconRefusal) => c.json({ error }, status);

async function send(c: Context<AppEnv>, key: string, events: readonly TrackedEvent[]): Promise<void> {
  const bulk = trackedEventsBulk(key, events, Date.now());
  if (!c.env.SPLIT_SDK_KEY) {
    c.get('log').info('flag-events', { events: bulk });
    return;
  }
  await postToFlagService(
    { env: c.env, log: c.get('log'), fetch: c.get('flagServiceFetch') },
    'events',
    '/events/bulk',
    bulk,
  );
}

/** An item dropped from a batch: where it was and why. */
interface Dropped {
  field: string;
  reason: string;
}

/** The events of the batch that pass their rules; each one that does not is logged and listed alone. */
function checkedEvents(c: Context<AppEnv>, items: readonly unknown[], dropped: Dropped[]): TrackedEvent[] {
  const schema = trackedEventSchema(Date.now());
  const events: TrackedEvent[] = [];
  items.forEach((item, index) => {
    const parsed = v.safeParse(schema, item);
    if (parsed.success) {
      events.push(parsed.output);
      return;
    }
    const reason = issueText(parsed.issues).replace(/^body: /, '');
    const eventType = (item as { eventType?: unknown } | null)?.eventType;
    c.get('log').warn('flag-event-refused', {
      index,
      ...(typeof eventType === 'string' ? { eventType: eventType.slice(0, 80) } : {}),
      reason,
    });
    dropped.push({ field: `events.${index}`, reason });
  });
  return events;
}

/**
 * The events within the client's share per minute, each counted by the platform's limit; the rest are dropped
 * and logged once as `write-rate-limited`.
 */
async function withinCap(
  c: Context<AppEnv>,
  events: readonly TrackedEvent[],
  dropped: Dropped[],
): Promise<TrackedEvent[]> {
  if (events.length === 0) return [];
  const { binding } = WRITE_LIMITS.events;
  const key = `events:${clientAddress(c)}`;
  const counted = await Promise.all(events.map(() => c.env[binding].limit({ key })));
  const kept = events.filter((_event, index) => counted[index]?.success);
  if (kept.length < events.length) {
    c.get('log').warn('write-rate-limited', {
      path: c.req.path,
      scope: 'events',
      limit: 'events',
      dropped: events.length - kept.length,
    });
    dropped.push({ field: 'events', reason: `over ${WRITE_LIMITS.events.limit} events a minute` });
  }
  return kept;
}

/** The exposures a valid page token names; every other one is dropped and logged. */
function checkedExposures(
  c: Context<AppEnv>,
  secret: string,
  items: readonly unknown[],
  token: string | undefined,
  dropped: Dropped[],
): string[] {
  if (items.length === 0) return [];
  const named = readPageToken(secret, token, Date.now());
  const flags: string[] = [];
  items.forEach((item, index) => {
    const parsed = v.safeParse(ExposureSchema, item);
    const reason = !parsed.success
      ? (parsed.issues[0]?.message ?? 'invalid')
      : !named.ok
        ? `token: ${named.reason}`
        : named.flags.has(parsed.output)
          ? null
          : 'not a flag of the page';
    if (reason === null && parsed.success) {
      flags.push(parsed.output);
      return;
    }
    c.get('log').warn('flag-exposure-refused', {
      index,
      ...(parsed.success ? { flag: parsed.output } : {}),
      reason,
    });
    dropped.push({ field: `exposures.${index}`, reason: reason ?? 'invalid' });
  });
  return flags;
}

export const track = new Hono<AppEnv>();

track.post(TRACK_PATH, async (c) => {
  const refusal = beaconRefusal(c);
  if (refusal) return refuse(c, refusal);
  const cookie = v.safeParse(v.pipe(v.string(), v.regex(FLAG_KEY)), getCookie(c, FLAG_KEY_COOKIE));
  if (!cookie.success) {
    c.get('log').error('flag-key-empty', { part: 'track' });
    return refuse(c, { status: 400, error: 'splitIoUserKey: the visitor has no flag key' });
  }
  const batch = await readBeacon(c, TrackBatchSchema);
  if (!batch.ok) return refuse(c, batch.refusal);
  const secret = c.env.FLAG_SIGNING_SECRET;
  if (!secret) {
    c.get('log').error('flag-initialisation-failure', { reason: 'FLAG_SIGNING_SECRET is not set' });
    return c.json({ queued: 0, consent: trackingConsent(c), ignored: 'unsigned' }, 202);
  }
  // Only a key the shop issued counts (or the team's tester key): a made-up one records nothing.
  const key = await visitorKey(c, await storedDefinitions(c.env, c.get('kept')));
  if (key === undefined) {
    c.get('log').warn('flag-key-refused', { part: 'track' });
    return refuse(c, { status: 403, error: 'splitIoUserKey: not a key this shop issued' });
  }
  const dropped: Dropped[] = [];
  const valid = checkedEvents(c, batch.value.events, dropped);
  const exposures = checkedExposures(c, secret, batch.value.exposures, batch.value.token, dropped);
  // Nothing left to take: the post was all bad, and says why (the first reason).
  if (valid.length + exposures.length === 0) {
    const [first] = dropped;
    return refuse(c, { status: 400, error: first ? `${first.field}: ${first.reason}` : 'nothing to record' });
  }
  // Declined drops the events; without a choice nothing is sent either (no queue outlives the request).
  const consent = trackingConsent(c);
  const events = consent === 'granted' ? await withinCap(c, valid, dropped) : [];
  if (events.length > 0) c.executionCtx.waitUntil(send(c, key, events));
  // A flag the page came to show in the browser: its impression, as the page's own would have been recorded.
  const recording = consent === 'granted' && exposures.length > 0 && !isCrawler(c.req.header('user-agent'));
  if (recording) c.executionCtx.waitUntil(recordExposures(c, key, exposures));
  return c.json(
    {
      queued: events.length,
      consent,
      ...(batch.value.exposures.length > 0 ? { exposures: recording ? exposures.length : 0 } : {}),
      ...(dropped.length > 0 ? { dropped } : {}),
    },
    202,
  );
});
