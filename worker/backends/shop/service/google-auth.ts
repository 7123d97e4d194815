// Google sign-in (POST /web-api/customer-auth-google-credentials): honestly unavailable in the embedded backend.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../env';
import { readBody } from '../http';
import { notImplemented } from './toolbox';

/**
 * Google sign-in needs a Google client and a network check of the ID token against Google's keys, which this
 * backend does not do. Without the optional var `GOOGLE_CLIENT_ID` the call answers 501 'Google sign-in is not
 * configured'; with it, the body `{ credential }` is validated (400 naming the field) and the answer is still a
 * 501 saying verification needs network access. No session is ever started here.
 */
export const googleAuthApi = new Hono<AppEnv>();

const Body = v.object({
  credential: v.pipe(
    v.string('is required'),
    v.trim(),
    v.nonEmpty('is required'),
    v.maxLength(4096, 'is too long'),
  ),
});

googleAuthApi.post('/web-api/customer-auth-google-credentials', async (c) => {
  const clientId = (c.env as { GOOGLE_CLIENT_ID?: string }).GOOGLE_CLIENT_ID;
  if (!clientId) return notImplemented(c, 'Google sign-in is not configured');
  const body = await readBody(c, Body);
  if (!body.ok) return body.response;
  return notImplemented(
    c,
    'Google sign-in is configured, but verification needs network access, which this shop backend does not have.',
  );
});
