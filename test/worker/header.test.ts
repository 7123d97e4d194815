// The header from the global config: shop links, hotline, magazine, service, account and cart
// on the web platform; a back button and the account text alone in the desktop app view.
import { describe, expect, test } from 'vitest';
import { DE, POSTER_GB, page } from './fetch';

/** The opening tags that carry an attribute (attribute order is React's, not ours). */
const tagsWith = (html: string, attribute: string) =>
  html.match(new RegExp(`<[a-z]+[^>]*${attribute}[^>]*>`, 'g')) ?? [];

describe('header on the web platform', () => {
  test('shop links of both channels, the hotline as tel: link, magazine and service items', async () => {
    const { html } = await page(`${DE}/`);
    const shops = tagsWith(html, 'data-shop-link');
    expect(shops).toHaveLength(2);
    // Locally the shop links stay on the local hosts; the current shop's link is a path on this host.
    expect(shops[0]).toContain('href="/"');
    expect(shops[0]).toContain('aria-current="true"');
    expect(shops[1]).toContain('href="http://poster.de.localhost:8787/"');
    expect(shops[1]).not.toContain('aria-current');
    expect(tagsWith(html, 'data-hotline')[0]).toMatch(/href="tel:\+\d{6,}"/);
    expect(tagsWith(html, 'data-header-item="magazine"')).toHaveLength(1);
    expect(tagsWith(html, 'data-header-item="service"')[0]).toMatch(/href="\/[a-z-]+\/"/);
    expect(html).toMatch(/data-account-item="anonymous"/);
    expect(html).toMatch(/data-cart-item/);
    expect(html).not.toMatch(/data-header-back/);
  });

  test('the logo links home, in the locale of the page', async () => {
    const { html } = await page('http://kartenliebe.ch.localhost:8787/fr/');
    expect(tagsWith(html, 'data-logo')[0]).toContain('href="/fr/"');
  });

  test('the poster channel marks its own shop link', async () => {
    const { html } = await page(`${POSTER_GB}/`);
    const own = tagsWith(html, 'data-shop-link').find((tag) => tag.includes('aria-current'));
    expect(own).toContain('href="/"');
    expect(tagsWith(html, 'data-shop-link').join()).toContain(
      'href="http://kartenliebe.co.uk.localhost:8787/"',
    );
  });
});

describe('header in the desktop app view', () => {
  test('a back button instead of shop links, the account item as text only, no cart', async () => {
    const { html } = await page(`${DE}/d/`);
    expect(tagsWith(html, 'data-header-back')[0]).toContain('href="/d/"');
    expect(html).not.toMatch(/data-shop-link/);
    expect(html).not.toMatch(/data-header-item="magazine"/);
    expect(html).not.toMatch(/data-cart-item/);
    expect(html).toMatch(/data-account-item="anonymous"[^>]*><span class="">Anmelden<\/span>/);
  });

  test('no footer in the desktop app view', async () => {
    const { html } = await page(`${DE}/d/`);
    expect(html).not.toMatch(/<footer/);
    const web = await page(`${DE}/`);
    expect(web.html).toMatch(/<footer/);
  });
});
