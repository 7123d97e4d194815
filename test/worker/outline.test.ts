// Every page of both channels has exactly one h1 (category and product pages lead with their title); a Swiss
// product page carries real prices in francs in its HTML, before any script runs.
import { describe, expect, test } from 'vitest';
import { CH, DE, get, POSTER_GB, page } from './fetch';

/** The paths a host's sitemap lists. */
async function sitemapPaths(host: string): Promise<string[]> {
  const xml = await (await get(`${host}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

const h1s = (html: string) => html.match(/<h1[\s>]/g)?.length ?? 0;

describe('one h1 per page', () => {
  test.each([DE, POSTER_GB])('every page in the sitemap of %s', async (host) => {
    const paths = await sitemapPaths(host);
    expect(paths.length).toBeGreaterThan(10);
    const counts: Record<string, number> = {};
    for (const path of paths) counts[path] = h1s((await page(`${host}${path}`)).html);
    expect(Object.entries(counts).filter(([, count]) => count !== 1)).toEqual([]);
  });

  test.each([
    `${DE}/products/`,
    `${DE}/themes/2101/`,
    `${DE}/designer/card/?locale=de-DE`,
    `${DE}/gibt-es-nicht/`,
    `${POSTER_GB}/error`,
  ])('%s', async (url) => {
    expect(h1s((await page(url)).html)).toBe(1);
  });

  test('a category page leads with its title as the h1', async () => {
    const { html } = await page(`${DE}/fotokalender/`);
    expect(html).toMatch(/<h1[^>]*>Fotokalender[^<]*<\/h1>/);
  });
});

test('a Swiss product page shows its prices in francs in the server HTML', async () => {
  const paths = await sitemapPaths(CH);
  const product = paths.find((path) => path.split('/').filter(Boolean).length === 2) ?? '';
  const { html } = await page(`${CH}${product}`);
  expect(html).toMatch(/data-price-current="\d/);
  expect(html.replace(/[\u00a0\u202f]/g, ' ')).toMatch(/CHF \d+\.\d\d/);
});
