// An ad landing's Google click id, kept in a first-party cookie for the designer hand-off: the landing URL's `gclid`
// is a marketing parameter (not in the edge-cache key, not carried onto links), so the cookie is all that keeps it.
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { GCLID_COOKIE, GclidSchema } from '../../shared/domain/designer';
import { CLICK_ID_MAX_AGE, CLICK_ID_PARAM } from '../../shared/domain/marketing-params';
import type { AppEnv } from '../env';

/**
 * Sets the `gclid` cookie (90 days, first party) when a page request lands with a valid click id. Mount it before
 * the edge HTML cache: the cookie is added to a hit as to a rendered page, and never stored with a page.
 *
 * @example
 * app.use(clickIdCookie);
 * app.use(edgeHtmlCache());
 */
export const clickIdCookie = createMiddleware<AppEnv>(async function clickIdCookie(c, next) {
  await next();
  const raw = c.req.query(CLICK_ID_PARAM);
  if (raw === undefined) return;
  // A value no ad platform sends (not a word of up to 200 characters) is ignored, like the parameter itself.
  const clickId = v.safeParse(GclidSchema, raw);
  if (!clickId.success) return;
  const secure = c.req.url.startsWith('https:') ? '; Secure' : '';
  c.header(
    'Set-Cookie',
    `${GCLID_COOKIE}=${clickId.output}; Path=/; Max-Age=${CLICK_ID_MAX_AGE}; SameSite=Lax; HttpOnly${secure}`,
    { append: true },
  );
});
