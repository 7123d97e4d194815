// Edge HTML cache rules: request bypass, key building, and which responses are stored for how long.
import { describe, expect, test } from 'vitest';
import type { Treatment } from './flags';
import {
  buildFingerprint,
  edgeTtlSeconds,
  type HtmlCacheBypass,
  type HtmlCacheResponse,
  htmlCacheBypass,
  htmlCacheKey,
  type PageReads,
  parsePageReads,
  storedCacheControl,
  switchIsOn,
} from './html-cache';
import { htmlCacheControl } from './http-policy';

describe('htmlCacheBypass', () => {
  test.each<[method: string, cookie: string | undefined, query: string, expected: HtmlCacheBypass | null]>([
    ['GET', undefined, '', null],
    ['HEAD', undefined, '', null],
    ['POST', undefined, '', 'method'],
    ['PUT', undefined, '', 'method'],
    ['GET', '', '', null],
    ['GET', 'consent=all; _ga=GA1.2.3', '', null],
    ['GET', 'shop_session=abc', '', 'personal-cookie'],
    ['GET', '__Host-shop_session=abc', '', 'personal-cookie'],
    ['GET', 'consent=all; shop_session=abc', '', 'personal-cookie'],
    ['GET', 'shop_session=', '', 'personal-cookie'],
    ['GET', 'shop_sessionx=abc', '', null],
    // An anonymous basket's cookie: the header shows its cart count.
    ['GET', 'basket_id=abc', '', 'personal-cookie'],
    ['GET', 'consent=all; __Host-basket_id=abc', '', 'personal-cookie'],
    ['GET', 'wishlist_id=abc', '', null],
    // Dismissals are switches the page is keyed by, not a reason to pass the cache by.
    ['GET', 'actionBarClosed_summer=1', '', null],
    ['GET', 'a=1;actionBarClosed_x=0', '', null],
    ['GET', 'smartbannerDisabled=1', '', null],
    ['GET', undefined, 'feature=VOLL_1616', 'flag-override'],
    ['GET', undefined, 'feature=VOLL_1616&treatment=on', 'flag-override'],
    ['GET', undefined, 'treatment=off', 'flag-override'],
    ['GET', undefined, '_debug=1', 'debug'],
    ['GET', undefined, '_debug=0', 'debug'],
    ['GET', undefined, '_storyblok=12', 'draft'],
    ['GET', undefined, '_storyblok_tk[token]=ab', 'draft'],
    ['GET', undefined, 'disabled=1', null],
    ['GET', undefined, 'tracking=0&_campaign=x', null],
    ['GET', undefined, 'release=1001', null],
  ])('%s, cookie %j, query %j -> %s', (method, cookie, query, expected) => {
    expect(htmlCacheBypass({ method, cookie, params: new URLSearchParams(query) })).toBe(expected);
  });
});

