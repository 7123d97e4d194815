// An ad landing's facts the designer hand-off needs, kept in first-party cookies: the Google click id, and whether
// the landing came from a Google Shopping ad. The landing URL's parameters are marketing parameters (not in the
// edge-cache key, not carried onto links), so the cookies are all that keeps them.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { GCLID_COOKIE, GclidSchema, SHOPPING_LANDING_COOKIE } from '../../shared/domain/designer';
import { CLICK_ID_MAX_AGE, CLICK_ID_PARAM, shoppingLanding } from '../../shared/domain/marketing-params';
import type { AppEnv } from '../env';
import { requestUrl } from './request-facts';

/** A first-party cookie of the landing, kept as long as Google attributes a conversion to the click. */
function landingCookie(c: Context<AppEnv>, name: string, value: string, maxAge = CLICK_ID_MAX_AGE): void {
  const secure = c.req.url.startsWith('https:') ? '; Secure' : '';
  c.header('Set-Cookie', `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure}`, {
    append: true,
  });
}

/**
 * Sets the `gclid` cookie (90 days) when a page request lands with a valid click id, and the Shopping mark
 * (`google_shopping=1`, 90 days) when it lands from a Shopping ad; a landing of another campaign clears the mark.
 * Mount it before the edge HTML cache: the cookies are added to a hit as to a rendered page, and never stored
 * with a page.
 *
 * @example
 * app.use(clickIdCookie);
 * app.use(edgeHtmlCache());
 */
export const clickIdCookie = createMiddleware<AppEnv>(async function clickIdCookie(c, next) {
  await next();
  const query = requestUrl(c).searchParams;
  const raw = query.get(CLICK_ID_PARAM);
  // A value no ad platform sends (not a word of up to 200 characters) is ignored, like the parameter itself.
  const clickId = raw === null ? null : v.safeParse(GclidSchema, raw);
  if (clickId?.success) landingCookie(c, GCLID_COOKIE, clickId.output);
  const shopping = shoppingLanding(query);
  if (shopping === true) landingCookie(c, SHOPPING_LANDING_COOKIE, '1');
  else if (shopping === false) landingCookie(c, SHOPPING_LANDING_COOKIE, '', 0);
});
