// The anonymous wishlist's cookie: `__Host-wishlist_id` over https, `wishlist_id` on plain http, an id the shop
// signed; a value that does not verify names no list.
import type { Context } from 'hono';
import type { AppEnv } from '../../../env';
import { anonymousCookie } from './anonymous-cookie';

const WISHLIST_COOKIE = anonymousCookie({
  name: 'wishlist_id',
  ownerPrefix: 'anonymous',
});

/** The owner of the anonymous list the request's cookie names; null without one, or for one the shop did not sign. */
export const anonymousOwner = (c: Context<AppEnv>) => WISHLIST_COOKIE.owner(c);

/** A new anonymous list: its id signed into the cookie; null where no secret is configured. */
export const newAnonymousOwner = (c: Context<AppEnv>) => WISHLIST_COOKIE.issue(c);

/** The cookie lives as long as its list: each write renews it. */
export const renewAnonymousCookie = (c: Context<AppEnv>) => WISHLIST_COOKIE.renew(c);

/** Clears the anonymous cookie, whatever it held. */
export const dropAnonymousCookie = (c: Context<AppEnv>) => WISHLIST_COOKIE.drop(c);
