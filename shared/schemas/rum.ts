// The RUM beacon's schema at the first-party endpoint: names from fixed lists, finite numbers, bounded strings
// and lists. Only the worker reads it; the browser sends the shape of `RumBeacon`.
import * as v from 'valibot';
import { BROWSER_LOG_IDS, LOG_LIMITS } from '../domain/browser-log';
import {
  ERROR_KINDS,
  METRIC_NAMES,
  NAVIGATION_TYPES,
  RATINGS,
  RUM_LIMITS,
  type RumBeacon,
} from '../domain/rum';

const text = (name: string, max: number) =>
  v.pipe(v.string(`${name} must be a string`), v.maxLength(max, `${name} must be at most ${max} characters`));

const position = (name: string) =>
  v.optional(
    v.pipe(
      v.number(`${name} must be a number`),
      v.integer(`${name} must be a whole number`),
      v.minValue(0, `${name} must not be negative`),
      v.maxValue(10_000_000, `${name} must be at most 10000000`),
    ),
  );

export const VitalSchema = v.object({
  name: v.picklist(METRIC_NAMES, `name must be one of ${METRIC_NAMES.join(', ')}`),
  value: v.pipe(
    v.number('value must be a number'),
    v.finite('value must be finite'),
    v.minValue(0, 'value must not be negative'),
    v.maxValue(3_600_000, 'value must be at most 3600000'),
  ),
  rating: v.picklist(RATINGS, `rating must be one of ${RATINGS.join(', ')}`),
  navigationType: v.picklist(
    NAVIGATION_TYPES,
    `navigationType must be one of ${NAVIGATION_TYPES.join(', ')}`,
  ),
  target: v.optional(text('target', RUM_LIMITS.target)),
});

export const ErrorSchema = v.object({
  kind: v.picklist(ERROR_KINDS, `kind must be one of ${ERROR_KINDS.join(', ')}`),
  message: text('message', RUM_LIMITS.message),
  source: v.optional(text('source', RUM_LIMITS.source)),
  line: position('line'),
  column: position('column'),
  stack: v.optional(text('stack', RUM_LIMITS.stack)),
});

/** A browser log id's details: a flat object of a few named scalars, texts bounded. */
const LogDetailsSchema = v.pipe(
  v.custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    'details must be an object',
  ),
  v.record(
    v.pipe(
      v.string(),
      v.maxLength(LOG_LIMITS.key, `a detail name must be at most ${LOG_LIMITS.key} characters`),
      // A name as code writes one, nothing a log reader would mistake.
      v.regex(/^[A-Za-z][\w-]*$/, 'a detail name must be letters, digits, - or _'),
    ),
    v.union(
      [text('a detail', LOG_LIMITS.text), v.pipe(v.number(), v.finite()), v.boolean(), v.null()],
      `a detail must be a text of at most ${LOG_LIMITS.text} characters, a finite number, true, false or null`,
    ),
    'details must be an object',
  ),
  v.check(
    (details) => Object.keys(details).length <= LOG_LIMITS.fields,
    `at most ${LOG_LIMITS.fields} detail fields`,
  ),
);

export const LogSchema = v.object({
  id: v.picklist(BROWSER_LOG_IDS, 'id must be a log id the browser raises'),
  details: v.optional(LogDetailsSchema, {}),
});

export const RumBeaconSchema = v.pipe(
  v.object({
    path: v.pipe(text('path', RUM_LIMITS.path), v.startsWith('/', 'path must start with /')),
    status: v.optional(
      v.pipe(
        v.number('status must be a number'),
        v.integer('status must be a whole number'),
        v.minValue(100, 'status must be an HTTP status'),
        v.maxValue(599, 'status must be an HTTP status'),
      ),
    ),
    vitals: v.optional(
      v.pipe(
        v.array(VitalSchema, 'vitals must be a list'),
        v.maxLength(RUM_LIMITS.vitals, `at most ${RUM_LIMITS.vitals} vitals at once`),
      ),
      [],
    ),
    errors: v.optional(
      v.pipe(
        v.array(ErrorSchema, 'errors must be a list'),
        v.maxLength(RUM_LIMITS.errors, `at most ${RUM_LIMITS.errors} errors at once`),
      ),
      [],
    ),
    logs: v.optional(
      v.pipe(
        v.array(LogSchema, 'logs must be a list'),
        v.maxLength(LOG_LIMITS.logs, `at most ${LOG_LIMITS.logs} logs at once`),
      ),
      [],
    ),
  }),
  v.check(
    (beacon) => beacon.vitals.length + beacon.errors.length + beacon.logs.length > 0,
    'a beacon must carry vitals, errors or logs',
  ),
);

// The schema's output is the browser's beacon shape.
export const SCHEMA_MATCHES_BEACON: v.InferOutput<typeof RumBeaconSchema> extends RumBeacon ? true : never =
  true;
