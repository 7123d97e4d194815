// Hostile input, property-based: arbitrary paths, query parameters, cookies, headers and API bodies on every
// host never get a 5xx or an uncaught error, and each answer comes within a bounded time.

import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CONSENT_COOKIE } from '../../shared/domain/consent';
import { GCLID_COOKIE } from '../../shared/domain/designer';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { SMARTBANNER_COOKIE } from '../../shared/domain/smartbanner';
import { SESSION_COOKIE, SHOP_PATHS } from '../../shared/shop/endpoints';
import { CH, DE, get, POSTER_GB } from './fetch';

/** Slowest acceptable answer to one hostile request, far above a normal page on a busy test machine. */
const ANSWER_MS = 3000;
const RUNS = { paths: 120, queries: 100, cookies: 60, headers: 60, bodies: 20, apiQueries: 80 };

const HOSTS = [
  DE,
  CH,
  POSTER_GB,
  'http://poster.de.localhost:8787',
  'http://kartenliebe.it.localhost:8787',
  'http://unknown-shop.localhost:8787',
];

/** Pages and endpoints worth aiming at, with and without their trailing slash. */
const KNOWN_PATHS = [
  '/',
  '/fotokalender/',
  '/fr/calendrier-photo/',
  '/products/',
  '/products',
  '/canvas-prints',
  '/designer/calendar',
  '/themes',
  '/themes/1',
  '/sitemap.xml',
  '/robots.txt',
  '/error',
  '/_icons',
  '/frontend-api/navigation',
  '/frontend-api/breadcrumb',
  '/frontend-api/mp/storyblok',
  '/frontend-api/page/de-de/home',
  ...Object.values(SHOP_PATHS).filter((path) => typeof path === 'string'),
  '/web-api/newsletter-confirm',
  '/web-api/customer-password-reset/confirm',
  '/web-api/product-selection-photo-frame/data',
  '/price-api/prices/article',
  '/price-api/accessory',
];

const NASTY = [
  '',
  '%',
  '%ff',
  '%E0%A4%A',
  '%c0%ae%c0%ae',
  '..',
  '//',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'",
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '\u0000',
  '\u202e',
  '😀',
  '9'.repeat(400),
  'x'.repeat(5000),
];

const text = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
);

/** A path segment, sometimes percent-encoded as a browser would, sometimes raw. */
const segment = fc.oneof(
  text.map((value) => encodeURIComponent(value)),
  fc.constantFrom(
    ...NASTY.filter((value) => value.trim() === value && !value.includes('\u0000') && value !== ''),
  ),
);

const path = fc.oneof(
  fc.constantFrom(...KNOWN_PATHS),
  fc.webPath(),
  fc
    .tuple(fc.constantFrom(...KNOWN_PATHS), fc.array(segment, { maxLength: 3 }), fc.boolean())
    .map(([base, parts, slash]) => `${base.replace(/\/$/, '')}/${parts.join('/')}${slash ? '/' : ''}`),
);

const PARAM_NAMES = [
  '_storyblok',
  '_storyblok_tk[space_id]',
  '_storyblok_tk[timestamp]',
  '_storyblok_tk[token]',
  '_storyblok_release',
  '_debug',
  '_ga',
  'release',
  'version',
  'tileCount',
  'page',
  'currency',
  'material',
  'format',
  'frameType',
  'slug',
  'token',
  'setId',
  'id',
  'occasion',
  'country',
  'path',
  'url',
  'locale',
  'logging',
  'newsletter',
  'split',
  'splitDebug',
  'bench',
  'sku',
  'article',
  'gclid',
];

const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...PARAM_NAMES), fc.string({ maxLength: 12 })), text), {
    maxLength: 8,
  })
  .map((pairs) => new URLSearchParams(pairs).toString());

const cookieValue = fc.oneof(
  text.map((value) => encodeURIComponent(value)),
  fc.constantFrom('%', '%zz', '"', '""', 'a=b', '{"a":1}', '[1,2', 'deleted', '1'.repeat(4096)),
);

const cookieHeader = fc
  .dictionary(
    fc.constantFrom(
      SESSION_COOKIE,
      FLAG_KEY_COOKIE,
      CONSENT_COOKIE,
      SMARTBANNER_COOKIE,
      GCLID_COOKIE,
      'wishlist_id',
      'shop_voucher',
      'actionBar_summer',
      'kl_actionbar',
    ),
    cookieValue,
    { maxKeys: 5 },
  )
  .map((cookies) =>
    Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; '),
  );

/** Header values the runtime accepts: visible ASCII and spaces, no line breaks. */
const headerValue = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 60,
  }),
  fc.constantFrom('null', 'http://[::1', 'http://x y', 'https://evil.example', '*', ''),
);

const headers = fc.record(
  {
    origin: headerValue,
    referer: headerValue,
    'user-agent': fc.oneof(headerValue, fc.constantFrom('Googlebot/2.1', 'Mozilla/5.0 (iPhone)')),
    'accept-language': headerValue,
    'x-shop-locale': fc.oneof(headerValue, fc.constantFrom('fr-CH', 'de-DE', 'xx-YY')),
    'cf-connecting-ip': fc.oneof(fc.ipV4(), fc.ipV6(), headerValue),
    'cf-ipcountry': fc.oneof(fc.constantFrom('DE', 'CH', 'XX', 'T1'), headerValue),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none', 'bogus'),
    'save-data': headerValue,
    ect: headerValue,
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'bogus'),
    'content-type': headerValue,
  },
  { requiredKeys: [] },
);

