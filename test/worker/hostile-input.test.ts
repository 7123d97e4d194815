// Hostile input answers quickly and never with a 5xx: crowded or long `_` parameters are carried within bounds,
// malformed percent escapes in the path are client errors, unparsable Origins are cross-site; the 404 and 400
// pages are titled in the site's language; bodies over the size limit are refused before they are read.
import { describe, expect, test } from 'vitest';
import { shopText } from '../../shared/i18n/shop-texts';
import { SHOP_PATHS } from '../../shared/shop/endpoints';
import { TOOLBOX_MAX_BYTES } from '../../worker/backends/shop/service/toolbox';
import { CH, DE, get, POSTER_GB, page } from './fetch';

const POSTER_DE = 'http://poster.de.localhost:8787';
const POSTER_CH = 'http://poster.ch.localhost:8787';

/** Every internal link's href as the browser reads it. */
const internalHrefs = (html: string) =>
  [...html.matchAll(/href="(\/[^"]*)"/g)].map(([, href = '']) => href.replaceAll('&amp;', '&'));

/** The names of a link's query parameters that start with `_`. */
const underscored = (href: string) =>
  [...new URLSearchParams(href.split('?')[1]?.split('#')[0] ?? '').keys()].filter((name) =>
    name.startsWith('_'),
  );

