// Response policies: security headers, HTML cache control, crawler detection, the prefetch switch and the hints it
// reads.
import { describe, expect, test } from 'vitest';
import {
  cacheControl,
  htmlCacheControl,
  isCrawler,
  isCrossSite,
  isPersonal,
  PAGE_VARIANCE_HEADERS,
  prefetchAllowed,
  securityHeaders,
  type VisitorFacts,
} from './http-policy';

describe('securityHeaders', () => {
  test.each<[https: boolean]>([[true], [false]])('https %s: CSP, nosniff and referrer policy', (https) => {
    const headers = securityHeaders({ https });
    const csp = headers['Content-Security-Policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self' https://app.storyblok.com");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  test.each<[https: boolean, hsts: string | undefined]>([
    [true, 'max-age=31536000; includeSubDomains'],
    [false, undefined],
  ])('https %s -> HSTS %s', (https, hsts) => {
    expect(securityHeaders({ https })['Strict-Transport-Security']).toBe(hsts);
  });
});

describe('securityHeaders in a valid draft', () => {
  test('the bridge origin joins script-src and connect-src, nothing else', () => {
    const csp = securityHeaders({ https: true, bridgeOrigin: 'https://bridge.example.com' })[
      'Content-Security-Policy'
    ];
    expect(csp).toContain("script-src 'self' https://bridge.example.com");
    expect(csp).toContain("connect-src 'self' https://bridge.example.com");
    expect(csp?.match(/bridge\.example\.com/g)).toHaveLength(2);
    expect(securityHeaders({ https: true })['Content-Security-Policy']).not.toMatch(
      /script-src[^;]*storyblok/,
    );
  });
});

describe('securityHeaders with inline stylesheets', () => {
  test('each critical stylesheet hash joins style-src, nothing else, and no inline style is allowed otherwise', () => {
    const hashes = ['sha256-kartenliebe=', 'sha256-poster='];
    const csp = securityHeaders({ https: true, inlineStyleHashes: hashes })['Content-Security-Policy'] ?? '';
    expect(csp).toContain("style-src 'self' 'sha256-kartenliebe=' 'sha256-poster='");
    expect(csp.match(/sha256-/g)).toHaveLength(2);
    expect(csp).not.toMatch(/style-src [^;]*'unsafe-inline'/);
    expect(securityHeaders({ https: true })['Content-Security-Policy']).toContain("style-src 'self';");
  });
});

describe('securityHeaders with a script nonce', () => {
  test('the nonce joins script-src, nothing else', () => {
    const csp = securityHeaders({ https: true, scriptNonce: 'abc123' })['Content-Security-Policy'] ?? '';
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp.match(/nonce-/g)).toHaveLength(1);
    expect(securityHeaders({ https: true })['Content-Security-Policy']).not.toContain('nonce-');
  });
});

describe('securityHeaders with sign-in with Google', () => {
  test("Google's origin joins script, connect, style and frame sources, beside the bot check's frame", () => {
    const policy =
      securityHeaders({
        https: true,
        googleSignInOrigin: 'https://accounts.google.com',
        botCheckOrigins: ['https://www.google.com'],
      })['Content-Security-Policy'] ?? '';
    for (const directive of ['script-src', 'connect-src', 'style-src']) {
      expect(policy).toMatch(new RegExp(`${directive} 'self'[^;]* https://accounts.google.com`));
    }
    expect(policy).toContain("frame-src 'self' https://accounts.google.com https://www.google.com");
    expect(policy.match(/frame-src/g)).toHaveLength(1);
    expect(securityHeaders({ https: true })['Content-Security-Policy']).not.toContain('accounts.google.com');
  });
});

describe('isPersonal', () => {
  const NONE: VisitorFacts = { draft: false, session: false, override: false };
  test.each<[facts: Partial<VisitorFacts>, personal: boolean]>([
    [{}, false],
    [{ draft: true }, true],
    [{ session: true }, true],
    [{ override: true }, true],
  ])('%o -> %s', (facts, personal) => {
    expect(isPersonal({ ...NONE, ...facts })).toBe(personal);
  });
});

describe('cacheControl', () => {
  test.each<[kind: Parameters<typeof cacheControl>[0], personal: boolean, status: number, expected: string]>([
    ['api', false, 200, 'public, max-age=0, s-maxage=60'],
    ['api', true, 200, 'private, no-store'],
    ['sitemap', false, 200, 'public, max-age=0, s-maxage=3600'],
    ['robots', false, 200, 'public, max-age=3600'],
    ['api', false, 404, 'public, max-age=0, s-maxage=60'],
    ['sitemap', false, 500, 'private, no-store'],
  ])('%s, personal %s, status %i -> %s', (kind, personal, status, expected) => {
    expect(cacheControl(kind, { personal, status })).toBe(expected);
  });
});

