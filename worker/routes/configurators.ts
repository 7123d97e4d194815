// Configurator paths: hand the shopper's options over to the designer of the product type. The designer's base
// URL is configuration per type (DESIGNER_URL_<TYPE>); unset, it is the local stand-in at /designer/<type>.
// The hand-off happens here, per request, because it depends on the date, on the visitor's landing cookies (click
// id, Shopping ad) and, for a photobook of a design-group set, on the set's templates in the shop. A link is
// checked against its type's parameter table first (a repeated parameter, a value out of shape or bounds, a
// return address off the shop: 400 with the reason); parameters the table does not name are not handed on, and
// logged (marketing parameters aside).
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import {
  designerUrl,
  GCLID_COOKIE,
  GclidSchema,
  type HandOffContext,
  SHOPPING_LANDING_COOKIE,
} from '../../shared/domain/designer';
import { checkHandOff, unknownParams } from '../../shared/domain/hand-off-check';
import { cacheControl } from '../../shared/domain/http-policy';
import { CONFIGURATORS, type DesignerType } from '../../shared/domain/routes';
import { localizePath } from '../../shared/domain/site';
import type { AppEnv, Bindings } from '../env';
import { renderError } from '../render/error-page';
import { photobookDesignGroups } from '../shop/design-groups';

export const configurators = new Hono<AppEnv>();

/** The configured base URL of a designer, or the local stand-in's path for the site. */
export function designerBase(env: Bindings, type: DesignerType, fallback: string): string {
  const configured = env[`DESIGNER_URL_${type.toUpperCase()}` as keyof Bindings];
  return typeof configured === 'string' && configured !== '' ? configured : fallback;
}

/** The request's part of the hand-off: the landing cookies, and a photobook set's design groups. */
async function handOffContext(
  c: Context<AppEnv>,
  type: DesignerType,
  options: URLSearchParams,
): Promise<HandOffContext> {
  const site = c.get('site');
  const gclid = v.safeParse(GclidSchema, getCookie(c, GCLID_COOKIE));
  const context: HandOffContext = {
    channel: site.channel,
    locale: site.locale,
    now: new Date(),
    gclid: gclid.success ? gclid.output : undefined,
    googleShopping: getCookie(c, SHOPPING_LANDING_COOKIE) === '1',
  };
  const setId = options.get('designGroupSetId');
  if (type !== 'photobook' || !setId || options.has('templateId')) return context;
  const set = await photobookDesignGroups(c.get('anonymousShop'), setId);
  // Without the set the designer opens its own default template: the shopper still gets there.
  if (!set.ok) c.get('log').warn('design-groups-unavailable', { setId, error: set.error });
  return set.ok ? { ...context, designGroups: set.groups } : context;
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
    // A parameter no table names is not handed on; the log says so, and the link tests fail on it.
    const unknown = unknownParams(type, options);
    if (unknown.length > 0) log.warn('hand-off-param-unknown', { path: site.path, type, params: unknown });
    const base = designerBase(c.env, type, localizePath(site, `/designer/${type}`));
    const target = designerUrl(base, type, options, await handOffContext(c, type, options));
    c.header('Cache-Control', cacheControl('page', { personal: true, status: 302 }));
    return c.redirect(target, 302);
  });
}
