// The cookie that names what an anonymous visitor keeps before login (the wishlist, the basket): an id the shop
// made, signed with WISHLIST_COOKIE_SECRET for that one use, so only an id the shop handed out names anything.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../../env';
import { hmacBase64Url, verifyHmacBase64Url } from '../../../site/hmac';
import { randomToken, sha256Hex } from '../customers/crypto';
import { ANONYMOUS_DAYS } from './anonymous-keep';

export interface AnonymousCookieSpec {
  /** The name on plain http; over https it is `__Host-<name>`, which no other host of the domain can set. */
  name: string;
  /** Names the use in the owner key and in what is signed, so one use's cookie names nothing of another. */
  ownerPrefix: string;
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
const secureScheme = (c: Context<AppEnv>) => new URL(c.req.url).protocol === 'https:';
const cookieOptions = (c: Context<AppEnv>) =>
  ({ path: '/', httpOnly: true, sameSite: 'Lax', secure: secureScheme(c) }) as const;

/** The anonymous cookie of one use; its id is never stored, only the owner key's hash of it. */
export function anonymousCookie({ name, ownerPrefix }: AnonymousCookieSpec): AnonymousCookie {
  const cookieName = (c: Context<AppEnv>) => (secureScheme(c) ? `__Host-${name}` : name);
  const signed = (id: string) => `${ownerPrefix}:${id}`;
  const ownerOf = (id: string) => sha256Hex(`${ownerPrefix}:${id}`);
  // The cookie lives as long as what it names is kept.
  const maxAge = ANONYMOUS_DAYS * 86_400;

  return {
    async owner(c) {
      const secret = c.env.WISHLIST_COOKIE_SECRET;
      const [, id, signature] = VALUE.exec(getCookie(c, cookieName(c)) ?? '') ?? [];
      if (!secret || !id || !signature) return null;
      return (await verifyHmacBase64Url(secret, signed(id), signature)) ? ownerOf(id) : null;
    },
    async issue(c) {
      const secret = c.env.WISHLIST_COOKIE_SECRET;
      if (!secret) return null;
      const id = randomToken();
      setCookie(c, cookieName(c), `${id}.${await hmacBase64Url(secret, signed(id))}`, {
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
