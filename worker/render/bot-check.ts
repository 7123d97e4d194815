// The newsletter forms' bot check for the page: the site key and the script, and the CSP origins the hosted one
// needs. The script is reCAPTCHA's unless the local stand-in answers for it (the local build, no secret set): in
// production the shop API verifies the token with its own secret.
import type { Context } from 'hono';
import { type BotCheck, botCheckScript, HOSTED_BOT_CHECK_ORIGINS } from '../../shared/domain/bot-check';
import type { AppEnv } from '../env';

/** Whether pages load reCAPTCHA itself rather than the local stand-in. */
const hosted = (c: Context<AppEnv>) => Boolean(c.env.RECAPTCHA_SECRET) || !c.get('verifyLocalBotCheck');

export function botCheckConfig(c: Context<AppEnv>): BotCheck | null {
  const siteKey = c.env.RECAPTCHA_SITE_KEY;
  if (!siteKey) return null;
  return { siteKey, src: botCheckScript(siteKey, hosted(c)) };
}

/** The hosted bot check's origins, which pages with the form allow (the stand-in is this origin). */
export function botCheckOrigins(c: Context<AppEnv>): string[] {
  return c.env.RECAPTCHA_SITE_KEY && hosted(c) ? HOSTED_BOT_CHECK_ORIGINS : [];
}
