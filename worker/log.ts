// One structured JSON log line per event, with the spec's identifiers, request id, channel and locale.
import type { LogId, LogLevel } from '../shared/domain/log-ids';

export type LogDetails = Record<string, unknown>;

export interface Logger {
  info(id: LogId, details?: LogDetails): void;
  warn(id: LogId, details?: LogDetails): void;
  error(id: LogId, details?: LogDetails): void;
}

export interface LogScope {
  requestId: string;
  channel?: string;
  locale?: string;
  /** `logging=0` in the query silences the request, except for its security events. */
  enabled: boolean;
}

const SECRET_KEY = /pass|token|secret|session|cookie|authori[sz]ation/i;
const EMAIL = /([^\s@"]{1,64})@([^\s@"]+)/g;

/** Removes secrets and masks e-mail addresses before anything is written. */
function redact(value: unknown, key = ''): unknown {
  if (SECRET_KEY.test(key)) return '[redacted]';
  if (typeof value === 'string')
    return value.replace(EMAIL, (_match, local: string, domain: string) => `${local[0]}***@${domain}`);
  if (Array.isArray(value)) return value.map((item) => redact(item));
  if (value instanceof Error) return { name: value.name, message: redact(value.message) };
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, k)]));
  }
  return value;
}

const WRITERS: Record<LogLevel, (line: string) => void> = {
  info: (line) => console.info(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

/** Security events: logged even when the request says `logging=0`. */
export const SECURITY_LOG_IDS: ReadonlySet<LogId> = new Set([
  'webhook-signature-invalid',
  'invalid-editor-token',
  // A genuine editor token past its hour, and live-preview renders beyond an editor's allowance.
  'editor-token-expired',
  'draft-render-throttled',
  // A page that failed to render may be someone probing it: kept with logging=0 too.
  'hybrid-ssr-error',
  // Password guessing has to stay visible whatever the request asks for.
  'login-failed',
  'login-throttled',
  // A newsletter sign-up whose bot check failed: a bot, or someone replaying or forging tokens.
  'newsletter-no-recaptcha-token',
  'newsletter-recaptcha-error',
  // Floods of writes from one client.
  'write-rate-limited',
  // Someone not of the team reaching for its tools: the debug view, overrides, tester keys, the team secret.
  'team-parameter-ignored',
  // Posts with a visitor key the shop never issued: someone writing the experiments' data.
  'flag-key-refused',
  'tester-key-ignored',
  'team-secret-refused',
]);

/** A logger bound to one request. */
export function createLogger(scope: LogScope): Logger {
  const write =
    (level: LogLevel) =>
    (id: LogId, details: LogDetails = {}) => {
      if (!scope.enabled && !SECURITY_LOG_IDS.has(id)) return;
      const { enabled: _enabled, ...context } = scope;
      const identifiers = { level, id, ...context };
      // Spread last too, so a detail named `id`, `level` or `requestId` cannot overwrite the line's own.
      WRITERS[level](JSON.stringify({ ...identifiers, ...(redact(details) as LogDetails), ...identifiers }));
    };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

/** A logger that writes nothing: the start-up pass's, whose requests are no visitor's. */
export const SILENT_LOG: Logger = { info: () => {}, warn: () => {}, error: () => {} };
