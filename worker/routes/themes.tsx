// /themes/:id (and /d/{locale}/themes/:id): a card theme from the shop with its designs (one per format) and the
// CTA to the card designer; valid only with an id, a 404 for a theme the shop does not know.
import { Hono } from 'hono';
import * as v from 'valibot';
import { TEXTS } from '#i18n/texts';
import { Image } from '../../shared/components/Image';
import { Link } from '../../shared/components/Link';
import { formatLabel } from '../../shared/domain/formats';
import { columnSlot } from '../../shared/domain/image-slots';
import { configuratorHref } from '../../shared/domain/product-kind';
import { localizePath } from '../../shared/domain/site';
import { SHOP_PATHS } from '../../shared/shop/endpoints';
import type { AppEnv } from '../env';
import { renderError } from '../render/error-page';
import { renderPage } from '../render/render-page';
import { validateRoute } from './validate';

/** A format's picture: one column, two from `sm`, three from `lg`, in 16 px padded cards 24 px apart. */
const THEME_FORMAT_SLOT = columnSlot({
  base: { gap: 24, cellPadding: 16 },
  sm: { columns: 2 },
  lg: { columns: 3 },
});

const ParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/, 'theme id must be letters, digits or -')),
});

const ThemeSchema = v.object({
  id: v.union([v.number(), v.string()]),
  occasion: v.string(),
  name: v.pipe(v.string(), v.minLength(1)),
  aspectRatio: v.optional(v.pipe(v.string(), v.regex(/^\d+\/\d+$/))),
  formats: v.array(v.pipe(v.string(), v.minLength(1))),
  image: v.optional(v.pipe(v.string(), v.minLength(1))),
});
const ThemesSchema = v.object({ themes: v.array(ThemeSchema) });
type Theme = v.InferOutput<typeof ThemeSchema>;

export const themes = new Hono<AppEnv>()
  .get('/themes', (c) => renderError(c, 'invalid-route'))
  .get('/themes/:id', async (c) => {
    const params = validateRoute(c, ParamsSchema, c.req.param());
    if (!params.ok) return params.response;
    const { id } = params.value;
    const site = c.get('site'),
      log = c.get('log');
    let theme: Theme | undefined;
    try {
      const answer = v.parse(ThemesSchema, await c.get('shop').get(SHOP_PATHS.themes));
      theme = answer.themes.find((entry) => String(entry.id) === id);
    } catch (error) {
      log.error('content-unavailable', { part: 'themes', error });
      return renderError(c, 'unavailable');
    }
    if (!theme) return renderError(c, 'not-found');
    const texts = TEXTS[site.textLocale];
    const design = (format?: string) =>
      localizePath(site, configuratorHref('card', { themeId: theme.id, ...(format ? { format } : {}) }));
    return renderPage(c, {
      title: `${texts.theme} ${theme.name}`,
      body: (
        <section className="mx-auto max-w-screen-xl px-4 py-12" data-theme={theme.id}>
          <h1 className="font-head text-4xl font-semibold mb-6">
            {texts.theme} <span data-theme-id="">{theme.name}</span>
          </h1>
          <ul
            className="grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 gap-6 list-none p-0 mb-8"
            data-designs=""
          >
            {theme.formats.map((format, index) => (
              <li key={format} data-design={format} className="rounded-lg bg-cream p-4">
                {theme.image && (
                  <Image
                    src={theme.image}
                    alt={`${theme.name} · ${formatLabel(format, site.unit, site.locale)}`}
                    width={480}
                    ratio={theme.aspectRatio ?? '1/1'}
                    slot={THEME_FORMAT_SLOT}
                    // Under the heading, the first format's picture is the page's largest paint.
                    priority={index === 0}
                    className="block h-auto w-full rounded-md mb-3"
                  />
                )}
                <Link href={design(format)} className="font-semibold text-ink hover:text-accent">
                  {formatLabel(format, site.unit, site.locale)}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            href={design()}
            className="inline-block rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink no-underline"
            data-theme-cta=""
          >
            {texts.designTheme}
          </Link>
        </section>
      ),
    });
  });
