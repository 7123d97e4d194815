// Real-user measurement in the browser. A page view is sampled once, at the rate on `<html>` (absent with
// `tracking=0`). A sampled view collects uncaught errors, unhandled rejections and failed island chunks from the
// start, and web vitals from a chunk loaded on the visitor's first interaction once analytics are allowed (the
// library's 5 kB would break the page's 2 kB measurement budget before an interaction; its observers read the
// buffered entries, so the page's LCP, FCP, TTFB and shifts so far still count); what was collected goes to the
// first-party endpoint as a beacon whenever the page is hidden. The browser's log ids go with it; an error-level
// one goes at once, from every page that measures, sampled or not.
import { onCookieChange, readCookie } from '../shared/browser/cookies';
import type { LogReport } from '../shared/domain/browser-log';
import { CONSENT_COOKIE, flagSdkConsent, parseConsent } from '../shared/domain/consent';
import {
  type ErrorKind,
  type ErrorReport,
  RUM_MAX_ERRORS,
  RUM_MAX_VITALS,
  RUM_MESSAGE_MAX,
  RUM_PATH,
  RUM_PATH_MAX,
  RUM_SAMPLE_ATTR,
  RUM_SOURCE_MAX,
  type RumBeacon,
  sampledIn,
  shortStack,
  type VitalReport,
} from '../shared/domain/rum';

let sampled = false;
const vitals: VitalReport[] = [];
const errors: ErrorReport[] = [];
const logs: LogReport[] = [];
/** Errors of this page view so far: a failing loop reports its first few only. */
let errorCount = 0;

const analyticsAllowed = (value = readCookie(CONSENT_COOKIE)) =>
  flagSdkConsent(parseConsent(value)) === 'granted';

/** The document's HTTP status, where the browser tells it (an error page's path looks like any other). */
function documentStatus(): number | undefined {
  const entry = performance.getEntriesByType?.('navigation')[0] as { responseStatus?: number } | undefined;
  return entry?.responseStatus || undefined;
}

/** Beacons what was collected; web vitals only while the visitor allows analytics. */
function send(): void {
  if (!analyticsAllowed()) vitals.length = 0;
  if (vitals.length + errors.length + logs.length === 0) return;
  const beacon: RumBeacon = {
    path: location.pathname.slice(0, RUM_PATH_MAX),
    status: documentStatus(),
    vitals: vitals.splice(0),
    errors: errors.splice(0),
    logs: logs.splice(0),
  };
  navigator.sendBeacon?.(RUM_PATH, JSON.stringify(beacon));
}

const hidden = () => document.visibilityState === 'hidden';

function addVital(vital: VitalReport): void {
  if (vitals.length < RUM_MAX_VITALS) vitals.push(vital);
  // Most vitals are final when the page is hidden, after the hide that sent the rest: they go at once.
  if (hidden()) send();
}

function addError(
  kind: ErrorKind,
  message: string,
  error?: unknown,
  source?: string,
  line?: number,
  column?: number,
) {
  // A cross-origin script's error says nothing but "Script error.": nothing to act on.
  if (!sampled || errorCount >= RUM_MAX_ERRORS || (!source && message === 'Script error.')) return;
  errorCount += 1;
  errors.push({
    kind,
    // An `error` event dispatched by a script need not carry a message.
    message: String(message ?? '').slice(0, RUM_MESSAGE_MAX),
    // The script's URL without query or fragment, which could hold what is not ours to keep.
    source: source?.split(/[?#]/)[0]?.slice(0, RUM_SOURCE_MAX),
    line,
    column,
    stack: shortStack(error instanceof Error ? error.stack : undefined),
  });
}

const describe = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));

/** Reports an island chunk that failed to load (before the page reloads for it). */
export function reportChunkFailure(island: string, error: unknown): void {
  addError('chunk', `island ${island}: ${describe(error)}`, error);
}

/** A logged id: an error always, and at once; the rest only from a sampled page view, on page hide. */
function addLog(log: LogReport, error: boolean): void {
  if (sampled || error) logs.push(log);
  if (error) send();
}

let vitalsLoading = false;
/** What counts as the visitor's first interaction: what wakes the islands (a scroll is none). */
const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin'] as const;

/** Loads the web-vitals chunk, once, when the visitor allows analytics. */
function measureVitals(consent?: string): void {
  if (vitalsLoading || !analyticsAllowed(consent)) return;
  vitalsLoading = true;
  void import('./rum-vitals').then((module) => module.measureVitals(addVital));
}

/** Decides whether this page view is measured and, if so, starts collecting; without a rate, nothing at all. */
export function startRum(): void {
  const rate = document.documentElement.getAttribute(RUM_SAMPLE_ATTR);
  if (rate === null) return;
  window.rumLog = addLog;
  if (!sampledIn(Number(rate), Math.random())) return;
  sampled = true;
  window.addEventListener('error', (event) =>
    addError('error', event.message, event.error, event.filename, event.lineno, event.colno),
  );
  window.addEventListener('unhandledrejection', (event) =>
    addError('rejection', describe(event.reason), event.reason),
  );
  window.addEventListener('pagehide', send);
  document.addEventListener('visibilitychange', () => {
    if (hidden()) send();
  });
  // Off the critical path and out of the first view's bytes: on the first interaction, as the islands wake, or
  // when the visitor allows analytics later on (a click in the consent banner is an interaction).
  let interacted = false;
  const interaction = () => {
    interacted = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, interaction, true);
    measureVitals();
  };
  for (const type of INTERACTIONS)
    window.addEventListener(type, interaction, { capture: true, passive: true });
  onCookieChange(CONSENT_COOKIE, (value) => {
    if (interacted) measureVitals(value);
  });
}
