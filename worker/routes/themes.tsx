// /themes/:id (and /d/{locale}/themes/:id): a card design; valid only with an id.
import { Hono } from 'hono';
import * as v from 'valibot';
import { Link } from '../../shared/components/Link';
import { localizePath } from '../../shared/domain/site';
import { TEXTS } from '../../shared/i18n/texts';
import type { AppEnv } from '../env';
import { renderError } from '../render/error-page';
import { renderPage } from '../render/render-page';
import { validateRoute } from './validate';

const ParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/, 'theme id must be letters, digits or -')),
});

export const themes = new Hono<AppEnv>()
  .get('/themes', (c) => renderError(c, 'invalid-route'))
  .get('/themes/:id', (c) => {
    const params = validateRoute(c, ParamsSchema, c.req.param());
    if (!params.ok) return params.response;
    const { id } = params.value;
    const site = c.var.site;
    const texts = TEXTS[site.textLocale];
    return renderPage(c, {
      title: `${texts.theme} ${id}`,
      body: (
        <section className="mx-auto max-w-3xl px-4 py-12">
          <h1 className="font-head text-4xl font-semibold mb-6">
            {texts.theme} <span data-theme-id="">{id}</span>
          </h1>
          <Link
            href={`${localizePath(site, '/configurator-card')}?themeId=${encodeURIComponent(id)}`}
            className="inline-block rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink no-underline"
          >
            {texts.designTheme}
          </Link>
        </section>
      ),
    });
  });
