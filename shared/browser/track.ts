// Tracking in the browser without React: `track()` queues an event, and the queue goes to the first-party event
// endpoint in batches, or as a beacon when the page is hidden. Consent decides: declined drops the queue and
// stops sending, no choice yet keeps it waiting, granted sends it.
import { analyticsEventName } from '../domain/analytics';
import type { TrackedEventType } from '../domain/tracked-events';
import { postToTrack, trackingConsent } from './track-endpoint';

/** The queue holds at most this many events; older ones go first. */
const QUEUE_MAX = 500;
/** A batch this big is sent at once. */
const BATCH = 30;

export interface TrackedEventInput {
  eventType: TrackedEventType;
  value?: number | null;
  properties?: Record<string, string | number | boolean | null>;
}

const queue: (TrackedEventInput & { timestamp: number })[] = [];

/** Sends what is queued, if consent allows; `beacon` when the page is going away. */
export function flushEvents(beacon = false): void {
  const status = trackingConsent();
  if (status === 'declined') queue.length = 0;
  if (status !== 'granted' || queue.length === 0) return;
  // In batches the endpoint takes (it refuses more than 100 events in one post).
  while (queue.length > 0) postToTrack(JSON.stringify({ events: queue.splice(0, BATCH) }), beacon);
}

/** Queues an event for the visitor (the endpoint adds the visitor's key from its cookie). */
export function track(event: TrackedEventInput): void {
  queue.push({ ...event, timestamp: Date.now() });
  // The tag manager, where consent loaded it, sees the same event under its normalised name.
  const layer = (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer;
  layer?.push({
    event: analyticsEventName(event.eventType),
    value: event.value ?? null,
    ...event.properties,
  });
  if (queue.length > QUEUE_MAX) queue.splice(0, queue.length - QUEUE_MAX);
  if (queue.length >= BATCH) flushEvents();
}

let bound = false;

/** Sends the queue as a beacon when the page is hidden (once per page). */
export function bindTracking(): void {
  if (bound) return;
  bound = true;
  addEventListener('pagehide', () => flushEvents(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushEvents(true);
  });
}
