// The app smartbanner in the HTML: only where the channel has apps, on the web platform, with the campaign
// deep link; a dismissal cookie leaves it out (the edge cache keeps that page apart, keyed by the cookie).
import { describe, expect, test } from 'vitest';
import { DE, POSTER_GB, page } from './fetch';

const POSTER_US = 'http://poster.com.localhost:8787';
/** The deep link of the banner's call to action, as the browser reads the attribute. */
const ctaHref = (html: string) =>
  /data-smartbanner-cta=""[^>]*href="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');

describe('smartbanner', () => {
  test('the poster channel shows it with the deep link of the page’s campaign', async () => {
    const { response, html } = await page(`${POSTER_GB}/`);
    expect(response.headers.get('cache-control')).toMatch(/^public, /);
    expect(html).toContain('data-smartbanner=""');
    expect(ctaHref(html)).toBe(
      'https://apps.example.com/wandliebe?utm_source=smartbanner&utm_medium=web&utm_campaign=home',
    );
    expect(ctaHref((await page(`${POSTER_GB}/products`)).html)).toContain('utm_campaign=products');
  });

  test.each([
    ['kartenliebe', `${DE}/`],
    ['US English poster', `${POSTER_US}/`],
    ['the desktop app view', `${POSTER_GB}/d`],
  ])('%s shows none', async (_name, url) => {
    const { response, html } = await page(url);
    expect(response.status).toBe(200);
    expect(html).not.toContain('data-smartbanner');
  });

  test('a dismissal cookie leaves it out; the page stays shared, keyed by the cookie', async () => {
    const { response, html } = await page(`${POSTER_GB}/`, { headers: { cookie: 'smartbannerDisabled=1' } });
    expect(html).not.toContain('data-smartbanner');
    expect(response.headers.get('cache-control')).toMatch(/^public, /);
  });

  test('the cookie changes nothing where no banner shows, so the page stays shared', async () => {
    const { response } = await page(`${DE}/`, { headers: { cookie: 'smartbannerDisabled=1' } });
    expect(response.headers.get('cache-control')).toMatch(/^public, /);
  });
});
