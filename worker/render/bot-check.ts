// The newsletter forms' bot check for the page: the site key and the script (reCAPTCHA's with a secret
// configured, else the local stand-in's), and the CSP origins the hosted one needs.

import { type BotCheck, botCheckScript, HOSTED_BOT_CHECK_ORIGINS } from '../../shared/domain/bot-check';
import type { Bindings } from '../env';

export function botCheckConfig(
  env: Pick<Bindings, 'RECAPTCHA_SITE_KEY' | 'RECAPTCHA_SECRET'>,
): BotCheck | null {
  const siteKey = env.RECAPTCHA_SITE_KEY;
  if (!siteKey) return null;
  return { siteKey, src: botCheckScript(siteKey, Boolean(env.RECAPTCHA_SECRET)) };
}

/** The hosted bot check's origins, which pages with the form allow (the stand-in is this origin). */
export function botCheckOrigins(env: Pick<Bindings, 'RECAPTCHA_SITE_KEY' | 'RECAPTCHA_SECRET'>): string[] {
  return env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET ? HOSTED_BOT_CHECK_ORIGINS : [];
}
