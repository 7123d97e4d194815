// The browser's log ids: each goes to the console (at its fixed level) and waits here for the real-user beacon,
// which takes it to the worker's log. Tiny on purpose: island chunks import it.
import {
  BROWSER_LOG_LEVELS,
  type BrowserLogDetails,
  type BrowserLogId,
  type LogReport,
} from '../domain/browser-log';
import { RUM_MAX_LOGS } from '../domain/rum';

const CONSOLE = {
  info: (id: string, details: BrowserLogDetails) => console.info(id, details),
  warn: (id: string, details: BrowserLogDetails) => console.warn(id, details),
  error: (id: string, details: BrowserLogDetails) => console.error(id, details),
};

const pending: LogReport[] = [];
let listener: (() => void) | undefined;

/** Logs a browser log id: the console line now, the worker's log with the next beacon (errors at once). */
export function logEvent(id: BrowserLogId, details: BrowserLogDetails = {}): void {
  CONSOLE[BROWSER_LOG_LEVELS[id]](id, details);
  // Nothing takes them where the page measures nothing: the queue stays short.
  if (pending.length < RUM_MAX_LOGS) pending.push({ id, details });
  listener?.();
}

/** What was logged since the last call. */
export const takeLogged = (): LogReport[] => pending.splice(0);

/** Called after every log id (the beacon's collector, once it runs). */
export function onLogged(callback: () => void): void {
  listener = callback;
}
