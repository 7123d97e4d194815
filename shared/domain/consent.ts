// The visitor's cookie consent: the cookie's name and values, the categories, and what a stored choice allows.

/** Name of the first-party consent cookie. */
export const CONSENT_COOKIE = 'consent';
/** The choice is kept for a year. */
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

/** Necessary cookies are always on; the others need the visitor's consent. */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['analytics', 'marketing'];

/** A stored choice: which optional categories the visitor allowed. */
export type ConsentChoice = Readonly<Record<OptionalCategory, boolean>>;

/** The consent states (the flag SDK's three); `unknown` until the visitor has chosen. */
export type ConsentStatus = 'granted' | 'declined' | 'unknown';

/** The link target (`/any/page/#cookie-settings`) that opens the consent second layer instead of navigating. */
export const COOKIE_SETTINGS_HASH = '#cookie-settings';

export const ALL_GRANTED: ConsentChoice = { analytics: true, marketing: true };
export const ALL_DECLINED: ConsentChoice = { analytics: false, marketing: false };

const CUSTOM_PREFIX = 'custom:';

/**
 * The cookie value of a choice: `granted` (every category), `declined` (none) or `custom:` with the allowed
 * categories, comma-separated (`custom:analytics`).
 */
export function serializeConsent(choice: ConsentChoice): string {
  const allowed = OPTIONAL_CATEGORIES.filter((category) => choice[category]);
  if (allowed.length === OPTIONAL_CATEGORIES.length) return 'granted';
  if (allowed.length === 0) return 'declined';
  return `${CUSTOM_PREFIX}${allowed.join(',')}`;
}

/** The choice a cookie value holds; null (no choice yet) for a missing or unreadable value. */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  const text = value?.trim();
  if (text === 'granted') return ALL_GRANTED;
  if (text === 'declined') return ALL_DECLINED;
  if (!text?.startsWith(CUSTOM_PREFIX)) return null;
  const names = text.slice(CUSTOM_PREFIX.length).split(',').filter(Boolean);
  if (!names.every((name) => (OPTIONAL_CATEGORIES as readonly string[]).includes(name))) return null;
  return { analytics: names.includes('analytics'), marketing: names.includes('marketing') };
}

/** Whether scripts of a category may run: necessary always, the others only once the visitor allowed them. */
export function trackingAllowed(choice: ConsentChoice | null, category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return choice?.[category] === true;
}

/**
 * Whether a choice lets any of Google's tags run: analytics (its analytics tag) or marketing (its ad tags). In
 * basic Consent Mode the tag manager loads only then; no choice or declining everything loads nothing of Google's.
 */
export function googleTagsAllowed(choice: ConsentChoice | null): boolean {
  return choice !== null && (choice.analytics || choice.marketing);
}

/**
 * The flag SDK's consent ("default granted"): the SDK treats a missing or invalid value as
 * granted, so the shop always passes one explicitly. Experiments are analytics: `unknown` while the visitor has
 * not chosen (the SDK queues impressions and sends nothing), then `granted` or `declined` after the analytics
 * category (declining clears the queue).
 */
export function flagSdkConsent(choice: ConsentChoice | null): ConsentStatus {
  if (!choice) return 'unknown';
  return choice.analytics ? 'granted' : 'declined';
}

/** Event on `document` asking the consent island to open the settings layer (sent by the boot script). */
export const CONSENT_OPEN_EVENT = 'shop:consent-settings';
