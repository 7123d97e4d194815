// Burst limits on every write, per client: which limit a write counts against, and how many each allows. The
// worker counts them with the platform's rate-limiting binding; exact per-account throttles (the login lock-out,
// one mail per address) are the shop's own.

/** A limit's counter: its binding, and what it allows per client within its period. */
export interface WriteLimit {
  binding:
    | 'RATE_LIMIT_MAIL'
    | 'RATE_LIMIT_LOGIN'
    | 'RATE_LIMIT_WRITE'
    | 'RATE_LIMIT_BEACON'
    | 'RATE_LIMIT_EVENTS';
  /** Requests per client within `periodSeconds`; the same numbers are in wrangler.toml's `[[ratelimits]]`. */
  limit: number;
  /** The binding counts in windows of 10 or 60 seconds. */
  periodSeconds: 10 | 60;
}

export const WRITE_LIMITS = {
  /** Calls that send a mail or make an account: a person makes a few a minute at most. */
  mail: { binding: 'RATE_LIMIT_MAIL', limit: 5, periodSeconds: 60 },
  /** Logins: above the shop's own lock-out (20 failures per client in 15 minutes), a spray stops here. */
  login: { binding: 'RATE_LIMIT_LOGIN', limit: 20, periodSeconds: 60 },
  /** Wishlist, basket, voucher, logout and the other writes a shopper clicks. */
  write: { binding: 'RATE_LIMIT_WRITE', limit: 60, periodSeconds: 60 },
  /** What pages send by themselves: impressions, web vitals, the live preview, bot-check tokens. */
  beacon: { binding: 'RATE_LIMIT_BEACON', limit: 120, periodSeconds: 60 },
  /**
   * Tracked events, each counted (not the posts that carry them): a shopper's clicks stay far below; a script's
   * flood of conversions stops here.
   */
  events: { binding: 'RATE_LIMIT_EVENTS', limit: 120, periodSeconds: 60 },
} as const satisfies Record<string, WriteLimit>;

export type WriteLimitName = keyof typeof WRITE_LIMITS;

/** A write's limit and the scope it is counted in: each scope has its own counter per client. */
export interface WriteRule {
  limit: WriteLimitName;
  scope: string;
}

/** The writes by path (the route path: without platform marker, locale prefix and trailing slash). */
const RULES: ReadonlyArray<readonly [RegExp, WriteRule]> = [
  [/^\/web-api\/customer-signup$/, { limit: 'mail', scope: 'signup' }],
  [/^\/web-api\/customer-password-reset(?:\/|$)/, { limit: 'mail', scope: 'reset' }],
  [/^\/web-api\/newsletter-subscribe$/, { limit: 'mail', scope: 'newsletter' }],
  [/^\/web-api\/contact-form$/, { limit: 'mail', scope: 'contact' }],
  [/^\/web-api\/card-accessory-order$/, { limit: 'mail', scope: 'accessory-order' }],
  [/^\/web-api\/toolbox-/, { limit: 'mail', scope: 'toolbox' }],
  [/^\/web-api\/customer-login$/, { limit: 'login', scope: 'login' }],
  [/^\/web-api\/customer-auth-google/, { limit: 'login', scope: 'login' }],
  [/^\/web-api\/voucher$/, { limit: 'write', scope: 'voucher' }],
  [/^\/web-api\/wishlist$/, { limit: 'write', scope: 'wishlist' }],
  [/^\/web-api\/basket$/, { limit: 'write', scope: 'basket' }],
  [/^\/frontend-api\/(?:track|rum|draft-render)$/, { limit: 'beacon', scope: 'beacon' }],
  [/^\/bot-check\/token$/, { limit: 'beacon', scope: 'bot-check' }],
  [/^\/webhooks?\//, { limit: 'beacon', scope: 'webhook' }],
];

/** Any other write (page form posts included) counts here. */
const OTHER: WriteRule = { limit: 'write', scope: 'write' };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request method writes: any but GET, HEAD and OPTIONS. */
export const isWrite = (method: string): boolean => !SAFE_METHODS.has(method.toUpperCase());

/** The limit a request counts against, or none for a read. */
export function writeRule(method: string, path: string): WriteRule | null {
  if (!isWrite(method)) return null;
  return RULES.find(([pattern]) => pattern.test(path))?.[1] ?? OTHER;
}
