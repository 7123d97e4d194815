// Prices as a shopper meets them: never another currency's amount, overview tiles at the service's starting
// price with "from", and the calculator preset by the page's SKU or the visitor's `?sku=`.
import { describe, expect, test } from 'vitest';
import { CH, DE, get, islandProps, page } from './fetch';

const POSTER_DE = 'http://poster.de.localhost:8787';
const POSTER_CH = 'http://poster.ch.localhost:8787';

// biome-ignore lint/suspicious/noExplicitAny: the test walks into answers whose shapes it asserts
type Json = Record<string, any>;

const plain = (html: string) => html.replace(/[\u00a0\u202f]/g, ' ');

async function productPaths(host: string, prefix = ''): Promise<string[]> {
  const xml = await (await get(`${host}${prefix}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '').pathname)
    .filter((path) => path.split('/').filter(Boolean).length === (prefix ? 3 : 2));
}

describe('a Swiss site whose content is French or Italian', () => {
  test.each(['/fr', '/it'])(
    '%s shows francs from the service and no euro amount from the content',
    async (prefix) => {
      const paths = await productPaths(CH, prefix);
      expect(paths.length).toBeGreaterThan(5);
      let calculators = 0;
      for (const path of paths) {
        const html = plain((await page(`${CH}${path}`)).html);
        // Every price tag on the page, wherever its amount comes from, is in francs.
        for (const [, amount] of html.matchAll(/data-price="[^"]*"><strong[^>]*>([^<]*)</g)) {
          expect(amount, path).toContain('CHF');
        }
        // The formats-and-prices table holds the content's euro amounts: left out.
        expect(html, path).not.toContain('<table');
        if (html.includes('data-calculator=')) calculators += 1;
      }
      expect(calculators).toBeGreaterThan(5);
    },
    120_000,
  );

  test('the products overview shows the service’s franc prices, with "from" where a range starts', async () => {
    const html = plain((await page(`${POSTER_CH}/fr/products?tileCount=48`)).html);
    const tiles = [...html.matchAll(/data-tile-price="">([\s\S]*?)<\/span><\/span>/g)].map((m) => m[1] ?? '');
    expect(tiles.length).toBeGreaterThan(5);
    for (const tile of tiles) {
      expect(tile).toContain('CHF');
      expect(tile).toContain('à partir de');
    }
  });
});

describe('the products overview', () => {
  test('a tile starts at the cheapest size the service sells, in the site’s currency', async () => {
    const html = plain((await page(`${POSTER_DE}/products?tileCount=48`)).html);
    const tiles = [...html.matchAll(/data-tile-price="">([\s\S]*?)<\/span><\/span>/g)].map((m) => m[1] ?? '');
    expect(tiles.length).toBeGreaterThan(5);
    for (const tile of tiles) expect(tile).toMatch(/^<small[^>]*>ab<\/small>/);
    // The wooden-framed poster: poster 40x30 (12.99) plus the black wooden frame (24.99).
    expect(tiles.some((tile) => tile.includes('37,98'))).toBe(true);
  });
});

describe('the calculator’s preset', () => {
  const path = '/fotokalender/wandkalender/';

  test('the page’s SKU preselects its material and size, and the price shown is that choice’s', async () => {
    const { html } = await page(`${DE}${path}`);
    const props = islandProps(html, 'calculator') as Json;
    expect(props.calculator.sku.sku).toMatch(/^KL-/);
    expect(html).toMatch(/data-selected-format="a3-hoch"/);
    expect(html).toMatch(/data-sku-price="29.99"/);
  });

  test('?sku= names another size: it is preselected and its price shown', async () => {
    const { response, html } = await page(`${DE}${path}?sku=KL-WANDKALENDER-A4-HOCH`);
    expect(response.status).toBe(200);
    expect(html).toMatch(/data-selected-format="a4-hoch"/);
    expect(html).toMatch(/data-sku-price="24.99"/);
  });

  test('an unknown ?sku= leaves the page’s own preset', async () => {
    const { response, html } = await page(`${DE}${path}?sku=KL-NO-SUCH-SKU`);
    expect(response.status).toBe(200);
    expect(html).toMatch(/data-selected-format="a3-hoch"/);
  });

  test('a ?sku= that is no SKU id is a validation 404 naming nothing else', async () => {
    const response = await get(`${DE}${path}?sku=${encodeURIComponent('<script>')}`);
    expect(response.status).toBe(404);
  });
});