describe('carried `_` parameters', () => {
  test('2 000 distinct names answer 200 quickly; no link carries more than the limit', async () => {
    const query = Array.from({ length: 2000 }, (_, index) => `_p${index}=${index}`).join('&');
    const started = Date.now();
    const { response, html } = await page(`${DE}/?${query}`);
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(html.length).toBeLessThan(300_000);
    const hrefs = internalHrefs(html);
    expect(hrefs.some((href) => href.includes('_p0=0'))).toBe(true);
    for (const href of hrefs) expect(underscored(href).length).toBeLessThanOrEqual(10);
    expect(html).not.toContain('_p10=');
  });

  test('a 64 KB value is not copied onto links', async () => {
    const value = 'x'.repeat(65_536);
    const { response, html } = await page(`${DE}/?_x=${value}&_y=1`);
    expect(response.status).toBe(200);
    expect(html).not.toContain('x'.repeat(300));
    expect(html.length).toBeLessThan(300_000);
    expect(internalHrefs(html).some((href) => underscored(href).includes('_y'))).toBe(true);
  });

  test.each([DE, POSTER_GB])(
    '%s: a normal carried parameter still appears on internal links',
    async (host) => {
      const { response, html } = await page(`${host}/?_y=1`);
      expect(response.status).toBe(200);
      const carrying = internalHrefs(html).filter((href) => /[?&]_y=1(&|#|$)/.test(href));
      expect(carrying.length).toBeGreaterThan(5);
    },
  );
});

const MALFORMED_PATHS = [
  '/%ff',
  '/%ff/',
  '/%',
  '/%E0%A4%A',
  '/%E0%A4%A/',
  '/sitemap.xml%ff',
  '/robots.txt%ff',
  '/fr/%ff',
  '/fr/%ff/',
  '/%c0%ae%c0%ae',
  '/%c0%ae%c0%ae/',
  '/d/%ff',
  '/error%ff',
];

/** Follows redirects (at most three) and returns each answer's status. */
async function statusChain(url: string): Promise<number[]> {
  const statuses: number[] = [];
  let next: string | undefined = url;
  while (next && statuses.length < 4) {
    const response = await get(next);
    await response.body?.cancel();
    statuses.push(response.status);
    const location = response.headers.get('location');
    next = location ? new URL(location, next).href : undefined;
  }
  return statuses;
}

describe('malformed percent escapes in the path', () => {
  test.each(
    [POSTER_DE, POSTER_CH, POSTER_GB, DE, CH].flatMap((host) => MALFORMED_PATHS.map((path) => [host, path])),
  )('%s%s answers a 4xx, and so does any redirect target', async (host, path) => {
    const statuses = await statusChain(`${host}${path}`);
    expect(statuses.every((status) => status < 500)).toBe(true);
    const last = statuses.at(-1) ?? 0;
    expect([400, 404]).toContain(last);
  });

  test('the poster 404 page shows the app banner with the raw segment as its campaign', async () => {
    const { response, html } = await page(`${POSTER_GB}/%ff`);
    expect(response.status).toBe(404);
    expect(html).toContain('utm_campaign=%25ff');
  });
});

const CROSS_SITE_ORIGINS = ['null', 'http://[::1', 'http://x y'];
const POST_ENDPOINTS = [
  SHOP_PATHS.login,
  SHOP_PATHS.signup,
  SHOP_PATHS.passwordReset,
  SHOP_PATHS.newsletterSubscribe,
  SHOP_PATHS.contactForm,
  SHOP_PATHS.voucher,
  SHOP_PATHS.wishlist,
  '/web-api/no-such-endpoint',
  SHOP_PATHS.priceFormats,
  '/frontend-api/track',
  '/bot-check/token',
];

describe('an Origin that cannot be parsed', () => {
  test.each(CROSS_SITE_ORIGINS.flatMap((origin) => POST_ENDPOINTS.map((path) => [origin, path])))(
    'Origin %s on POST %s is refused as cross-site, with the reason',
    async (origin, path) => {
      for (const host of [DE, POSTER_CH]) {
        const response = await get(`${host}${path}`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: '{}',
        });
        expect(response.status).toBe(403);
        expect(await response.text()).toContain(shopText('de', 'crossSite'));
      }
    },
  );
});

/** The document title, as the browser shows it. */
const titleOf = (html: string) =>
  /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&').replaceAll('&#x27;', "'");

describe('error page titles in the site’s language', () => {
  test.each<[url: string, status: number, title: string]>([
    // The English wording is the spec's: route validation and an unmatched path differ in case.
    [`${POSTER_GB}/no-such-page`, 404, 'Page not found: /no-such-page'],
    [`${POSTER_GB}/products?tileCount=abc`, 404, 'Page Not Found: /products'],
    [`${POSTER_GB}/?release=abc`, 400, 'Bad request: release: release must be a numeric release id'],
    [`${DE}/gibt-es-nicht/`, 404, 'Seite nicht gefunden: /gibt-es-nicht/'],
    [`${DE}/products/?tileCount=abc`, 404, 'Seite nicht gefunden: /products/'],
    [`${DE}/?release=abc`, 400, 'Ungültige Anfrage: release: release must be a numeric release id'],
    [`${CH}/fr/gibt-es-nicht/`, 404, 'Page introuvable : /fr/gibt-es-nicht/'],
    [`${CH}/it/?release=abc`, 400, 'Richiesta non valida: release: release must be a numeric release id'],
    ['http://kartenliebe.it.localhost:8787/non-esiste/', 404, 'Pagina non trovata: /non-esiste/'],
    ['http://kartenliebe.es.localhost:8787/no-existe/', 404, 'Página no encontrada: /no-existe/'],
    ['http://kartenliebe.nl.localhost:8787/bestaat-niet/', 404, 'Pagina niet gevonden: /bestaat-niet/'],
    [
      'http://kartenliebe.nl.localhost:8787/?release=abc',
      400,
      'Ongeldig verzoek: release: release must be a numeric release id',
    ],
    [`${POSTER_DE}/%ff`, 404, 'Seite nicht gefunden: /%ff'],
  ])('%s answers %i titled %s', async (url, status, title) => {
    const { response, html } = await page(url);
    expect(response.status).toBe(status);
    expect(titleOf(html)).toBe(title);
  });

  test('the technical message under _debug stays English', async () => {
    const { html } = await page(`${DE}/gibt-es-nicht/?_debug=1`);
    expect(/data-error-details=""[^>]*>([^<]*)<\/pre>/.exec(html)?.[1]).toBe(
      'Page not found: /gibt-es-nicht/',
    );
  });
});

describe('request bodies over the limit', () => {
  /** Forms, API calls and webhooks take 64 KB; an upload the toolbox's largest file and 64 KB for its frame. */
  const BODY_LIMIT_BYTES = 64 * 1024;
  const UPLOAD_LIMIT_BYTES = TOOLBOX_MAX_BYTES + BODY_LIMIT_BYTES;
  const json = (size: number) => JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(size) });
  const refusal = async (response: Response, max: number) => {
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: { text: string } }).message.text).toBe(
      shopText('de', 'bodyTooLarge', { max }),
    );
  };

  test.each([
    '/web-api/customer-login',
    '/web-api/contact-form',
    '/webhooks/storyblok',
    '/frontend-api/track',
  ])('a declared 100 KB body to %s is a 413 naming the limit', async (path) => {
    const response = await get(`${DE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json(100_000),
    });
    await refusal(response, BODY_LIMIT_BYTES);
  });

  test('a body just under the limit is read and validated as usual', async () => {
    const response = await get(`${DE}/web-api/customer-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-address', password: 'x'.repeat(BODY_LIMIT_BYTES - 100) }),
    });
    expect(response.status).toBe(400);
  });

  test('a streamed body without a length is refused once it passes the limit, without reading the rest', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    const total = 64;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > total) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await get(`${DE}/web-api/customer-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    await refusal(response, BODY_LIMIT_BYTES);
    expect(pulled).toBeLessThan(total);
  });

  test('an upload may be as large as the toolbox takes, and no larger', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(UPLOAD_LIMIT_BYTES)], 'huge.png', { type: 'image/png' }));
    const response = await get(`${DE}/web-api/toolbox-optimize-image`, { method: 'POST', body: form });
    await refusal(response, UPLOAD_LIMIT_BYTES);
  });
});
