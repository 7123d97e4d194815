// The cookie that names what an anonymous visitor keeps before login (the wishlist, the basket): an id the shop
// made, signed with WISHLIST_COOKIE_SECRET for that one use, so only an id the shop handed out names anything.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../../env';
import { randomToken, sha256Hex } from '../customers/crypto';

export interface AnonymousCookieSpec {
  /** The name on plain http; over https it is `__Host-<name>`, which no other host of the domain can set. */
  name: string;
  /** Names the use in the owner key and in what is signed, so one use's cookie names nothing of another. */
  ownerPrefix: string;
  /** Days the cookie lives after its last write. */
  days: number;
}

export interface AnonymousCookie {
  /** The owner key the request's cookie names; null without one, or for one the shop did not sign. */
  owner(c: Context<AppEnv>): Promise<string | null>;
  /** A new id signed into the cookie, and its owner key; null where no secret is configured. */
  issue(c: Context<AppEnv>): Promise<string | null>;
  /** Renews the cookie's lifetime: called after a write. */
  renew(c: Context<AppEnv>): void;
  /** Clears the cookie, whatever it held. */
  drop(c: Context<AppEnv>): void;
}

const VALUE = /^([\w-]{43})\.([\w-]{43})$/;
const encoder = new TextEncoder();

const secureScheme = (c: Context<AppEnv>) => new URL(c.req.url).protocol === 'https:';
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

/** The anonymous cookie of one use; its id is never stored, only the owner key's hash of it. */
export function anonymousCookie({ name, ownerPrefix, days }: AnonymousCookieSpec): AnonymousCookie {
  const cookieName = (c: Context<AppEnv>) => (secureScheme(c) ? `__Host-${name}` : name);
  const signed = (id: string) => encoder.encode(`${ownerPrefix}:${id}`);
  const ownerOf = (id: string) => sha256Hex(`${ownerPrefix}:${id}`);
  const maxAge = days * 86_400;

  return {
    async owner(c) {
      const secret = c.env.WISHLIST_COOKIE_SECRET;
      const [, id, signature] = VALUE.exec(getCookie(c, cookieName(c)) ?? '') ?? [];
      if (!secret || !id || !signature) return null;
      const key = await signingKey(secret);
      const valid = await crypto.subtle.verify('HMAC', key, fromBase64Url(signature), signed(id));
      return valid ? ownerOf(id) : null;
    },
    async issue(c) {
      const secret = c.env.WISHLIST_COOKIE_SECRET;
      if (!secret) return null;
      const id = randomToken();
      const signature = await crypto.subtle.sign('HMAC', await signingKey(secret), signed(id));
      setCookie(c, cookieName(c), `${id}.${toBase64Url(new Uint8Array(signature))}`, {
        ...cookieOptions(c),
        maxAge,
      });
      return ownerOf(id);
    },
    renew(c) {
      const value = getCookie(c, cookieName(c));
      if (value) setCookie(c, cookieName(c), value, { ...cookieOptions(c), maxAge });
    },
    drop(c) {
      if (getCookie(c, cookieName(c)) !== undefined) deleteCookie(c, cookieName(c), cookieOptions(c));
    },
  };
}
