// The newsletter's bot check (reCAPTCHA v3): the script a page loads on demand, the action named for the form's
// container, and the rules a verified token must meet before a sign-up is stored.

/** Where a newsletter form sits: its bot-check action is named for it. */
export type NewsletterContainer = 'footer' | 'content';

/** The action a form's token is made for (letters and `_` only, as the bot check wants). */
export const botCheckAction = (container: NewsletterContainer): string => `newsletter_${container}`;

/** The actions the newsletter sign-up accepts tokens of: one per form container. */
export const NEWSLETTER_BOT_CHECK_ACTIONS: readonly string[] = (['footer', 'content'] as const).map(
  botCheckAction,
);

/** A token is good for two minutes after it was made, as reCAPTCHA's are. */
export const BOT_CHECK_TOKEN_MS = 120_000;
/** How far ahead of this clock a token's issue time may be: more is a forged or broken clock. */
export const BOT_CHECK_SKEW_MS = 5_000;
/** reCAPTCHA v3's score from 0 (a bot) to 1 (a person): below this a sign-up is refused unless configured. */
export const BOT_CHECK_MIN_SCORE = 0.5;

/** The bot check's script with the site key: reCAPTCHA's own, or the local stand-in's path. */
export function botCheckScript(siteKey: string, hosted: boolean): string {
  const base = hosted ? 'https://www.google.com/recaptcha/api.js' : '/bot-check/api.js';
  return `${base}?render=${encodeURIComponent(siteKey)}`;
}

/** The origins a page with the form must allow for the hosted bot check (script, its frame and its requests). */
export const HOSTED_BOT_CHECK_ORIGINS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];

/** The configuration the page's form needs. */
export interface BotCheck {
  siteKey: string;
  src: string;
}

/** What the verifier vouches for of a genuine token: its action, when it was made, and reCAPTCHA's score and host. */
export interface BotCheckAssessment {
  action: string;
  issuedAt: number;
  score?: number;
  hostname?: string;
}

/** Why a sign-up's token is refused: the `reason` logged and answered. */
export type BotCheckRefusal =
  | 'missing'
  | 'invalid'
  | 'expired'
  | 'issued-in-future'
  | 'wrong-action'
  | 'low-score'
  | 'wrong-hostname'
  | 'replayed'
  | 'unverifiable';

/** What the sign-up expects of a token; the score and host only where the verifier reports them. */
export interface BotCheckExpectation {
  now: number;
  hostname?: string;
  minScore?: number;
}

/** Why a genuine token does not pass (action, age, score, host), or null when it does. */
export function botCheckRefusal(
  assessment: BotCheckAssessment,
  expected: BotCheckExpectation,
): BotCheckRefusal | null {
  const { action, issuedAt, score, hostname } = assessment;
  if (!NEWSLETTER_BOT_CHECK_ACTIONS.includes(action)) return 'wrong-action';
  if (!Number.isFinite(issuedAt)) return 'invalid';
  if (issuedAt - expected.now > BOT_CHECK_SKEW_MS) return 'issued-in-future';
  if (expected.now - issuedAt > BOT_CHECK_TOKEN_MS) return 'expired';
  if (expected.minScore !== undefined && !(typeof score === 'number' && score >= expected.minScore))
    return 'low-score';
  if (expected.hostname !== undefined && hostname !== expected.hostname) return 'wrong-hostname';
  return null;
}
