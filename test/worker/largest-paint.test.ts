// Each page's largest paint loads first: the first block with an image above the fold, whatever its type and on
// either channel, is eager, high priority and preloaded in the head; every other image is lazy, the sub-navigation's
// tiles in the first screen at low priority.
import { describe, expect, test } from 'vitest';
import { DE, page } from './fetch';

const POSTER_DE = 'http://poster.de.localhost:8787';

/** The page's <img> tags, in document order. */
const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

describe('the largest paint', () => {
  test.each([
    ['kartenliebe home', `${DE}/`, 'hero-kartenliebe'],
    ['kartenliebe category', `${DE}/fotokalender/`, 'calendar-1.svg'],
    ['kartenliebe product', `${DE}/fotokalender/wandkalender/`, 'calendar-1.svg'],
    ['poster home', `${POSTER_DE}/`, 'hero-poster'],
    ['poster category', `${POSTER_DE}/leinwanddruck`, 'canvas-1.svg'],
    ['poster product', `${POSTER_DE}/leinwanddruck/leinwand-classic`, 'canvas-1.svg'],
    // The overview: under its heading, the first tile's picture.
    ['kartenliebe products', `${DE}/products/`, 'photobox-1.svg'],
    ['poster products', `${POSTER_DE}/products`, 'acrylic-1.svg'],
  ])('%s: the page’s first picture is the one priority image, preloaded', async (_name, url, source) => {
    const { html } = await page(url);
    const all = images(html);
    const first = all.filter((tag) => attribute(tag, 'fetchPriority') === 'high');
    expect(first.length).toBe(1);
    const [lcp = ''] = first;
    expect(attribute(lcp, 'src')).toContain(source);
    expect(attribute(lcp, 'loading')).toBe('eager');
    // Every other image waits for the layout to need it.
    for (const tag of all.filter((other) => other !== lcp)) expect(attribute(tag, 'loading')).toBe('lazy');
    // The head asks for the same candidates the image picks from, before the body is parsed.
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0] ?? '';
    expect(attribute(preload, 'imageSrcSet')).toBe(attribute(lcp, 'srcSet')?.replaceAll('&amp;', '&'));
    expect(attribute(preload, 'imageSizes')).toBe(attribute(lcp, 'sizes'));
    expect(attribute(preload, 'fetchPriority')).toBe('high');
  });

  test('the sub-navigation tiles above the hero load at low priority: none shares the bandwidth with it', async () => {
    const { html } = await page(`${DE}/`);
    const tiles = [...html.matchAll(/<a [^>]*data-tile-type="[^"]*"[^>]*>(<img [^>]*>)/g)].map(
      (match) => match[1] ?? '',
    );
    expect(tiles.length).toBeGreaterThan(3);
    for (const tag of tiles) {
      expect(attribute(tag, 'loading')).toBe('lazy');
      expect(attribute(tag, 'fetchPriority')).toBe('low');
    }
  });
});
