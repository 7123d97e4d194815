// What the account and basket pages share: the button look, the shop's cookies relayed to the browser, and the
// redirect to the shop's own pages when a shop origin is configured.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

export const BUTTON =
  'inline-flex items-center rounded-full border-0 bg-accent px-6 py-3 font-semibold text-accent-ink cursor-pointer hover:opacity-90';

/** The response with every cookie the shop's answer set (session ended, basket or voucher remembered). */
export function relayCookies(response: Response, answer: Response): Response {
  for (const cookie of answer.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  return response;
}

/**
 * With `SHOP_API_ORIGIN` set the shop answers its own pages: a GET goes there with the same path (prefixes
 * included) and query. Without it, the embedded pages answer.
 */
export const atShopOrigin = createMiddleware<AppEnv>(async function atShopOrigin(c, next) {
  const origin = c.env.SHOP_API_ORIGIN;
  if (!origin || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
  const url = new URL(c.req.url);
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(new URL(`${url.pathname}${url.search}`, origin).href, 302);
});
