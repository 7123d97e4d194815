// Search engines: /sitemap.xml lists this host's published pages in each of its locales, /robots.txt points to it;
// /favicon.ico leads to the channel's icon.
import { type Context, Hono } from 'hono';
import { storyPath } from '../../shared/domain/alternates';
import { cacheControl } from '../../shared/domain/http-policy';
import { contentLocaleChain, LOCALES } from '../../shared/domain/locales';
import { localizePath } from '../../shared/domain/site';
import type { Story } from '../../shared/schemas/story';
import type { AppEnv } from '../env';
import { ASSET_URLS } from '../generated/assets';

/** Pages that exist for the shop but are never listed. */
const UNLISTED_SLUGS = new Set(['error', 'global-config']);

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Each locale of the host lists the pages of its content chain; a locale's own version wins. */
async function sitemapUrls(c: Context<AppEnv>): Promise<{ loc: string; lastmod?: string }[]> {
  const site = c.get('site');
  const urls: { loc: string; lastmod?: string }[] = [];
  const folders = new Map<string, Promise<Story[]>>();
  for (const locale of LOCALES.filter((candidate) => candidate.country === site.country)) {
    const seen = new Set<string>();
    for (const contentLocale of contentLocaleChain(locale.contentLocale)) {
      const key = contentLocale.toLowerCase();
      if (!folders.has(key)) folders.set(key, c.get('content').pages(key));
      for (const story of (await folders.get(key)) ?? []) {
        const group = story.group_id ?? story.uuid;
        if (seen.has(group) || story.content.component !== 'Page' || UNLISTED_SLUGS.has(story.slug)) continue;
        seen.add(group);
        const path = localizePath(
          { basePath: locale.prefix, trailingSlash: site.trailingSlash },
          storyPath(story.full_slug),
        );
        const published =
          typeof story.published_at === 'string' ? story.published_at.slice(0, 10) : undefined;
        urls.push({ loc: `${site.origin}${path}`, lastmod: published });
      }
    }
  }
  return urls;
}

export const seo = new Hono<AppEnv>()
  .get('/sitemap.xml', async (c) => {
    const urls = await sitemapUrls(c);
    const body = urls
      .map(
        ({ loc, lastmod }) =>
          `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
      )
      .join('');
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>\n`,
      200,
      {
        'Content-Type': 'application/xml; charset=utf-8',
        // An editor's draft sitemap lists unpublished pages: never in a shared cache.
        'Cache-Control': cacheControl('sitemap', { personal: c.get('content').draft, status: 200 }),
      },
    );
  })
  .get('/robots.txt', (c) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /designer/',
      'Disallow: /frontend-api/',
      'Disallow: /web-api/',
      'Disallow: /price-api/',
      'Disallow: /_icons',
      'Disallow: /error',
      `Sitemap: ${c.get('site').origin}/sitemap.xml`,
    ];
    return c.text(`${lines.join('\n')}\n`, 200, {
      'Cache-Control': cacheControl('robots', { personal: false, status: 200 }),
    });
  })
  // Browsers ask for it on documents without an icon link (the sitemap, a PDF): the channel's icon.
  .get('/favicon.ico', (c) => {
    c.header('Cache-Control', cacheControl('robots', { personal: false, status: 301 }));
    return c.redirect(ASSET_URLS.favicon[c.get('site').channel], 301);
  });
