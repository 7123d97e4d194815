// The route table, answered by the worker.
import { describe, expect, test, vi } from 'vitest';
import { CH, DE, get, POSTER_GB, page } from './fetch';

describe('products overview and aliases', () => {
  test.each([
    [`${DE}/products/`, 'Alle Produkte'],
    [`${DE}/produkte/`, 'Alle Produkte'],
    [`${DE}/d/products/`, 'Alle Produkte'],
    [`${CH}/fr/produits/`, 'Tous les produits'],
    [`${CH}/d/fr/produits/`, 'Tous les produits'],
    [`${DE}/kalender-vorauswahl/`, 'Wähle deinen Kalender'],
    [`${DE}/karten-vorauswahl/`, 'Wähle deine Karten'],
    [`${POSTER_GB}/products`, 'All products'],
    [`${POSTER_GB}/calendar-preselection`, 'Choose your calendar'],
  ])('%s shows %s', async (url, heading) => {
    const { response, html } = await page(url);
    expect(response.status).toBe(200);
    expect(html).toContain(heading);
  });

  test('tileCount limits the tiles', async () => {
    const { html } = await page(`${DE}/products/?tileCount=2`);
    expect(html.match(/<li class="relative" data-tile=""/g)).toHaveLength(2);
  });

  const tilePaths = (html: string) =>
    [...html.matchAll(/<li class="relative" data-tile=""><a [^>]*href="([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );

  test('the products view lists the product pages of the channel, 12 at first', async () => {
    const { html } = await page(`${DE}/products/`);
    const paths = tilePaths(html);
    expect(paths.length).toBe(12);
    expect(paths).toContain('/karten/hochzeitskarten/');
    expect(paths).toContain('/fotokalender/wandkalender/');
    expect(html).toContain('12 Produkte');
    expect(html).not.toContain('data-show-more');
  });

  test('the pre-configurator views list their own selection', async () => {
    const calendars = tilePaths((await page(`${DE}/kalender-vorauswahl/`)).html);
    const cards = tilePaths((await page(`${DE}/karten-vorauswahl/`)).html);
    expect(calendars.sort()).toEqual(['/fotokalender/tischkalender/', '/fotokalender/wandkalender/']);
    expect(cards.sort()).toEqual(['/karten/hochzeitskarten/', '/karten/weihnachtskarten/']);
  });

  test('fewer tiles than the view has: "show more" leads to the next page size', async () => {
    const { html } = await page(`${DE}/products/?tileCount=4`);
    expect(tilePaths(html)).toHaveLength(4);
    expect(html).toMatch(
      /<a [^>]*href="\/products\/\?tileCount=12"[^>]*data-show-more=""|<a [^>]*data-show-more=""[^>]*href="\/products\/\?tileCount=12"/,
    );
  });

  test('prices follow the channel: none on the card channel, shown on the poster channel', async () => {
    expect((await page(`${DE}/products/`)).html).not.toMatch(
      /<li class="relative" data-tile="">[\s\S]*?data-price=/,
    );
    const poster = (await page(`${POSTER_GB}/products`)).html;
    expect(poster).toMatch(/<li class="relative" data-tile="">[\s\S]*?data-price="\d/);
  });

  test.each(['abc', '0', '-1', '1.5', '49'])('tileCount=%s fails route validation', async (value) => {
    const { response, html } = await page(`${DE}/products/?tileCount=${value}`);
    expect(response.status).toBe(404);
    expect(html).toContain('<title>Seite nicht gefunden: /products/</title>');
  });
});

describe('theme page', () => {
  test('is valid only with an id', async () => {
    const { response, html } = await page(`${DE}/themes/`);
    expect(response.status).toBe(404);
    expect(html).toContain('Seite nicht gefunden: /themes/');
  });

  test.each([`${DE}/themes/2101/`, `${CH}/d/fr/themes/2101/`])(
    '%s shows the theme from the shop, its designs and the CTA to the card designer',
    async (url) => {
      const { response, html } = await page(url);
      expect(response.status).toBe(200);
      expect(html).toContain('data-theme-id="">Wedding</span>');
      expect(html).toMatch(/<li data-design="a6-quer"[^>]*>[\s\S]*?theme-2101\.svg/);
      expect(html).toContain('configurator-card/?themeId=2101&amp;format=a6-quer');
      expect(html).toMatch(
        /href="[^"]*configurator-card\/\?themeId=2101"[^>]*data-theme-cta=""|data-theme-cta=""[^>]*href="[^"]*configurator-card\/\?themeId=2101"/,
      );
    },
  );

  test('a theme the shop does not know is a 404', async () => {
    const { response } = await page(`${DE}/themes/summer-2027/`);
    expect(response.status).toBe(404);
  });

  test('an id with unsafe characters fails validation', async () => {
    const { response, html } = await page(`${DE}/themes/%3Cscript%3E/`);
    expect(response.status).toBe(404);
    expect(html).toContain('Seite nicht gefunden');
    expect(html).not.toContain('<script>');
  });
});

describe('configurator paths', () => {
  test.each([
    [`${DE}/configurator-card/?themeId=7`, '/designer/card/?themeId=7&quantity=50&locale=de-DE'],
    [
      `${DE}/configurator-calendar/?startDate=2028-01-01`,
      '/designer/calendar/?startMonth=1&year=2028&accessoryTypes=ohne&locale=de-DE',
    ],
    [`${DE}/configurator-collage/`, '/designer/collage/?designId=1&locale=de-DE'],
    [`${DE}/configurator-photo-frame/`, '/designer/photoframe/?locale=de-DE'],
    [
      `${DE}/configurator-photobook/?photobookType=fotoheft`,
      '/designer/photobook/?photobookPrinting=fotoheft&photobookCover=soft&amount=1&photobookCoverLamination=matt&templatesCompacted=0&locale=de-DE',
    ],
    [
      `${DE}/configurator-photobox/?photoboxType=small&photoboxFormat=10x15`,
      '/designer/photobox/?width=10&height=15&type=small&locale=de-DE',
    ],
    [`${DE}/d/configurator-card/?isSample=1`, '/d/designer/card/?isSample=1&quantity=1&locale=de-DE'],
    [`${CH}/fr/configurator-card/?themeId=7`, '/fr/designer/card/?themeId=7&quantity=50&locale=fr-CH'],
    [
      `${POSTER_GB}/configurator-photo-frame?materialType=leinwand`,
      '/designer/photoframe?materialType=leinwand&locale=en-GB',
    ],
  ])('%s -> %s', async (url, location) => {
    const response = await get(url);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  test('a calendar without a start begins this month', async () => {
    const now = new Date();
    const location = (await get(`${DE}/configurator-calendar/`)).headers.get('location') ?? '';
    const query = new URL(location, DE).searchParams;
    expect([query.get('startMonth'), query.get('year')]).toEqual([
      String(now.getUTCMonth() + 1),
      String(now.getUTCFullYear()),
    ]);
  });

  test('the click id comes from its cookie, never from the link', async () => {
    const headers = { cookie: 'gclid=Cj0KCQ_abc' };
    const location = (await get(`${DE}/configurator-card/?themeId=7&gclid=forged`, { headers })).headers.get(
      'location',
    );
    expect(location).toBe('/designer/card/?themeId=7&quantity=50&locale=de-DE&gclid=Cj0KCQ_abc');
    const bad = { cookie: 'gclid=<script>' };
    expect((await get(`${DE}/configurator-card/?themeId=7`, { headers: bad })).headers.get('location')).toBe(
      '/designer/card/?themeId=7&quantity=50&locale=de-DE',
    );
  });

  test('options of the wrong shape get a 400 page that says which', async () => {
    const { response, html } = await page(`${DE}/configurator-card/?quantity=0`);
    expect(response.status).toBe(400);
    expect(html).toContain('quantity is a whole number from 1');
    expect((await get(`${DE}/configurator-photobox/?photoboxFormat=05x10`)).status).toBe(400);
  });

  test('the designer shows what was handed over', async () => {
    const { response, html } = await page(`${DE}/designer/card/?themeId=7&locale=de-DE`);
    expect(response.status).toBe(200);
    expect(html).toContain('data-param="themeId">7</dd>');
    expect(html).toContain('data-param="locale">de-DE</dd>');
  });

  test('an unknown designer type fails validation', async () => {
    const { response } = await page(`${DE}/designer/spaceship/`);
    expect(response.status).toBe(404);
  });
});

describe('feed pages, error page and content', () => {
  test.each(['feed-card', 'feed-calendar', 'feed-collage'])('/%s/ hides the sub-navigation', async (feed) => {
    const { response, html } = await page(`${DE}/${feed}/`);
    expect(response.status).toBe(200);
    expect(html).not.toContain('data-sub-navigation');
  });

  test('a content page shows the sub-navigation', async () => {
    const { html } = await page(`${DE}/`);
    expect(html).toContain('data-sub-navigation');
    expect(html).toContain('Persönliche Fotoprodukte aus unserer Druckerei');
  });

  test('/error/ answers the error page', async () => {
    const { response, html } = await page(`${DE}/error/`);
    expect(response.status).toBe(404);
    expect(html).toContain('Da ist etwas schiefgelaufen');
  });

  test('a missing story is a 404 logged as storyblok-page-not-found', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { response, html } = await page(`${DE}/no-such-page/`);
    expect(response.status).toBe(404);
    expect(html).toContain('<title>Seite nicht gefunden: /no-such-page/</title>');
    expect(warn.mock.calls.map(([line]) => JSON.parse(String(line)).id)).toContain(
      'storyblok-page-not-found',
    );
    warn.mockRestore();
  });

  test('a story that is not a Page is a 404 logged as cms-page-not-found', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { response } = await page(`${DE}/snippets/product-snippet/`);
    expect(response.status).toBe(404);
    expect(warn.mock.calls.map(([line]) => JSON.parse(String(line)).id)).toContain('cms-page-not-found');
    warn.mockRestore();
  });

  test('logging=0 silences the request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await (await get(`${DE}/no-such-page/?logging=0`)).text();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  test('a slug that fails the sanity check is Page Not Found', async () => {
    const { response, html } = await page(`${DE}/bad%24slug/`);
    expect(response.status).toBe(404);
    expect(html).toContain('Seite nicht gefunden: /bad%24slug/');
  });

  test.each([['POST', `${DE}/`, 'Seite nicht gefunden: /']])(
    'unmatched %s %s',
    async (method, url, message) => {
      const { response, html } = await page(url, { method });
      expect(response.status).toBe(404);
      expect(html).toContain(message);
    },
  );

  test('a shop path the backend does not serve answers a JSON 404', async () => {
    const response = await get(`${DE}/web-api/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(((await response.json()) as { message: { text: string } }).message.text).toContain(
      '/web-api/no-such-endpoint',
    );
  });

  test('a cross-site POST to the shop is refused', async () => {
    const response = await get(`${DE}/web-api/no-such-endpoint`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  test('error details show only with _debug', async () => {
    expect((await page(`${DE}/nope/`)).html).not.toContain('data-error-details');
    expect((await page(`${DE}/nope/?_debug=1`)).html).toContain('data-error-details');
  });
});

describe('icon sprite page', () => {
  test('lists every icon as a symbol and loads no script', async () => {
    const { response, html } = await page(`${DE}/_icons/`);
    expect(response.status).toBe(200);
    expect(html).toContain('<symbol id="close" viewBox="0 0 24 24">');
    expect(html).toContain('<symbol id="cart" viewBox="0 0 24 24">');
    expect(html).not.toMatch(/<script[^>]*src=/);
    // The inline stylesheet names the island marker's rule; the markup has no island.
    expect(html.replace(/<style>.*?<\/style>/s, '')).not.toContain('data-island');
  });
});
