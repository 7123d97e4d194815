// The anonymous wishlist's cookie: an id the shop made, signed with WISHLIST_COOKIE_SECRET, so a list is only
// ever one the shop handed out; a value that does not verify names no list.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../../env';
import { randomToken, sha256Hex } from '../customers/crypto';
import { ANONYMOUS_WISHLIST_DAYS } from './wishlist-store';

const NAME = 'wishlist_id';
const VALUE = /^([\w-]{43})\.([\w-]{43})$/;
const encoder = new TextEncoder();

const secureScheme = (c: Context<AppEnv>) => new URL(c.req.url).protocol === 'https:';

/** `__Host-wishlist_id` over https (no other host of the domain can set it), `wishlist_id` on plain http. */
const cookieName = (c: Context<AppEnv>) => (secureScheme(c) ? `__Host-${NAME}` : NAME);

const cookieOptions = (c: Context<AppEnv>) =>
  ({ path: '/', httpOnly: true, sameSite: 'Lax', secure: secureScheme(c) }) as const;

function signingKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** The list's owner key in `wishlist_items`: its id is never stored. */
const ownerOf = (id: string) => sha256Hex(`anonymous:${id}`);

/** The owner of the anonymous list the request's cookie names; null without one, or for one the shop did not sign. */
export async function anonymousOwner(c: Context<AppEnv>): Promise<string | null> {
  const secret = c.env.WISHLIST_COOKIE_SECRET;
  const [, id, signature] = VALUE.exec(getCookie(c, cookieName(c)) ?? '') ?? [];
  if (!secret || !id || !signature) return null;
  const key = await signingKey(secret);
  const valid = await crypto.subtle.verify('HMAC', key, fromBase64Url(signature), encoder.encode(id));
  return valid ? ownerOf(id) : null;
}

/** A new anonymous list: its id signed into the cookie; null where no secret is configured. */
export async function newAnonymousOwner(c: Context<AppEnv>): Promise<string | null> {
  const secret = c.env.WISHLIST_COOKIE_SECRET;
  if (!secret) return null;
  const id = randomToken();
  const signature = await crypto.subtle.sign('HMAC', await signingKey(secret), encoder.encode(id));
  setCookie(c, cookieName(c), `${id}.${toBase64Url(new Uint8Array(signature))}`, {
    ...cookieOptions(c),
    maxAge: ANONYMOUS_WISHLIST_DAYS * 86_400,
  });
  return ownerOf(id);
}

/** The cookie lives as long as its list: each write renews it. */
export function renewAnonymousCookie(c: Context<AppEnv>): void {
  const value = getCookie(c, cookieName(c));
  if (value)
    setCookie(c, cookieName(c), value, { ...cookieOptions(c), maxAge: ANONYMOUS_WISHLIST_DAYS * 86_400 });
}

/** Clears the anonymous cookie, whatever it held. */
export function dropAnonymousCookie(c: Context<AppEnv>): void {
  if (getCookie(c, cookieName(c)) !== undefined) deleteCookie(c, cookieName(c), cookieOptions(c));
}
