// The footer's breadcrumb per page: a home link, one item per path level with a story, the
// last as text; none on the home page.
import { describe, expect, test } from 'vitest';
import { DE, page } from './fetch';

const breadcrumb = (html: string) => /<nav[^>]*data-breadcrumb=""[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';

describe('breadcrumb', () => {
  test('a category page: home link, then the page as text', async () => {
    const nav = breadcrumb((await page(`${DE}/fotokalender/`)).html);
    expect(nav).toMatch(/<a[^>]*href="\/"[^>]*>Startseite<\/a>/);
    expect(nav).toMatch(/<span aria-current="page"[^>]*>[^<]+<\/span>/);
    expect(nav.match(/<a /g)).toHaveLength(1);
  });

  test('a product page two levels down links its category', async () => {
    const { html } = await page(`${DE}/fotokalender/`);
    const productHref = /href="(\/fotokalender\/[a-z-]+\/)"/.exec(html)?.[1];
    expect(productHref).toBeTruthy();
    const nav = breadcrumb((await page(`${DE}${productHref}`)).html);
    expect(nav).toMatch(/<a[^>]*href="\/fotokalender\/"/);
    expect(nav.match(/<a /g)).toHaveLength(2);
    expect(nav).toMatch(/aria-current="page"/);
  });

  test('the home page has none', async () => {
    expect(breadcrumb((await page(`${DE}/`)).html)).toBe('');
  });
});
