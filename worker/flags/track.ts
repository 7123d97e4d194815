// The first-party event endpoint: the browser's tracked events (`POST /frontend-api/track`, by `fetch` or a
// beacon on page hide), checked by the flag service's rules, sent on with the visitor's key after the response:
// to the flag service when a key is configured, else to the log. Consent decides whether anything is sent.
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { FLAG_KEY, FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { isCrawler } from '../../shared/domain/http-policy';
import type { AppEnv } from '../env';
import { type BeaconRefusal, beaconRefusal, readBeacon } from '../site/beacon';
import { trackingConsent } from '../site/request-facts';
import { PROPERTIES_WARN, TrackBatchSchema, type TrackedEvent } from './events';
import { postToFlagService, TRAFFIC_TYPE } from './impressions';
import { recordExposures, refusedTesterKey } from './middleware';
import { storedDefinitions } from './store';

export const TRACK_PATH = '/frontend-api/track';

const refuse = (c: Context<AppEnv>, { status, error }: BeaconRefusal) => c.json({ error }, status);

async function send(c: Context<AppEnv>, key: string, events: readonly TrackedEvent[]): Promise<void> {
  const now = Date.now();
  const bulk = events.map((event) => ({
    eventTypeId: event.eventType,
    trafficTypeName: TRAFFIC_TYPE,
    key,
    value: event.value,
    timestamp: event.timestamp ?? now,
    properties: event.properties,
  }));
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

export const track = new Hono<AppEnv>();

track.post(TRACK_PATH, async (c) => {
  const refusal = beaconRefusal(c);
  if (refusal) return refuse(c, refusal);
  const key = v.safeParse(v.pipe(v.string(), v.regex(FLAG_KEY)), getCookie(c, FLAG_KEY_COOKIE));
  if (!key.success) {
    c.get('log').error('flag-key-empty', { part: 'track' });
    return refuse(c, { status: 400, error: 'splitIoUserKey: the visitor has no flag key' });
  }
  const batch = await readBeacon(c, TrackBatchSchema);
  if (!batch.ok) return refuse(c, batch.refusal);
  // A stranger's tester key counts nothing: its impressions and events would be the testers' treatments.
  if (await refusedTesterKey(c, await storedDefinitions(c.env, c.get('kept')), key.output))
    return c.json({ queued: 0, consent: trackingConsent(c), ignored: 'tester-key' }, 202);
  const { events, exposures } = batch.value;
  for (const event of events) {
    const count = Object.keys(event.properties).length;
    if (count > PROPERTIES_WARN)
      c.get('log').warn('flag-track-failure', { eventType: event.eventType, properties: count });
  }
  // Declined drops the events; without a choice nothing is sent either (no queue outlives the request).
  const consent = trackingConsent(c);
  if (consent === 'granted' && events.length > 0) c.executionCtx.waitUntil(send(c, key.output, events));
  // A flag the page came to show in the browser: its impression, as the page's own would have been recorded.
  const recording = consent === 'granted' && exposures.length > 0 && !isCrawler(c.req.header('user-agent'));
  if (recording) c.executionCtx.waitUntil(recordExposures(c, key.output, exposures));
  const queued = consent === 'granted' ? events.length : 0;
  return c.json(
    { queued, consent, ...(exposures.length > 0 ? { exposures: recording ? exposures.length : 0 } : {}) },
    202,
  );
});
