// Configurator paths: hand the shopper's options over to the designer of the product type. The designer's base
// URL is configuration per type (DESIGNER_URL_<TYPE>); unset, it is the local stand-in at /designer/<type>.
// The hand-off happens here, per request, because it depends on the date and on the visitor's click-id cookie.
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { checkHandOff, designerUrl, GCLID_COOKIE, GclidSchema } from '../../shared/domain/designer';
import { cacheControl } from '../../shared/domain/http-policy';
import { CONFIGURATORS, type DesignerType } from '../../shared/domain/routes';
import { localizePath } from '../../shared/domain/site';
import type { AppEnv, Bindings } from '../env';
import { renderError } from '../render/error-page';

export const configurators = new Hono<AppEnv>();

/** The configured base URL of a designer, or the local stand-in's path for the site. */
export function designerBase(env: Bindings, type: DesignerType, fallback: string): string {
  const configured = env[`DESIGNER_URL_${type.toUpperCase()}` as keyof Bindings];
  return typeof configured === 'string' && configured !== '' ? configured : fallback;
}

for (const [path, type] of Object.entries(CONFIGURATORS)) {
  configurators.get(`/${path}`, async (c) => {
    const site = c.get('site'),
      log = c.get('log');
    const options = new URL(c.req.url).searchParams;
    const problem = checkHandOff(type, options, site);
    if (problem) {
      log.info('route-validation-failed', { path: site.path, reason: problem });
      return renderError(c, 'bad-request', problem);
    }
    const gclid = v.safeParse(GclidSchema, getCookie(c, GCLID_COOKIE));
    const base = designerBase(c.env, type, localizePath(site, `/designer/${type}`));
    const target = designerUrl(base, type, options, {
      channel: site.channel,
      locale: site.locale,
      now: new Date(),
      gclid: gclid.success ? gclid.output : undefined,
    });
    c.header('Cache-Control', cacheControl('page', { personal: true, status: 302 }));
    return c.redirect(target, 302);
  });
}
