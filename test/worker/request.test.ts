// Request-level query rules, the action bar island rendered from its cookie, the stylesheets, prefetch rules, crawlers.
import { describe, expect, test, vi } from 'vitest';
import { ASSET_URLS } from '../../worker/generated/assets';
import { CRITICAL_CSS } from '../../worker/generated/critical-css';
import { INLINE_SCRIPTS } from '../../worker/generated/inline-scripts';
import { DE, editorQuery, get, POSTER_GB, page } from './fetch';

describe('query parameters', () => {
  test.each([
    ['release=next', 'release: release must be a numeric release id'],
    ['_storyblok=abc', '_storyblok: _storyblok must be a numeric story id'],
  ])('?%s -> 400 %s', async (query, reason) => {
    const { response, html } = await page(`${DE}/?${query}`);
    expect(response.status).toBe(400);
    expect(html).toContain(reason);
    expect(response.headers.get('cache-control')).not.toContain('immutable');
  });

  test.each([
    ['feature=VOLL_1616&treatment=maybe', 'treatment: treatment must be on or off'],
    ['treatment=on', 'treatment: needs a feature parameter'],
    ['feature=a/b', 'feature: feature must be a flag name'],
  ])('?%s is ignored and logged, the page answers without an override', async (query, reason) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { response, html } = await page(`${DE}/?${query}&a=${crypto.randomUUID()}`);
    expect(response.status).toBe(200);
    expect(html).not.toContain(reason);
    const logged = warn.mock.calls
      .map(([line]) => String(line))
      .find((line) => line.includes('flag-override-ignored'));
    expect(logged).toContain(reason);
    warn.mockRestore();
  });

  test.each(['tracking=off', 'logging=off', 'tracking=yes', '_debug=yes', '_debug=0', 'disabled=yes'])(
    '?%s is a switch value, never a 400',
    async (query) => {
      const { response } = await page(`${DE}/?${query}`);
      expect(response.status).toBe(200);
    },
  );

  test('_debug with any value shows the debug view; tracking=off keeps the tag manager', async () => {
    expect((await page(`${DE}/?_debug=no`)).html).toContain('data-flag-debug');
    expect((await page(`${DE}/?tracking=off&a=${crypto.randomUUID()}`)).html).toContain(
      'id="analytics-init"',
    );
    expect((await page(`${DE}/?tracking=0&a=${crypto.randomUUID()}`)).html).not.toContain(
      'id="analytics-init"',
    );
  });

  test('underscore parameters are carried over on internal links', async () => {
    const { html } = await page(`${DE}/?_preview=1&utm_source=x`);
    // The logo and the main navigation are internal links: both carry `_preview`, not `utm_source`.
    expect(html).toMatch(/<a[^>]*data-logo=""[^>]*href="\/\?_preview=1"/);
    expect(html).toMatch(/href="\/karten\/\?_preview=1"/);
    expect(html).not.toMatch(/href="[^"]*utm_source/);
    expect(html).not.toContain('utm_source=x"');
  });

  test('a flag override makes the page personal', async () => {
    const response = await get(`${DE}/?feature=VOLL_1616&treatment=on`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    await response.body?.cancel();
  });
});

describe('action bar', () => {
  test('renders sanitised with its countdown, ready for the boot script to dismiss and tick', async () => {
    const { html } = await page(`${DE}/`);
    expect(html).toContain('data-action-bar-close=""');
    expect(html).toMatch(/data-countdown-end="\d+"/);
    expect(html).toContain('<b>Weihnachtskarten: 10 € Rabatt</b>');
    expect(html).toContain('data-countdown="running"');
  });

  test('a dismissal cookie renders it dismissed, with the root class; the page stays shared (keyed by it)', async () => {
    const response = await get(`${DE}/`, { headers: { cookie: 'actionBarClosed_xmas-2027=1' } });
    const html = await response.text();
    expect(html).not.toContain('data-action-bar=');
    expect(html).toMatch(/<html[^>]*class="action-bar-closed"/);
    expect(response.headers.get('cache-control')).toMatch(/^public, /);
  });

  test('a cookie for another bar leaves this one', async () => {
    const { html } = await page(`${DE}/`, { headers: { cookie: 'actionBarClosed_other=1' } });
    expect(html).toContain('data-action-bar="xmas-2027"');
  });
});

