// Tracked events: the flag service's rules for an event, checked at the first-party endpoint before anything is
// queued. A batch with one bad event is refused whole, naming the event and the rule.
import * as v from 'valibot';
import { FLAG_NAME } from '../../shared/domain/flags';

/** An event type: a letter or digit, then up to 79 letters, digits, `-`, `_`, `.` or `:`. */
export const EVENT_TYPE = /^[a-zA-Z0-9][-_.:a-zA-Z0-9]{0,79}$/;
/** More properties than this is allowed, with a warning. */
export const PROPERTIES_WARN = 300;
/** An event heavier than this is not queued. */
export const EVENT_MAX_BYTES = 32_768;
/** What every event weighs before its properties. */
const BASE_BYTES = 1024;
/** Events per request. */
export const MAX_EVENTS = 100;

/** The weight of a property value: strings 2 bytes a character, numbers 8, booleans 4, null 0. */
function valueBytes(value: string | number | boolean | null): number {
  if (typeof value === 'string') return value.length * 2;
  if (typeof value === 'number') return 8;
  if (typeof value === 'boolean') return 4;
  return 0;
}

/** The properties with every value the service does not take (objects, arrays, …) turned into null. */
function plainProperties(input: Record<string, unknown>): Record<string, string | number | boolean | null> {
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value))
        ? value
        : null,
    ]),
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

export const TrackedEventSchema = v.pipe(
  v.object({
    eventType: v.pipe(
      v.string('eventType is required'),
      v.regex(EVENT_TYPE, 'eventType must match the event pattern'),
    ),
    value: v.optional(
      v.nullable(v.pipe(v.number('value must be a number or null'), v.finite('value must be finite'))),
      null,
    ),
    properties: v.optional(
      v.pipe(
        v.custom<Record<string, unknown>>(isPlainObject, 'properties must be a plain object'),
        v.transform(plainProperties),
      ),
      {},
    ),
    timestamp: v.optional(
      v.pipe(v.number(), v.integer('timestamp must be whole milliseconds'), v.minValue(0)),
    ),
  }),
  v.check(
    (event) =>
      BASE_BYTES +
        Object.values(event.properties).reduce<number>((sum, value) => sum + valueBytes(value), 0) <=
      EVENT_MAX_BYTES,
    `properties must weigh at most ${EVENT_MAX_BYTES} bytes`,
  ),
);
export type TrackedEvent = v.InferOutput<typeof TrackedEventSchema>;

/** Flags one report may name as seen in the browser. */
export const MAX_EXPOSURES = 20;

/** A batch: events, and the flags the page came to show in the browser (their impressions); not both empty. */
export const TrackBatchSchema = v.pipe(
  v.object({
    events: v.pipe(
      v.array(TrackedEventSchema, 'events must be a list'),
      v.maxLength(MAX_EVENTS, `at most ${MAX_EVENTS} events at once`),
    ),
    exposures: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(), v.regex(FLAG_NAME, 'a flag name is a word')), 'exposures must be a list'),
        v.maxLength(MAX_EXPOSURES, `at most ${MAX_EXPOSURES} flags at once`),
      ),
      [],
    ),
  }),
  v.forward(
    v.check((batch) => batch.events.length + batch.exposures.length > 0, 'events must not be empty'),
    ['events'],
  ),
);