describe('htmlCacheKey', () => {
  const NO_FLAGS: Record<string, Treatment> = {};
  const key = (url: string, overrides: Partial<Parameters<typeof htmlCacheKey>[0]> = {}) =>
    htmlCacheKey({
      url: new URL(url),
      build: 'b1',
      cacheVersion: 42,
      treatments: NO_FLAGS,
      switches: {},
      prefetch: true,
      complete: false,
      ...overrides,
    });

  test.each<[url: string, expected: string]>([
    ['https://kartenliebe.de/', 'https://kartenliebe.de/_html/b=b1/cv=42/t=/s=/prefetch=1/complete=0/'],
    [
      'https://kartenliebe.de/fotokalender/?b=2&a=1',
      'https://kartenliebe.de/_html/b=b1/cv=42/t=/s=/prefetch=1/complete=0/fotokalender/?a=1&b=2',
    ],
    [
      'http://kartenliebe.ch.localhost:8787/fr/?_x=1#top',
      'http://kartenliebe.ch.localhost:8787/_html/b=b1/cv=42/t=/s=/prefetch=1/complete=0/fr/?_x=1',
    ],
    ['https://KARTENLIEBE.de/a/?', 'https://kartenliebe.de/_html/b=b1/cv=42/t=/s=/prefetch=1/complete=0/a/'],
    [
      'https://kartenliebe.de/a/?q=a%20b',
      'https://kartenliebe.de/_html/b=b1/cv=42/t=/s=/prefetch=1/complete=0/a/?q=a+b',
    ],
    [
      'https://kartenliebe.de/a/?c=1&a=2&c=0',
      'https://kartenliebe.de/_html/b=b1/cv=42/t=/s=/prefetch=1/complete=0/a/?a=2&c=1&c=0',
    ],
  ])('%s -> %s', (url, expected) => {
    expect(key(url)).toBe(expected);
  });

  test.each<[name: string, a: string, b: string]>([
    ['the same query in another order', key('https://x.de/p/?a=1&b=2'), key('https://x.de/p/?b=2&a=1')],
    ['an encoded space either way', key('https://x.de/p/?q=a+b'), key('https://x.de/p/?q=a%20b')],
    [
      'treatments in another order',
      key('https://x.de/', { treatments: { B: 'off', A: 'on' } }),
      key('https://x.de/', { treatments: { A: 'on', B: 'off' } }),
    ],
  ])('same key: %s', (_name, a, b) => {
    expect(a).toBe(b);
  });

  test.each<[name: string, other: string]>([
    ['another cache version', key('https://x.de/p/', { cacheVersion: 43 })],
    ['another build', key('https://x.de/p/', { build: 'b2' })],
    ['another host', key('https://y.de/p/')],
    ['another protocol', key('http://x.de/p/')],
    ['another port', key('https://x.de:8443/p/')],
    ['another path', key('https://x.de/q/')],
    ['a path differing in case', key('https://x.de/P/')],
    ['a query', key('https://x.de/p/?a=1')],
    ['a treatment', key('https://x.de/p/', { treatments: { VOLL_1616: 'on' } })],
    ['a switch off', key('https://x.de/p/', { switches: { actionBarClosed_x: false } })],
    ['a switch on', key('https://x.de/p/', { switches: { actionBarClosed_x: true } })],
    ['no prefetch', key('https://x.de/p/', { prefetch: false })],
    ['a complete document', key('https://x.de/p/', { complete: true })],
  ])('another key: %s', (_name, other) => {
    expect(other).not.toBe(key('https://x.de/p/'));
  });

  test('marketing parameters are not part of the key', () => {
    const landing = 'https://x.de/p/?gclid=Cj0KCQ&utm_source=google&utm_medium=cpc&fbclid=IwAR&_ga=2.1&a=1';
    expect(key(landing)).toBe(key('https://x.de/p/?a=1'));
    expect(key('https://x.de/p/?msclkid=1&wbraid=2&gbraid=3&mc_cid=4&mc_eid=5')).toBe(key('https://x.de/p/'));
  });

  test('switches in the key, by name, on or off', () => {
    expect(key('https://x.de/', { switches: { smartbannerDisabled: false, actionBarClosed_a: true } })).toBe(
      'https://x.de/_html/b=b1/cv=42/t=/s=actionBarClosed_a:1,smartbannerDisabled:0/prefetch=1/complete=0/',
    );
  });

  test('first values of a repeated parameter keep their order', () => {
    expect(key('https://x.de/?c=1&c=0')).not.toBe(key('https://x.de/?c=0&c=1'));
  });

  test('a real path cannot pose as the key prefix of another page', () => {
    expect(key('https://x.de/_html/b=b1/cv=43/t=/s=/prefetch=1/complete=0/')).not.toBe(
      key('https://x.de/', { cacheVersion: 43 }),
    );
  });

  test('the treatments part is ready for flags', () => {
    expect(key('https://x.de/', { treatments: { VOLL_1616: 'on', 'a.b': 'control' } })).toBe(
      'https://x.de/_html/b=b1/cv=42/t=VOLL_1616:on,a.b:control/s=/prefetch=1/complete=0/',
    );
  });
});

describe('parsePageReads', () => {
  test.each<[value: unknown, expected: PageReads | null]>([
    [
      { flags: ['A'], switches: ['actionBarClosed_x'] },
      { flags: ['A'], switches: ['actionBarClosed_x'] },
    ],
    [
      { flags: [], switches: [] },
      { flags: [], switches: [] },
    ],
    [['A', 'B'], null],
    [{ flags: ['A'] }, null],
    [{ flags: [1], switches: [] }, null],
    [null, null],
    ['A', null],
  ])('%j -> %j', (value, expected) => {
    expect(parsePageReads(value)).toEqual(expected);
  });
});

