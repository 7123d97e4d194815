// Verification of a Google ID token (the `credential` Google Identity Services hands the page), as Google's own
// libraries verify it: an RS256 JWT whose signature checks against the key its `kid` names in Google's JWKS, issued
// by Google for this shop's client, unexpired, for a verified address.
import * as v from 'valibot';

/** The issuers Google's ID tokens carry. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'] as const;
/** Clock skew allowed on `iat`, `nbf` and `exp`, as Google's libraries allow. */
export const CLOCK_SKEW_SECONDS = 300;
/** The longest lifetime (exp − iat) an ID token may claim. */
export const MAX_LIFETIME_SECONDS = 24 * 60 * 60;

/** The Google account a verified token names. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** A verified identity, or the reason the token is refused. */
export type TokenCheck = { ok: true; identity: GoogleIdentity } | { ok: false; reason: string };

/** The public key a key id names, as a JWK; undefined for a key id Google's JWKS does not hold. */
export type KeyLookup = (kid: string) => Promise<JsonWebKey | undefined>;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

const HeaderSchema = v.object({ alg: v.string(), kid: v.string(), typ: v.optional(v.string()) });

const ClaimsSchema = v.object({
  iss: v.string(),
  aud: v.union([v.string(), v.array(v.string())]),
  azp: v.optional(v.string()),
  sub: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email()),
  email_verified: v.optional(v.unknown()),
  iat: v.number(),
  exp: v.number(),
  nbf: v.optional(v.number()),
  given_name: v.optional(v.string(), ''),
  family_name: v.optional(v.string(), ''),
});

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) =>
    char.charCodeAt(0),
  );
}

function jsonPart(text: string): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(fromBase64url(text)));
  } catch {
    return undefined;
  }
}

async function signatureHolds(jwk: JsonWebKey, signed: string, signature: string): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey(
      'jwk',
      { kty: jwk.kty, n: jwk.n, e: jwk.e, alg: 'RS256', ext: true },
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    return await crypto.subtle.verify(
      'RSASSA-PKCS1-v1_5',
      key,
      fromBase64url(signature),
      new TextEncoder().encode(signed),
    );
  } catch {
    return false;
  }
}

/** The reason the claims of a genuinely signed token are refused, or undefined when they pass. */
function claimsRefusal(claims: v.InferOutput<typeof ClaimsSchema>, clientId: string, now: number) {
  const seconds = Math.floor(now / 1000);
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!(GOOGLE_ISSUERS as readonly string[]).includes(claims.iss)) return 'the issuer is not Google';
  if (!audiences.includes(clientId)) return "the audience is not this shop's client";
  if (claims.exp + CLOCK_SKEW_SECONDS < seconds) return 'the token has expired';
  if (claims.iat - CLOCK_SKEW_SECONDS > seconds) return 'the token is issued in the future';
  if ((claims.nbf ?? 0) - CLOCK_SKEW_SECONDS > seconds) return 'the token is not valid yet';
  if (claims.exp - claims.iat > MAX_LIFETIME_SECONDS) return 'the token lives too long';
  if (claims.email_verified !== true) return 'the e-mail address is not verified';
  return undefined;
}

/**
 * Verifies a Google ID token for `clientId` at `now` (ms) against the keys of Google's JWKS: the signature first,
 * then the claims, so nothing of an unsigned token is believed.
 */
export async function verifyGoogleIdToken(
  token: string,
  { clientId, key, now = Date.now() }: { clientId: string; key: KeyLookup; now?: number },
): Promise<TokenCheck> {
  const parts = token.split('.');
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) {
    return { ok: false, reason: 'the token is not a signed JWT' };
  }
  const header = v.safeParse(HeaderSchema, jsonPart(headerPart));
  if (!header.success) return { ok: false, reason: 'the token header is malformed' };
  if (header.output.alg !== 'RS256') return { ok: false, reason: 'the token is not signed with RS256' };
  const jwk = await key(header.output.kid);
  if (!jwk) return { ok: false, reason: "the token's key id is not one of Google's keys" };
  if (!(await signatureHolds(jwk, `${headerPart}.${payloadPart}`, signaturePart))) {
    return { ok: false, reason: "the token's signature does not hold" };
  }
  const claims = v.safeParse(ClaimsSchema, jsonPart(payloadPart));
  if (!claims.success) return { ok: false, reason: 'the token claims are malformed' };
  const refusal = claimsRefusal(claims.output, clientId, now);
  if (refusal) return { ok: false, reason: refusal };
  const { sub, email, given_name, family_name } = claims.output;
  return { ok: true, identity: { sub, email, givenName: given_name, familyName: family_name } };
}
