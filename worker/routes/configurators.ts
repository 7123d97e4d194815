// Configurator paths: redirect to the designer of the product type, adding the locale when the path has none.
import { Hono } from 'hono';
import { CONFIGURATORS } from '../../shared/domain/routes';
import { localizePath } from '../../shared/domain/site';
import type { AppEnv } from '../env';

export const configurators = new Hono<AppEnv>();

for (const [path, type] of Object.entries(CONFIGURATORS)) {
  configurators.get(`/${path}`, (c) => {
    const site = c.var.site;
    const query = new URL(c.req.url).searchParams;
    const hasLocalePath = site.basePath.replace(/^\/d/, '') !== '';
    if (!hasLocalePath && !query.has('locale')) query.set('locale', site.locale);
    const search = query.size > 0 ? `?${query}` : '';
    return c.redirect(`${localizePath(site, `/designer/${type}`)}${search}`, 302);
  });
}
