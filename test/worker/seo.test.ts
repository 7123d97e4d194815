// Search engines and the backend-for-frontend endpoints: sitemap per host, robots, canonical and hreflang,
// the page endpoint, the story proxy and the breadcrumb.
import { describe, expect, test, vi } from 'vitest';
import { CH, DE, editorQuery, get, POSTER_GB, page } from './fetch';

describe('sitemap and robots', () => {
  test('the German shop lists its own pages only, without error or configuration stories', async () => {
    const response = await get(`${DE}/sitemap.xml`);
    const xml = await response.text();
    expect(response.headers.get('content-type')).toContain('application/xml');
    expect(xml).toContain(`<loc>${DE}/</loc>`);
    expect(xml).toContain(`<loc>${DE}/fotokalender/</loc>`);
    expect(xml).not.toContain('global-config');
    expect(xml).not.toContain(`${DE}/error/`);
    expect(xml).not.toContain('kartenliebe.ch');
    expect(xml).not.toContain('preview-only');
  });

  test('the Swiss shop lists its pages in German, French and Italian', async () => {
    const xml = await (await get(`${CH}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${CH}/</loc>`);
    expect(xml).toContain(`<loc>${CH}/fr/calendrier-photo/</loc>`);
    expect(xml).toContain(`<loc>${CH}/it/calendario-personalizzato/</loc>`);
  });

  test('the poster channel has no trailing slashes', async () => {
    const xml = await (await get(`${POSTER_GB}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${POSTER_GB}/canvas-prints</loc>`);
  });

  test("the published sitemap is shared; an editor's draft sitemap is never stored", async () => {
    const published = await get(`${DE}/sitemap.xml`);
    expect(published.headers.get('cache-control')).toMatch(/^public/);
    const draft = await get(`${DE}/sitemap.xml?${await editorQuery()}`);
    expect(draft.status).toBe(200);
    expect(draft.headers.get('cache-control')).toBe('private, no-store');
  });

  test('robots.txt points at the sitemap', async () => {
    const text = await (await get(`${DE}/robots.txt`)).text();
    expect(text).toContain(`Sitemap: ${DE}/sitemap.xml`);
  });

  test.each([
    [DE, 'favicon-kartenliebe'],
    [POSTER_GB, 'favicon-poster'],
  ])('%s/favicon.ico leads to the channel icon', async (host, icon) => {
    const response = await get(`${host}/favicon.ico`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toMatch(new RegExp(`^/assets/${icon}-[0-9a-f]+\\.svg$`));
  });
});

describe('canonical and hreflang', () => {
  test('a category page names itself and its versions in every market', async () => {
    const { html } = await page(`${DE}/fotokalender/`);
    expect(html).toContain(`<link rel="canonical" href="${DE}/fotokalender/"/>`);
    expect(html).toContain(
      `hrefLang="fr-CH" href="http://kartenliebe.ch.localhost:8787/fr/calendrier-photo/"`,
    );
    expect(html).toContain(
      `hrefLang="it-IT" href="http://kartenliebe.it.localhost:8787/calendario-personalizzato/"`,
    );
  });

  test('error pages carry neither', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { html } = await page(`${DE}/no-such-page/`);
    expect(html).not.toContain('rel="canonical"');
    warn.mockRestore();
  });
});

describe('backend-for-frontend', () => {
  test('the page endpoint answers the story of a locale and slug', async () => {
    const response = await get(`${DE}/frontend-api/page/fr-CH/calendrier-photo?apiVersion=v2`);
    expect(response.status).toBe(200);
    const { story } = (await response.json()) as { story: { full_slug: string } };
    expect(story.full_slug).toBe('kartenliebe/fr-fr/calendrier-photo');
  });

  test.each([
    ['apiVersion=v1', 'apiVersion'],
    ['apiVersion=v2&platform=w', 'platform'],
    ['apiVersion=v2&path=/fotokalender/', 'path'],
    ['apiVersion=v2&sku=KL-1', 'sku'],
    ['apiVersion=v2&_baseUrl=http://localhost:3000', '_baseUrl'],
    ['apiVersion=v2&resolveRelations=Page.nothing', 'resolveRelations'],
    ['apiVersion=v2&version=draft', 'version'],
  ])('?%s is refused naming %s', async (query, field) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await get(`${DE}/frontend-api/page/de-DE/home?${query}`);
    expect([400, 401]).toContain(response.status);
    expect(((await response.json()) as { error: string }).error).toContain(field);
    warn.mockRestore();
  });

  test('resolveRelations resolves the relations it names; the others stay uuids, as the content API sends them', async () => {
    const person = async (relations: string) => {
      const response = await get(
        `${DE}/frontend-api/page/de-DE/kontakt?apiVersion=v2&resolveRelations=${relations}`,
      );
      expect(response.status).toBe(200);
      const { story } = (await response.json()) as {
        story: { content: { body: Record<string, unknown>[] } };
      };
      return story.content.body.find((block) => block.component === 'ContactForm')?.person;
    };
    expect(await person('ContactForm.person')).toMatchObject({ content: { component: 'Person' } });
    expect(await person('UspWrapper.items')).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
  });

  test('an unknown locale or a missing story', async () => {
    expect((await get(`${DE}/frontend-api/page/xx-XX/home?apiVersion=v2`)).status).toBe(400);
    expect((await get(`${DE}/frontend-api/page/de-DE/nothing-here?apiVersion=v2`)).status).toBe(404);
  });

  test('the story proxy and the breadcrumb', async () => {
    const proxy = await get(`${DE}/frontend-api/mp/storyblok?slug=fotokalender`);
    expect(proxy.status).toBe(200);
    const crumbs = await get(`${DE}/frontend-api/breadcrumb?path=/fotokalender/`);
    const { items } = (await crumbs.json()) as { items: { text: string; link: { url: string } }[] };
    expect(items[0]?.link.url).toBe('/');
    expect(items.at(-1)?.link.url).toBe('/fotokalender/');
    expect((await get(`${DE}/frontend-api/breadcrumb`)).status).toBe(400);
  });
});