/** Log ids that say the shop itself failed, as opposed to refusing what it was sent. */
const FAILURE_IDS = /"id":"(hybrid-ssr-error|content-unavailable|[a-z-]+-error)"/;
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  const failures = errors.map((args) => args.map(String).join(' ')).filter((line) => FAILURE_IDS.test(line));
  expect(failures).toEqual([]);
});

/** Calls the embedded backend honestly cannot serve (no network for Google, no PDF renderer): always 501. */
const NOT_IMPLEMENTED = new Set([
  '/web-api/customer-auth-google-credentials',
  '/web-api/toolbox-convert-pdf',
]);

/** Sends a request and holds the answer to the rules every answer keeps; the body is read to the end. */
async function answer(url: string, init: RequestInit = {}): Promise<Response> {
  const started = Date.now();
  const response = await get(url, init);
  await response.arrayBuffer();
  const took = Date.now() - started;
  const honest = response.status === 501 && NOT_IMPLEMENTED.has(new URL(url).pathname);
  if (response.status >= 500 && !honest)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}`);
  if (took > ANSWER_MS) throw new Error(`${init.method ?? 'GET'} ${url} took ${took} ms`);
  return response;
}

// A property sends many requests: the whole run is bounded, and each answer by ANSWER_MS.
describe('hostile input, property-based', { timeout: 60_000 }, () => {
  test('any path on any host', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...HOSTS), path, async (host, target) => {
        await answer(`${host}${target}`);
      }),
      { numRuns: RUNS.paths },
    );
  });

  test('any query on pages and read endpoints', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...HOSTS),
        fc.constantFrom(...KNOWN_PATHS),
        query,
        async (host, target, q) => {
          await answer(`${host}${target}?${q}`);
        },
      ),
      { numRuns: RUNS.queries },
    );
  });

  test('any cookies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(DE, POSTER_GB),
        fc.constantFrom(
          '/',
          '/fotokalender/',
          '/canvas-prints',
          SHOP_PATHS.customerData,
          SHOP_PATHS.wishlist,
        ),
        cookieHeader,
        async (host, target, cookie) => {
          await answer(`${host}${target}`, { headers: { cookie } });
        },
      ),
      { numRuns: RUNS.cookies },
    );
  });

  test('any headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...HOSTS),
        fc.constantFrom('/', '/fotokalender/', SHOP_PATHS.customerData, SHOP_PATHS.login),
        fc.constantFrom('GET', 'POST'),
        headers,
        async (host, target, method, sent) => {
          await answer(`${host}${target}`, {
            method,
            headers: sent,
            ...(method === 'POST' ? { body: '{}' } : {}),
          });
        },
      ),
      { numRuns: RUNS.headers },
    );
  });

  const POST_PATHS = [
    SHOP_PATHS.login,
    SHOP_PATHS.signup,
    SHOP_PATHS.passwordReset,
    '/web-api/customer-password-reset/confirm',
    SHOP_PATHS.newsletterSubscribe,
    SHOP_PATHS.contactForm,
    SHOP_PATHS.voucher,
    SHOP_PATHS.wishlist,
    SHOP_PATHS.priceFormats,
    '/web-api/toolbox-optimize-image',
    '/web-api/customer-auth-google-credentials',
    '/frontend-api/track',
    '/bot-check/token',
    '/webhooks/storyblok',
    '/whitelabel/switch',
  ];

  /** A body as a client might send it: JSON of any shape, a form, or bytes under any content type. */
  const body = fc.oneof(
    fc.jsonValue().map((value) => ({ type: 'application/json', data: JSON.stringify(value) })),
    fc
      .dictionary(
        fc.constantFrom('email', 'password', 'code', 'sku', 'token', 'uniqueIdentifier', 'name'),
        text,
      )
      .map((value) => ({ type: 'application/json', data: JSON.stringify(value) })),
    fc.dictionary(fc.string({ maxLength: 10 }), text).map((value) => ({
      type: 'application/x-www-form-urlencoded',
      data: new URLSearchParams(value).toString(),
    })),
    fc
      .tuple(fc.constantFrom('application/json', 'text/plain', 'multipart/form-data', 'bogus/x'), text)
      .map(([type, data]) => ({ type, data })),
  );

  test.each(POST_PATHS)('any body to POST %s', async (target) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(DE, POSTER_GB), body, async (host, sent) => {
        await answer(`${host}${target}`, {
          method: 'POST',
          headers: { 'content-type': sent.type },
          body: sent.data,
        });
      }),
      { numRuns: RUNS.bodies },
    );
  });

  test('any query on the price and catalogue reads', async () => {
    const reads = [
      SHOP_PATHS.themes,
      SHOP_PATHS.priceFormats,
      SHOP_PATHS.campaignData,
      '/web-api/calendar-price',
      '/web-api/card-price',
      '/web-api/photobook-price',
      '/web-api/shipping-information',
      '/web-api/localized-urls',
      '/web-api/photobook-design-group-set',
      '/web-api/collage-designer-design-groups',
      '/web-api/sku/container',
      '/web-api/aspect-ratio',
      '/price-api/prices/article',
      '/price-api/prices/format-group',
      '/price-api/frame',
      '/web-api/product-selection-photo-frame/price-article',
      '/web-api/product-selection-photo-frame/data',
      '/api/get-location',
      '/customer-picture/get',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(DE, CH, POSTER_GB),
        fc.constantFrom(...reads),
        query,
        async (host, target, q) => {
          await answer(`${host}${target}?${q}`);
        },
      ),
      { numRuns: RUNS.apiQueries },
    );
  });
});
