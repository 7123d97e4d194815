// Lengths in the market's unit: on the US poster shop the calculator's stretcher frame depths read inches
// (1 and 1.5 in), in its page and in the price service's option names; in Great Britain they stay in cm.
import { describe, expect, test } from 'vitest';
import { get, islandProps, POSTER_GB, page, revealed } from './fetch';

const POSTER_US = 'http://poster.com.localhost:8787';

async function productPaths(host: string): Promise<string[]> {
  const xml = await (await get(`${host}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '').pathname)
    .filter((path) => path.split('/').filter(Boolean).length === 2);
}

type Words = { group: string; none: string; names: { id: string; name: string }[] };

/** The pages of a host whose calculator offers the stretcher frame, with its words and the page. */
async function stretcherPages(host: string) {
  const found: { path: string; words: Words; html: string }[] = [];
  for (const path of await productPaths(host)) {
    const { html } = await page(`${host}${path}`);
    const props = islandProps(html, 'calculator') as { optionTexts?: Words[] };
    const words = props.optionTexts?.find((entry) => entry.group === 'stretcher-frame');
    if (words) found.push({ path, words, html: revealed(html) });
  }
  return found;
}

describe('stretcher frame depths', () => {
  test('the US poster shop reads them in inches, on the page and in its island', async () => {
    const pages = await stretcherPages(POSTER_US);
    expect(pages.length).toBeGreaterThan(0);
    for (const { path, words, html } of pages) {
      expect(words.none, path).toBe('1 in');
      expect(words.names, path).toEqual([{ id: 'stretcher-3.8', name: '1.5 in' }]);
      expect(html, path).toContain('1.5 in');
      expect(html, path).not.toMatch(/3[.,]8\s?cm|2[.,]5\s?cm/);
    }
  }, 60_000);

  test('the British poster shop reads them in cm', async () => {
    const pages = await stretcherPages(POSTER_GB);
    expect(pages.length).toBeGreaterThan(0);
    for (const { path, words } of pages) {
      expect(words.none, path).toBe('2.5 cm');
      expect(words.names, path).toEqual([{ id: 'stretcher-3.8', name: '3.8 cm' }]);
    }
  }, 60_000);

  test.each([
    [POSTER_US, 'usd', 'Stretcher frame 1.5 in'],
    [POSTER_GB, 'gbp', 'Stretcher frame 3.8 cm'],
  ])('%s (%s): the price service names the deeper frame %j', async (host, currency, name) => {
    const answer = await get(`${host}/price-api/photo-options-groups?currency=${currency}&material=leinwand`);
    const { groups } = (await answer.json()) as { groups: { group: string; options: { name: string }[] }[] };
    expect(groups.find((entry) => entry.group === 'stretcher-frame')?.options).toEqual([
      expect.objectContaining({ name }),
    ]);
  });
});
