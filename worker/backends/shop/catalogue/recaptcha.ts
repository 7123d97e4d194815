// The newsletter bot check: with RECAPTCHA_SECRET the token is verified by reCAPTCHA, without it by the local
// stand-in where the build has one; a failure is logged, never fatal.
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../env';

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const Verdict = v.object({ success: v.boolean() });

/**
 * An empty token warns `newsletter-no-recaptcha-token`, a failed verification warns
 * `newsletter-recaptcha-error`, and the submission goes on either way. Without a bot check configured (no site
 * key) nothing is verified.
 */
export async function verifyBotCheck(c: Context<AppEnv>, token: string): Promise<void> {
  if (!c.env.RECAPTCHA_SITE_KEY) return;
  if (token === '') {
    c.get('log').warn('newsletter-no-recaptcha-token', { path: c.req.path });
    return;
  }
  const secret = c.env.RECAPTCHA_SECRET;
  if (!secret) {
    // A build without the stand-in serves no form a bot check without the secret (`requestBindings()`).
    const verifyLocal = c.get('verifyLocalBotCheck');
    if (verifyLocal && !(await verifyLocal(c.env, token)))
      c.get('log').warn('newsletter-recaptcha-error', { local: true });
    return;
  }
  try {
    const response = await fetch(VERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token }),
    });
    const verdict = v.safeParse(Verdict, await response.json());
    if (!verdict.success || !verdict.output.success) {
      c.get('log').warn('newsletter-recaptcha-error', { status: response.status });
    }
  } catch (error) {
    c.get('log').warn('newsletter-recaptcha-error', { error });
  }
}
