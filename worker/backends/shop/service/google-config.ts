// Google sign-in's configuration: the client id, where Google's keys (JWKS) and its script are. Production points
// them at Google; locally they point at the stand-in under /web-api/google-stand-in/.
import * as v from 'valibot';

/** Google's published signing keys. */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** Google Identity Services' script. */
export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** The optional vars of Google sign-in. */
interface GoogleVars {
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_JWKS_URL?: string;
  GOOGLE_SCRIPT_URL?: string;
}

/** An https URL, or a path on the shop's own origin (the local stand-in). */
const Location = v.union([
  v.pipe(v.string(), v.url(), v.startsWith('https://')),
  v.pipe(v.string(), v.regex(/^\/[\w./-]*$/)),
]);

const ConfigSchema = v.object({
  clientId: v.pipe(v.string(), v.regex(/^[\w.-]{1,200}$/)),
  jwksUrl: Location,
  scriptUrl: Location,
});

export type GoogleConfig = v.InferOutput<typeof ConfigSchema>;

/** The configured client id, if any. */
export function configuredClientId(env: object): string | undefined {
  return (env as GoogleVars).GOOGLE_CLIENT_ID || undefined;
}

/**
 * Google sign-in's configuration: `null` without a client id (not offered), the reason for a value that is not
 * one (refused rather than guessed), else the client id and the URLs, Google's own by default.
 */
export function googleConfig(
  env: object,
): { ok: true; config: GoogleConfig } | { ok: false; reason: string } | null {
  const vars = env as GoogleVars;
  if (!vars.GOOGLE_CLIENT_ID) return null;
  const parsed = v.safeParse(ConfigSchema, {
    clientId: vars.GOOGLE_CLIENT_ID,
    jwksUrl: vars.GOOGLE_JWKS_URL || GOOGLE_JWKS_URL,
    scriptUrl: vars.GOOGLE_SCRIPT_URL || GOOGLE_SCRIPT_URL,
  });
  if (parsed.success) return { ok: true, config: parsed.output };
  const field = parsed.issues[0].path?.[0]?.key ?? 'clientId';
  return { ok: false, reason: `Google sign-in is misconfigured: ${String(field)} is not valid` };
}
