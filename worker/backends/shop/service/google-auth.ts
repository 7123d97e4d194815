// Google sign-in: the dialogs' configuration (GET /web-api/customer-auth-google-config) and the credential Google
// Identity Services hands the page (POST /web-api/customer-auth-google-credentials), verified against Google's keys
// and signed in as a login is. The local build adds Google's stand-in (`google-stand-in.ts`) beside it.
import { Hono } from 'hono';
import * as v from 'valibot';
import { GOOGLE_PATHS } from '../../../../shared/shop/google-sign-in';
import type { AppEnv } from '../../../env';
import { signIn } from '../customers/account';
import { googleAccount } from '../customers/google-account';
import { verifyGoogleIdToken } from '../customers/google-id-token';
import { readBody, shopError } from '../http';
import { googleConfig } from './google-config';
import { googleKeys } from './google-keys';
import { notImplemented } from './toolbox';

/**
 * Without the optional var `GOOGLE_CLIENT_ID` Google sign-in is not offered: the config says so and the credentials
 * call answers 501. With it, a credential is verified as Google's libraries verify one; a refused one is a 401
 * with the reason, and starts no session.
 */
export const googleAuthApi = new Hono<AppEnv>();

const Body = v.object({
  credential: v.pipe(
    v.string('is required'),
    v.trim(),
    v.nonEmpty('is required'),
    v.maxLength(4096, 'is too long'),
  ),
  // What Google's callback says about how the account was chosen; only logged.
  select_by: v.optional(v.pipe(v.string(), v.regex(/^[a-z_0-9]{1,40}$/, 'is not a selection'))),
});

googleAuthApi.get(GOOGLE_PATHS.config, (c) => {
  const google = googleConfig(c.env);
  c.header('Cache-Control', 'private, no-store');
  if (!google?.ok) return c.json({ enabled: false });
  return c.json({ enabled: true, clientId: google.config.clientId, scriptUrl: google.config.scriptUrl });
});

googleAuthApi.post(GOOGLE_PATHS.credentials, async (c) => {
  const google = googleConfig(c.env);
  if (!google) return notImplemented(c, 'Google sign-in is not configured');
  if (!google.ok) return notImplemented(c, google.reason);
  const body = await readBody(c, Body);
  if (!body.ok) return body.response;
  const log = c.get('log');
  const { clientId, jwksUrl } = google.config;
  let checked: Awaited<ReturnType<typeof verifyGoogleIdToken>>;
  try {
    checked = await verifyGoogleIdToken(body.value.credential, { clientId, key: googleKeys(c, jwksUrl) });
  } catch (error) {
    log.error('google-sign-in-callback-failed', { reason: 'keys unavailable', error });
    return shopError(c, 502, 'googleFailed', { reason: "Google's keys could not be read" });
  }
  try {
    const account = checked.ok ? await googleAccount(c.env.SHOP_DB, checked.identity) : checked;
    if (!account.ok) {
      log.warn('google-sign-in-callback-failed', { reason: account.reason, selectBy: body.value.select_by });
      return shopError(c, 401, 'googleFailed', { reason: account.reason }, [
        { field: 'credential', message: account.reason },
      ]);
    }
    log.info('google-sign-in-success', { customerId: account.customer.id, selectBy: body.value.select_by });
    return await signIn(c, account.customer);
  } catch (error) {
    log.error('google-sign-in-callback-failed', { reason: 'sign-in failed', error });
    return shopError(c, 500, 'loginError');
  }
});
