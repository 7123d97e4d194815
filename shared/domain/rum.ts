// Real-user measurement: the endpoint, the page attribute that carries the sample rate, the metric and error
// names, the bounds both the browser and the endpoint keep, and the sampling rule.
import type { LogReport } from './browser-log';

/** The first-party endpoint the browser beacons web vitals and errors to. */
export const RUM_PATH = '/frontend-api/rum';
/** On `<html>`: the page view's sample rate (0..1); absent, the page measures nothing (`tracking=0`). */
export const RUM_SAMPLE_ATTR = 'data-rum-sample';

export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];
export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
/** web-vitals' navigation types. */
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;
/** `error` event, unhandled rejection, island chunk that failed to load. */
export const ERROR_KINDS = ['error', 'rejection', 'chunk'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

// Bounds of one beacon: the browser cuts to them, the endpoint refuses what passes them. Plain constants, so the
// browser bundle inlines the few it uses.
/** Body bytes of one beacon. */
export const RUM_BODY_BYTES = 24_576;
export const RUM_MAX_VITALS = 10;
/** Errors per beacon, and per page view in the browser (a failing loop reports its first few only). */
export const RUM_MAX_ERRORS = 10;
export const RUM_PATH_MAX = 300;
export const RUM_TARGET_MAX = 200;
export const RUM_MESSAGE_MAX = 300;
export const RUM_SOURCE_MAX = 300;
export const RUM_STACK_MAX = 1000;
/** Stack lines kept. */
export const RUM_STACK_LINES = 8;

/** The bounds together, for the endpoint's schema and its tests. */
export const RUM_LIMITS = {
  bodyBytes: RUM_BODY_BYTES,
  vitals: RUM_MAX_VITALS,
  errors: RUM_MAX_ERRORS,
  path: RUM_PATH_MAX,
  target: RUM_TARGET_MAX,
  message: RUM_MESSAGE_MAX,
  source: RUM_SOURCE_MAX,
  stack: RUM_STACK_MAX,
  stackLines: RUM_STACK_LINES,
} as const;

/** The sample rate of a configured value: 0..1 (outside clamped), 1 when unset or not a number. */
export function rumSampleRate(value: string | undefined): number {
  const rate = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(rate)) return 1;
  return Math.min(1, Math.max(0, rate));
}

/** Whether this page view is measured: decided once, from one random draw in [0, 1). */
export const sampledIn = (rate: number, draw: number): boolean => draw < rate;

/** A stack cut to its first lines and a bounded length. */
export function shortStack(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  return stack.split('\n').slice(0, RUM_STACK_LINES).join('\n').slice(0, RUM_STACK_MAX);
}

/** A web vital as the browser sends it. */
export interface VitalReport {
  name: MetricName;
  value: number;
  rating: (typeof RATINGS)[number];
  navigationType: (typeof NAVIGATION_TYPES)[number];
  /** The element or interaction at fault: LCP element, INP target, CLS largest shift target. */
  target?: string;
}

/** A browser error as the browser sends it. */
export interface ErrorReport {
  kind: ErrorKind;
  message: string;
  source?: string;
  line?: number;
  column?: number;
  stack?: string;
}

/** One beacon: the page's path (and HTTP status where known), then what was collected since the last one. */
export interface RumBeacon {
  path: string;
  status?: number;
  vitals?: VitalReport[];
  errors?: ErrorReport[];
  logs?: LogReport[];
}
