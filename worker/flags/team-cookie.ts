// The team cookie: proof that a browser belongs to the shop's team, who may use the debug view, flag overrides and
// tester keys in production. Its value is an expiry and the HMAC of it under TEAM_SECRET: nothing to look up,
// nothing a visitor can make.
import * as v from 'valibot';
import { sha256Hex } from '../backends/shop/customers/crypto';
import { sameHex } from '../content/editor-token';
import { hmacBase64Url, verifyHmacBase64Url } from '../site/hmac';

/** `__Host-`: only this host over https may set it, no other host of the domain can plant one. */
export const TEAM_COOKIE = '__Host-team';
/** A team cookie lasts a working day. */
export const TEAM_COOKIE_MAX_AGE = 12 * 60 * 60;

/** Seconds since the epoch, then the signature as base64url. */
const TeamCookieSchema = v.pipe(
  v.string(),
  v.regex(/^\d{10}\.[\w-]{43}$/, 'a team cookie is an expiry and a signature'),
  v.transform((value) => {
    const [expires, signature] = value.split('.');
    return { expires: Number(expires), signature: signature as string };
  }),
);

/** What a request's team cookie is: none, good, past its expiry, or not one the shop signed. */
export type TeamCookieState = 'none' | 'valid' | 'expired' | 'invalid';

/** What a team cookie signs: its expiry, marked as the team's. */
const signed = (expires: number) => `team:${expires}`;

/** A team cookie's value, good for TEAM_COOKIE_MAX_AGE from `nowMs`. */
export async function teamCookieValue(secret: string, nowMs: number): Promise<string> {
  const expires = Math.floor(nowMs / 1000) + TEAM_COOKIE_MAX_AGE;
  return `${expires}.${await hmacBase64Url(secret, signed(expires))}`;
}

/**
 * Checks a team cookie's value: its signature (compared in constant time by the platform's HMAC verify), then its
 * expiry, which may lie no further ahead than a cookie the shop issues now.
 */
export async function teamCookieState(
  secret: string | undefined,
  value: string | undefined,
  nowMs: number,
): Promise<TeamCookieState> {
  if (value === undefined) return 'none';
  const parsed = v.safeParse(TeamCookieSchema, value);
  if (!secret || !parsed.success) return 'invalid';
  const { expires, signature } = parsed.output;
  if (!(await verifyHmacBase64Url(secret, signed(expires), signature))) return 'invalid';
  const now = Math.floor(nowMs / 1000);
  if (expires > now + TEAM_COOKIE_MAX_AGE) return 'invalid';
  return expires > now ? 'valid' : 'expired';
}

/** Whether a presented secret is the team's, compared over digests in time independent of where they differ. */
export async function sameSecret(presented: string, secret: string): Promise<boolean> {
  return sameHex(await sha256Hex(presented), await sha256Hex(secret));
}
