// The log ids the browser raises, each at the one level the worker writes it at: the browser names the id, never
// the level. An error-level id reaches the log from every measured page view, sampled or not.
import type { LogId, LogLevel } from './log-ids';

export const BROWSER_LOG_LEVELS = {
  'flag-treatment-changed': 'error',
  'flag-user-key-changed': 'error',
  'teaser-hero-video-failed-to-load': 'warn',
  'newsletter-no-recaptcha-token': 'warn',
  'newsletter-recaptcha-error': 'warn',
  'google-sign-in-not-loaded': 'warn',
  'google-sign-in-button-not-found': 'warn',
  'google-one-tap-displayed': 'info',
  'google-one-tap-not-displayed': 'info',
  'google-one-tap-skipped': 'info',
  'google-one-tap-dismissed': 'info',
  'google-sign-in-success': 'info',
  'google-sign-in-callback-failed': 'warn',
  'error-add-accessory': 'warn',
  'error-add-voucher': 'warn',
  'log-in-error': 'warn',
  'password-reset-error': 'warn',
  'sign-up-error': 'warn',
} as const satisfies Partial<Record<LogId, LogLevel>>;

export type BrowserLogId = keyof typeof BROWSER_LOG_LEVELS;

export const BROWSER_LOG_IDS = /* @__PURE__ */ Object.keys(BROWSER_LOG_LEVELS) as BrowserLogId[];

// The bounds of a log id's details, which the log module cuts to and the endpoint checks. Here rather than with
// the beacon's other bounds: a module both the boot and the log module import would cost every page a chunk.
export const LOG_LIMITS = {
  /** Log ids per page view (a failing loop reports its first few only), and so per beacon. */
  logs: 10,
  /** Detail fields of one log id. */
  fields: 10,
  /** A field name's length. */
  key: 40,
  /** A text value's length. */
  text: 200,
} as const;

/** What a browser log line may carry: a few flat fields, never a visitor's identifier. */
export type BrowserLogDetails = Record<string, string | number | boolean | null>;

/** A logged id as the browser sends it. */
export interface LogReport {
  id: BrowserLogId;
  details?: BrowserLogDetails;
}

declare global {
  interface Window {
    /**
     * Set by the beacon where the page measures: takes a logged id, and whether it is an error (sent at once). A
     * name on `window` rather than a shared module, so the boot and the island chunks share no chunk for it.
     */
    rumLog?: (log: LogReport, error: boolean) => void;
  }
}
