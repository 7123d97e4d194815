// The newsletter's bot check (reCAPTCHA v3): the script a page loads on demand, the action named for the form's
// container, and the local stand-in's tokens, which the embedded backend verifies when no secret is configured.

/** Where a newsletter form sits: its bot-check action is named for it. */
export type NewsletterContainer = 'footer' | 'content';

/** The action a form's token is made for (letters and `_` only, as the bot check wants). */
export const botCheckAction = (container: NewsletterContainer): string => `newsletter_${container}`;

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
