// How many anonymous baskets and wishlists one client may open: each add without the shop's cookie opens one, so
// without a bound a client dropping its cookie could store list after list, each up to its cap, for 30 days.
import type { Context } from 'hono';
import type { AppEnv } from '../../../env';
import { clientAddress, limitKey, type Reservation, reserve } from '../customers/rate-limit';
import { shopError } from '../http';

/** New anonymous baskets one client may open within an hour; a household or an office behind one address fits. */
export const NEW_ANONYMOUS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

/** Counts one new anonymous keeping of `use` for the request's client, in the shop's rate limits. */
export async function reserveOpening(c: Context<AppEnv>, use: 'basket' | 'wishlist'): Promise<Reservation> {
  const key = await limitKey(`new-anonymous-${use}`, clientAddress(c));
  return reserve(c.env.SHOP_DB, [{ key, max: NEW_ANONYMOUS_PER_HOUR, windowMs: HOUR_MS }]);
}

/** The 429 of a client past its openings: `Retry-After` until its hour ends, and the bound as the reason. */
export function tooManyOpenings(
  c: Context<AppEnv>,
  use: 'basket' | 'wishlist',
  retryAfter: number,
): Response {
  c.header('Retry-After', String(retryAfter));
  return shopError(c, 429, 'tooManyRequests', {}, [
    { field: use, message: `at most ${NEW_ANONYMOUS_PER_HOUR} new ${use}s per client an hour` },
  ]);
}
