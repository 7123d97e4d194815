// The browser's log ids: each goes to the console at the level the shop's table gives it, and to the real-user
// beacon (`window.rumLog`, where the page measures), which takes it to the worker's log. Small on purpose: island
// chunks import it, and the boot loads it only when something is logged.
import {
  BROWSER_LOG_LEVELS,
  type BrowserLogDetails,
  type BrowserLogId,
  LOG_LIMITS,
} from '../domain/browser-log';

const CONSOLE = {
  info: (id: string, details: BrowserLogDetails) => console.info(id, details),
  warn: (id: string, details: BrowserLogDetails) => console.warn(id, details),
  error: (id: string, details: BrowserLogDetails) => console.error(id, details),
};

/** The details within the endpoint's bounds: the first few fields, texts cut. */
function bounded(details: BrowserLogDetails): BrowserLogDetails {
  const kept: BrowserLogDetails = {};
  for (const [key, value] of Object.entries(details).slice(0, LOG_LIMITS.fields)) {
    kept[key.slice(0, LOG_LIMITS.key)] = typeof value === 'string' ? value.slice(0, LOG_LIMITS.text) : value;
  }
  return kept;
}

let count = 0;

/** Logs a browser log id: the console line now, the worker's log with the beacon (an error at once). */
export function logEvent(id: BrowserLogId, details: BrowserLogDetails = {}): void {
  const level = BROWSER_LOG_LEVELS[id];
  CONSOLE[level](id, details);
  if (count++ < LOG_LIMITS.logs)
    globalThis.window?.rumLog?.({ id, details: bounded(details) }, level === 'error');
}
