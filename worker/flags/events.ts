// Tracked events: the shop's own list of event types, each with its value's bounds and its properties, then the
// flag service's rules for any event, checked at the first-party endpoint before anything is queued. The batch is
// read first; each event is then checked alone, so one bad event is dropped (and logged) and the rest go on.
import * as v from 'valibot';
import { FLAG_NAME } from '../../shared/domain/flags';
import {
  EVENT_AGE_MAX_MS,
  EVENT_AHEAD_MAX_MS,
  EVENT_VALUE_MAX,
  TRACKED_EVENT_TYPES,
} from '../../shared/domain/tracked-events';
import { DIALOG_TYPES } from '../../shared/state/dialogs';

/** An event type: a letter or digit, then up to 79 letters, digits, `-`, `_`, `.` or `:`. */
export const EVENT_TYPE = /^[a-zA-Z0-9][-_.:a-zA-Z0-9]{0,79}$/;
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

const label = (name: string, max: number) =>
  v.pipe(v.string(`${name} must be a string`), v.maxLength(max, `${name} must be at most ${max} characters`));
const dialog = (name: string) =>
  v.picklist(DIALOG_TYPES, `${name} must be one of ${DIALOG_TYPES.join(', ')}`);
const noValue = v.optional(v.null('value must be null for this event'), null);

/** Each event type's value and properties: what the page's own `track()` calls send, and nothing else. */
const EVENT_SHAPES = {
  'calculator.design': {
    value: v.pipe(
      v.number('value must be a number'),
      v.finite('value must be finite'),
      v.minValue(0, 'value must not be negative'),
      v.maxValue(EVENT_VALUE_MAX, `value must be at most ${EVENT_VALUE_MAX}`),
    ),
    properties: v.strictObject(
      {
        product: label('product', 40),
        material: label('material', 80),
        format: label('format', 80),
        quantity: v.optional(
          v.pipe(v.number(), v.integer('quantity must be a whole number'), v.minValue(1), v.maxValue(10_000)),
        ),
      },
      'properties: only product, material, format and quantity',
    ),
  },
  'dialog.open': {
    value: noValue,
    properties: v.strictObject({ dialog: dialog('dialog') }, 'properties: only dialog'),
  },
  'dialog.close': {
    value: noValue,
    properties: v.strictObject({ dialog: dialog('dialog') }, 'properties: only dialog'),
  },
  'dialog.switch': {
    value: noValue,
    properties: v.strictObject(
      { dialog: dialog('dialog'), from: dialog('from') },
      'properties: only dialog and from',
    ),
  },
  'dialog.click': {
    value: noValue,
    properties: v.strictObject(
      { dialog: dialog('dialog'), target: label('target', 80) },
      'properties: only dialog and target',
    ),
  },
} as const satisfies Record<
  (typeof TRACKED_EVENT_TYPES)[number],
  { value: v.GenericSchema; properties: v.GenericSchema }
>;

/** A timestamp near the server's clock: at most an hour old (a queue waiting for consent), a little ahead. */
const timestamp = (now: number) =>
  v.optional(
    v.pipe(
      v.number('timestamp must be a number'),
      v.integer('timestamp must be whole milliseconds'),
      v.minValue(now - EVENT_AGE_MAX_MS, 'timestamp must be within the last hour'),
      v.maxValue(now + EVENT_AHEAD_MAX_MS, 'timestamp must not be ahead of the clock'),
    ),
  );

/** An event of one of the shop's types, its value and properties as that type allows, its time near `now`. */
export function trackedEventSchema(now: number) {
  const at = timestamp(now);
  return v.pipe(
    v.variant(
      'eventType',
      TRACKED_EVENT_TYPES.map((eventType) =>
        v.object({
          eventType: v.literal(eventType),
          value: EVENT_SHAPES[eventType].value,
          properties: v.pipe(
            EVENT_SHAPES[eventType].properties as v.GenericSchema<unknown, Record<string, unknown>>,
            v.transform(plainProperties),
          ),
          timestamp: at,
        }),
      ),
      `eventType must be one of ${TRACKED_EVENT_TYPES.join(', ')}`,
    ),
    // The flag service's own rules hold too: the pattern of a type and the weight of the properties.
    v.check((event) => EVENT_TYPE.test(event.eventType), 'eventType must match the event pattern'),
    v.check(
      (event) =>
        BASE_BYTES +
          Object.values(event.properties).reduce<number>((sum, value) => sum + valueBytes(value), 0) <=
        EVENT_MAX_BYTES,
      `properties must weigh at most ${EVENT_MAX_BYTES} bytes`,
    ),
  );
}
export type TrackedEvent = v.InferOutput<ReturnType<typeof trackedEventSchema>>;

/** Flags one report may name as seen in the browser. */
export const MAX_EXPOSURES = 20;
/** The page state's flag token is at most this long. */
const TOKEN_MAX = 4096;

/**
 * A batch as posted: events and exposures read as lists (each item checked alone afterwards), and the page
 * state's token that names the flags its view may report; not both lists empty.
 */
export const TrackBatchSchema = v.pipe(
  v.object({
    events: v.pipe(
      v.array(v.unknown(), 'events must be a list'),
      v.maxLength(MAX_EVENTS, `at most ${MAX_EVENTS} events at once`),
    ),
    exposures: v.optional(
      v.pipe(
        v.array(v.unknown(), 'exposures must be a list'),
        v.maxLength(MAX_EXPOSURES, `at most ${MAX_EXPOSURES} flags at once`),
      ),
      [],
    ),
    token: v.optional(
      v.pipe(v.string('token must be a string'), v.maxLength(TOKEN_MAX, 'token is too long')),
    ),
  }),
  v.forward(
    v.check((batch) => batch.events.length + batch.exposures.length > 0, 'events must not be empty'),
    ['events'],
  ),
);

/** A flag name in an exposure report. */
export const ExposureSchema = v.pipe(
  v.string('a flag name is a string'),
  v.regex(FLAG_NAME, 'a flag name is a word'),
);
