// The visitor's location (GET /api/get-location/): the country Cloudflare saw, else the site's country.
import { Hono } from 'hono';
import type { AppEnv } from '../../../env';

/** The location answer: an ISO country code, and the continent when Cloudflare knows it. */
export interface Location {
  country: string;
  continent?: string;
}

/**
 * `{ country, continent? }` from the request's `cf` properties; without them (local tools, tests) the country
 * of the resolved site and no continent. Not cached: the answer depends on the visitor.
 */
export const locationApi = new Hono<AppEnv>();

locationApi.get('/api/get-location', (c) => {
  const cf = c.req.raw.cf as { country?: unknown; continent?: unknown } | undefined;
  const country = typeof cf?.country === 'string' && cf.country ? cf.country : c.get('site').country;
  const location: Location = { country };
  if (typeof cf?.continent === 'string' && cf.continent) location.continent = cf.continent;
  c.header('Cache-Control', 'private, no-store');
  return c.json(location);
});
