// The site context at the edge: redirects with status and Location, locales served, headers on every page.
import { describe, expect, test } from 'vitest';
import { CH, DE, get, POSTER_GB, page } from './fetch';

describe('site redirects', () => {
  test.each([
    [`${DE}/fr/karten/`, 301, 'http://kartenliebe.fr.localhost:8787/karten/'],
    [`${DE}/en/`, 301, 'http://kartenliebe.co.uk.localhost:8787/'],
    [`${DE}/de/karten/?x=1`, 301, '/karten/?x=1'],
    [`${DE}/karten`, 301, '/karten/'],
    [`${DE}/xx/karten/`, 302, '/error/'],
    [`${DE}/d/de/x/`, 301, '/d/x/'],
    [`${CH}/de/`, 301, '/'],
    [`${CH}/nl/`, 301, 'http://kartenliebe.nl.localhost:8787/'],
    [`${POSTER_GB}/canvas-prints/`, 301, '/canvas-prints'],
    [`${POSTER_GB}/de/leinwand`, 301, 'http://poster.de.localhost:8787/leinwand'],
    [`${POSTER_GB}/zz`, 302, '/error'],
    [`${DE}//karten//`, 301, '/karten/'],
  ])('%s -> %i %s', async (url, status, location) => {
    const response = await get(url);
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(location);
  });

  test('production host of the poster channel uses the configured shop name', async () => {
    const response = await get('https://wandliebe.de/fr/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://wandliebe.fr/');
  });
});

describe('locale of the page', () => {
  test.each([
    [`${DE}/`, 'de-DE'],
    [`${CH}/`, 'de-CH'],
    [`${CH}/fr/`, 'fr-CH'],
    [`${CH}/it/`, 'it-CH'],
    ['http://kartenliebe.be.localhost:8787/fr/', 'fr-BE'],
    ['http://kartenliebe.com.localhost:8787/', 'en-US'],
    [`${POSTER_GB}/`, 'en-GB'],
    ['http://localhost:8787/', 'de-DE'],
  ])('%s is %s', async (url, locale) => {
    const { response, html } = await page(url);
    expect(response.status).toBe(200);
    expect(html).toContain(`<html lang="${locale}"`);
  });

  test('the poster channel carries its own theme', async () => {
    const { html } = await page(`${POSTER_GB}/`);
    expect(html).toContain('data-channel="poster"');
    expect(html).toContain('wandliebe');
  });
});

describe('headers of a page', () => {
  test('a shared page is sent whole with the security headers and a revalidating cache policy', async () => {
    // A page no test asked for: rendered now, not answered from the isolate's memory.
    const response = await get(`${DE}/?visit=${crypto.randomUUID()}`);
    expect(response.headers.get('x-cache')).toBe('miss');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const cache = response.headers.get('cache-control') ?? '';
    expect(cache).toContain('s-maxage');
    expect(cache).not.toContain('immutable');
    // Rendered whole from settled data: one document, no part React would move into place with a script.
    const html = await response.text();
    expect(html.startsWith('<!DOCTYPE html><html')).toBe(true);
    expect(html.match(/<!DOCTYPE/g)).toHaveLength(1);
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toContain('$RC(');
  });

  test('https hosts get HSTS', async () => {
    const response = await get('https://kartenliebe.de/');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    await response.body?.cancel();
  });
});