describe('switchIsOn', () => {
  test.each<[value: string | undefined, on: boolean]>([
    ['1', true],
    ['0', false],
    ['true', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (value, on) => {
    expect(switchIsOn(value)).toBe(on);
  });
});

describe('buildFingerprint', () => {
  const ASSETS = { boot: '/assets/boot-AAAA.js', islands: { burger: '/assets/islands/burger-BBBB.js' } };

  test.each<[name: string, other: unknown]>([
    ['another boot script', { ...ASSETS, boot: '/assets/boot-CCCC.js' }],
    ['another island chunk', { ...ASSETS, islands: { burger: '/assets/islands/burger-DDDD.js' } }],
    ['one asset more', { ...ASSETS, css: '/assets/site-1.css' }],
  ])('%s gives another fingerprint', (_name, other) => {
    expect(buildFingerprint(other)).not.toBe(buildFingerprint(ASSETS));
  });

  test('the same assets give the same eight hex digits', () => {
    expect(buildFingerprint(structuredClone(ASSETS))).toBe(buildFingerprint(ASSETS));
    expect(buildFingerprint(ASSETS)).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('edgeTtlSeconds', () => {
  const HTML = 'text/html; charset=utf-8';
  const SHARED_200 = htmlCacheControl({ personal: false, status: 200 });
  const SHARED_404 = htmlCacheControl({ personal: false, status: 404 });
  const PERSONAL = htmlCacheControl({ personal: true, status: 200 });

  test.each<[name: string, response: HtmlCacheResponse, ttl: number | null]>([
    ['a shared page', { status: 200, contentType: HTML, cacheControl: SHARED_200, setCookie: false }, 300],
    ['a shared 404', { status: 404, contentType: HTML, cacheControl: SHARED_404, setCookie: false }, null],
    ['a personal page', { status: 200, contentType: HTML, cacheControl: PERSONAL, setCookie: false }, null],
    [
      'a page with Set-Cookie',
      { status: 200, contentType: HTML, cacheControl: SHARED_200, setCookie: true },
      null,
    ],
    ['a 500', { status: 500, contentType: HTML, cacheControl: 'private, no-store', setCookie: false }, null],
    [
      'a shared 400',
      { status: 400, contentType: HTML, cacheControl: 'public, s-maxage=60', setCookie: false },
      null,
    ],
    [
      'a redirect',
      { status: 301, contentType: HTML, cacheControl: 'public, s-maxage=60', setCookie: false },
      null,
    ],
    [
      'JSON',
      { status: 200, contentType: 'application/json', cacheControl: SHARED_200, setCookie: false },
      null,
    ],
    ['no content type', { status: 200, contentType: null, cacheControl: SHARED_200, setCookie: false }, null],
    ['no Cache-Control', { status: 200, contentType: HTML, cacheControl: null, setCookie: false }, null],
    [
      'public without s-maxage',
      { status: 200, contentType: HTML, cacheControl: 'public, max-age=60', setCookie: false },
      null,
    ],
    [
      's-maxage without public',
      { status: 200, contentType: HTML, cacheControl: 's-maxage=60', setCookie: false },
      null,
    ],
    [
      's-maxage=0',
      { status: 200, contentType: HTML, cacheControl: 'public, s-maxage=0', setCookie: false },
      null,
    ],
    [
      'a broken s-maxage',
      { status: 200, contentType: HTML, cacheControl: 'public, s-maxage=1.5', setCookie: false },
      null,
    ],
    [
      'public and no-cache',
      { status: 200, contentType: HTML, cacheControl: 'public, no-cache, s-maxage=60', setCookie: false },
      null,
    ],
    [
      'public and private',
      { status: 200, contentType: HTML, cacheControl: 'public, private, s-maxage=60', setCookie: false },
      null,
    ],
    [
      'upper case',
      { status: 200, contentType: 'TEXT/HTML', cacheControl: 'Public, S-MaxAge=120', setCookie: false },
      120,
    ],
  ])('%s -> %s', (_name, response, ttl) => {
    expect(edgeTtlSeconds(response)).toBe(ttl);
  });

  test('the stored copy lives exactly its s-maxage: no client max-age, no stale window', () => {
    expect(storedCacheControl(300)).toBe('public, s-maxage=300');
  });
});