describe('htmlCacheControl', () => {
  const SHARED_200 = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';
  const SHARED_4XX = 'public, max-age=0, s-maxage=60';
  const NO_STORE = 'private, no-store';

  test.each<[personal: boolean, status: number, expected: string]>([
    [false, 200, SHARED_200],
    [true, 200, NO_STORE],
    [false, 404, SHARED_4XX],
    [false, 400, SHARED_4XX],
    [false, 410, SHARED_4XX],
    [false, 499, SHARED_4XX],
    [true, 404, NO_STORE],
    [false, 500, NO_STORE],
    [false, 502, NO_STORE],
    [false, 503, NO_STORE],
    [false, 599, NO_STORE],
    [true, 500, NO_STORE],
  ])('personal %s, status %i -> %s', (personal, status, expected) => {
    expect(htmlCacheControl({ personal, status })).toBe(expected);
  });

  test.each<[personal: boolean, status: number]>([
    [false, 200],
    [true, 200],
    [false, 301],
    [false, 404],
    [false, 500],
  ])('personal %s, status %i is never immutable', (personal, status) => {
    expect(htmlCacheControl({ personal, status })).not.toContain('immutable');
  });
});

describe('isCrawler', () => {
  test.each<[name: string, ua: string]>([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    [
      'Googlebot smartphone',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ],
    ['bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['DuckDuckBot', 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)'],
    ['YandexBot', 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)'],
    ['Baiduspider', 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'],
    ['Yahoo Slurp', 'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)'],
    [
      'Applebot',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    ],
    ['facebook', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['Twitterbot', 'Twitterbot/1.0'],
    ['AdsBot', 'AdsBot-Google (+http://www.google.com/adsbot.html)'],
    [
      'Lighthouse',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ],
  ])('%s is a crawler', (_name, ua) => {
    expect(isCrawler(ua)).toBe(true);
  });

  test.each<[name: string, ua: string | undefined]>([
    ['no user agent', undefined],
    ['empty user agent', ''],
    [
      'Chrome Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ],
    [
      'Chrome Android',
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    ],
    ['Firefox Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'],
    ['Firefox Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'],
    [
      'Safari macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    ],
    [
      'Safari iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    ],
    [
      'Edge',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    ],
    [
      'Samsung Internet',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    ],
  ])('%s is not a crawler', (_name, ua) => {
    expect(isCrawler(ua)).toBe(false);
  });
});

describe('prefetchAllowed', () => {
  test.each<[saveData: string | null | undefined, ect: string | null | undefined, allowed: boolean]>([
    [undefined, undefined, true],
    [null, null, true],
    ['on', undefined, false],
    ['On', '4g', false],
    [' on ', null, false],
    ['off', undefined, true],
    ['', undefined, true],
    [undefined, 'slow-2g', false],
    [undefined, '2g', false],
    [undefined, '2G', false],
    [undefined, ' 2g ', false],
    [undefined, '3g', true],
    [undefined, '4g', true],
    [undefined, '', true],
    ['off', '2g', false],
    ['on', '4g', false],
  ])('Save-Data %s, ECT %s -> %s', (saveData, ect, allowed) => {
    expect(prefetchAllowed({ saveData, ect })).toBe(allowed);
  });
});

describe('PAGE_VARIANCE_HEADERS', () => {
  const list = (value: string) => value.split(',').map((name) => name.trim().toLowerCase());

  test('asks for ECT, as critical: the first navigation is retried with it', () => {
    expect(list(PAGE_VARIANCE_HEADERS['Accept-CH'])).toEqual(['ect']);
    expect(list(PAGE_VARIANCE_HEADERS['Critical-CH'])).toEqual(['ect']);
  });

  test('every critical hint is asked for and varied on', () => {
    for (const hint of list(PAGE_VARIANCE_HEADERS['Critical-CH'])) {
      expect(list(PAGE_VARIANCE_HEADERS['Accept-CH'])).toContain(hint);
      expect(list(PAGE_VARIANCE_HEADERS.Vary)).toContain(hint);
    }
  });

  // Save-Data comes unasked from a browser saving data; asking for it would only add a retry.
  test('varies on Save-Data without asking for it', () => {
    expect(list(PAGE_VARIANCE_HEADERS.Vary)).toEqual(['cookie', 'save-data', 'ect']);
    expect(list(PAGE_VARIANCE_HEADERS['Accept-CH'])).not.toContain('save-data');
  });

  test.each([
    ['save-data', { saveData: 'on' }],
    ['ect', { ect: '2g' }],
  ])('%s turns prefetching off and is varied on', (header, hints) => {
    expect(prefetchAllowed(hints)).toBe(false);
    expect(list(PAGE_VARIANCE_HEADERS.Vary)).toContain(header);
  });
});

describe('isCrossSite', () => {
  const HOST = 'kartenliebe.de';
  test.each<[origin: string | undefined, fetchSite: string | undefined, cross: boolean]>([
    ['https://kartenliebe.de', undefined, false],
    ['https://evil.example', undefined, true],
    ['https://kartenliebe.de.evil.example', 'same-origin', true],
    ['null', undefined, true],
    [undefined, 'same-origin', false],
    [undefined, 'none', false],
    [undefined, 'cross-site', true],
    [undefined, undefined, false],
  ])('Origin %s, Sec-Fetch-Site %s: cross-site %s', (origin, fetchSite, cross) => {
    expect(isCrossSite({ origin, fetchSite, host: HOST })).toBe(cross);
  });
});