/** The speculation rules a page carries. */
function speculationRules(html: string): Record<string, { eagerness: string; where: unknown }[]> {
  const json = /<script type="speculationrules"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

/** The SHA-256 of a text as the CSP names it. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

describe('the stylesheet', () => {
  test.each([
    [`${DE}/fotokalender/`, 'kartenliebe'],
    [`${POSTER_GB}/`, 'poster'],
  ] as const)(
    "%s inlines only its channel's critical stylesheet, allowed by its hash",
    async (url, channel) => {
      const { response, html } = await page(url);
      const styles = [...html.matchAll(/<style[^>]*>(.*?)<\/style>/gs)].map((match) => match[1] ?? '');
      expect(styles).toEqual([CRITICAL_CSS[channel].text]);
      // The critical rules only: the whole stylesheet was 39 kB inline.
      expect(styles[0]?.length).toBeLessThan(18_000);
      const other = channel === 'kartenliebe' ? 'poster' : 'kartenliebe';
      expect(styles[0]).toContain(`html[data-channel=${channel}]{`);
      expect(styles[0]).not.toContain(`html[data-channel=${other}]`);
      const policy = response.headers.get('content-security-policy') ?? '';
      const styleSrc = /style-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(styleSrc).toContain(`'${await sha256(styles[0] ?? '')}'`);
      expect(styleSrc).not.toContain('unsafe-inline');
      expect(styleSrc).not.toContain('unsafe-hashes');
    },
  );

  test("the full stylesheet: the boot loader adds it, a noscript link at the body's end without a script, no handler", async () => {
    const { html } = await page(`${DE}/`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(ASSET_URLS.css).toMatch(/^\/assets\/site-[0-9a-f]{10}\.css$/);
    // Nothing in the head asks for it: a stylesheet there would hold the first paint, a preload would compete with
    // the largest paint's image.
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).not.toContain('as="style"');
    expect(INLINE_SCRIPTS.bootLoader.text).toContain(JSON.stringify(ASSET_URLS.css));
    expect(head).toContain(INLINE_SCRIPTS.bootLoader.text);
    expect(html).toMatch(
      new RegExp(`<noscript><link rel="stylesheet" href="${ASSET_URLS.css}"/></noscript></body></html>$`),
    );
    // A switch from print to all media on load would need an inline handler, which the CSP forbids.
    expect(html).not.toMatch(/<link[^>]* on\w+=/);
    expect(html).not.toContain('media="print"');
  });

  test("a page without the boot loader links the full stylesheet at the body's end", async () => {
    const { html } = await page(`${DE}/_icons/`);
    expect(html).not.toContain(INLINE_SCRIPTS.bootLoader.text);
    expect(html).toMatch(new RegExp(`<link rel="stylesheet" href="${ASSET_URLS.css}"/></body></html>$`));
  });
});

describe('prefetch', () => {
  test('speculation rules on a normal connection', async () => {
    expect((await page(`${DE}/`)).html).toContain('<script type="speculationrules">');
  });

  test('a shared page prerenders the next page: main navigation eagerly, other page links on hover', async () => {
    const rules = speculationRules((await page(`${DE}/`)).html);
    expect(Object.keys(rules)).toEqual(['prerender']);
    expect(rules.prerender?.map((rule) => rule.eagerness)).toEqual(['eager', 'moderate']);
    const where = JSON.stringify(rules.prerender);
    expect(where).toContain('[data-main-navigation] a[href]');
    // Never a logout, a form target, a hand-off or a personal page: behind any prefix, with or without the slash.
    expect(where).toContain('/*logout*');
    for (const segment of ['web-api', 'account', 'basket', 'designer', 'frontend-api']) {
      expect(where).toMatch(new RegExp(`[(|]${segment}[|)]`));
      expect(where).toContain(`a[href*=\\"/${segment}/\\"]`);
      expect(where).toContain(`a[href$=\\"/${segment}\\"]`);
    }
    expect(where).toContain('a[href*=\\"/configurator-\\"]');
  });

  test('a personal page (a draft) only prefetches: nothing of the next page runs ahead', async () => {
    const rules = speculationRules((await page(`${DE}/?${await editorQuery()}`)).html);
    expect(Object.keys(rules)).toEqual(['prefetch']);
  });

  test('a page asks for the connection hint it reads, as critical, and varies on it', async () => {
    const { response } = await page(`${DE}/`);
    expect(response.headers.get('accept-ch')).toBe('ECT');
    expect(response.headers.get('critical-ch')).toBe('ECT');
    expect(response.headers.get('vary')).toBe('Cookie, Save-Data, ECT');
  });

  test.each<Record<string, string>>([{ ect: '3g' }, { ect: '4g' }, { 'save-data': 'off' }])(
    'speculation rules with %o',
    async (headers) => {
      expect((await page(`${DE}/`, { headers })).html).toContain('<script type="speculationrules">');
    },
  );

  test.each<Record<string, string>>([{ 'save-data': 'on' }, { ect: '2g' }, { ect: 'slow-2g' }])(
    'none with %o',
    async (headers) => {
      expect((await page(`${DE}/`, { headers })).html).not.toContain('speculationrules');
    },
  );
});

describe('crawlers', () => {
  test('crawlers get the complete document', async () => {
    const { response, html } = await page(`${DE}/`, { headers: { 'user-agent': 'Googlebot/2.1' } });
    expect(response.status).toBe(200);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });
});
