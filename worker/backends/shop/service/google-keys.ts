// Google's signing keys for ID tokens: the JWKS at the configured URL, kept by the isolate as long as its
// Cache-Control allows, and fetched again when a token names a key it does not hold (Google rotates its keys).
import type { Context } from 'hono';
import * as v from 'valibot';
import { keptSpace } from '../../../../shared/domain/isolate-cache';
import type { AppEnv } from '../../../env';
import type { KeyLookup } from '../customers/google-id-token';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** One signing key of the JWKS: Google's are RSA keys for RS256 signatures. */
const JwkSchema = v.object({
  kty: v.literal('RSA'),
  kid: v.pipe(v.string(), v.nonEmpty()),
  n: v.pipe(v.string(), v.regex(BASE64URL)),
  e: v.pipe(v.string(), v.regex(BASE64URL)),
  use: v.optional(v.literal('sig')),
  alg: v.optional(v.literal('RS256')),
});

const JwksSchema = v.object({ keys: v.array(v.unknown()) });

type Keys = Record<string, JsonWebKey>;

const GOOGLE_KEYS = keptSpace<Keys>('google-keys');
/** Without a max-age the keys are kept an hour; whatever it says, at most a day. */
const DEFAULT_KEEP_SECONDS = 60 * 60;
const MAX_KEEP_SECONDS = 24 * 60 * 60;

/** A JWKS on the shop's own origin: the stand-in's, which only the local build has. */
function ownKeys(c: Context<AppEnv>, target: URL): Response | Promise<Response> {
  const standIn = c.get('googleStandIn');
  if (!standIn) throw new Error(`The JWKS at ${target} is on the shop's own origin, which has no stand-in`);
  return standIn.request(`${target.pathname}${target.search}`, {}, c.env);
}

/**
 * Reads the JWKS at `url`. A worker cannot fetch its own host, so a JWKS on the shop's own origin (the local
 * stand-in's path) is answered in-process by the stand-in, which only the local build has; any other goes over the
 * network. Keys of another type are left out.
 */
async function fetchKeys(c: Context<AppEnv>, url: string): Promise<{ keys: Keys; keepSeconds: number }> {
  const target = new URL(url, c.req.url);
  const own = target.origin === new URL(c.req.url).origin;
  const response = own
    ? await ownKeys(c, target)
    : await fetch(target, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The JWKS at ${target} answered ${response.status}`);
  const parsed = v.safeParse(JwksSchema, await response.json());
  if (!parsed.success) throw new Error(`The JWKS at ${target} is not a key set`);
  const keys: Keys = {};
  for (const candidate of parsed.output.keys) {
    const jwk = v.safeParse(JwkSchema, candidate);
    if (jwk.success) keys[jwk.output.kid] = jwk.output;
  }
  const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1];
  return { keys, keepSeconds: Math.min(Number(maxAge ?? DEFAULT_KEEP_SECONDS), MAX_KEEP_SECONDS) };
}

/** The key lookup of one verification: the kept keys, read anew (once) when they lack the token's key id. */
export function googleKeys(c: Context<AppEnv>, url: string): KeyLookup {
  return async (kid) => {
    const kept = c.get('kept');
    const known = kept.get(GOOGLE_KEYS, url);
    if (known?.[kid]) return known[kid];
    const { keys, keepSeconds } = await fetchKeys(c, url);
    kept.set(GOOGLE_KEYS, url, keys, { until: Date.now() + keepSeconds * 1000 });
    return keys[kid];
  };
}
