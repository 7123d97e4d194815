// The catalogue endpoints of the embedded shop backend: newsletter opt-in, prices, vouchers, wishlist, errors.
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, test, vi } from 'vitest';
import { shopText } from '../../shared/i18n/shop-texts';
import { newsletterApi } from '../../worker/backends/shop/catalogue/newsletter';
import type { AppEnv } from '../../worker/env';
import { requestContext } from '../../worker/site/middleware';
import { botCheckToken } from './bot-check-tokens';
import { CH, DE, get, POSTER_GB } from './fetch';

const JSON_ACCEPT = { accept: 'application/json' };
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams(fields).toString(),
});
const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'content-type': 'application/json', ...JSON_ACCEPT, ...headers },
  body: JSON.stringify(body),
});
const count = async (sql: string, ...values: unknown[]) =>
  (
    await env.SHOP_DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? -1;
const SHARED_OUTBOX = "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'outbox'";
const ALL_SUBSCRIPTIONS = 'SELECT COUNT(*) AS n FROM newsletter_subscriptions';
const subscriptions = (email: string) =>
  count('SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email = ?', email);
const fieldsOf = async (response: Response) =>
  ((await response.json()) as { payload?: { errors: { field: string }[] } }).payload?.errors.map(
    (e) => e.field,
  );

/** Confirm tokens mailed to an address, oldest first (own outbox, or the shared one when it took the mail). */
async function mailedTokens(email: string): Promise<string[]> {
  const shared = await count(
    "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'outbox'",
  );
  const tables = shared > 0 ? ['newsletter_outbox', 'outbox'] : ['newsletter_outbox'];
  const rows = [];
  for (const table of tables)
    rows.push(...(await env.SHOP_DB.prepare(`SELECT * FROM ${table}`).all()).results);
  return rows
    .map((row) => Object.values(row).map(String).join(' '))
    .filter((text) => text.includes(email))
    .flatMap((text) => /newsletter-confirm\?token=([\w-]+)/.exec(text)?.[1] ?? []);
}

describe('newsletter double opt-in', () => {
  test('a native form post stores one pending row, mails a token that confirms once', async () => {
    const email = 'Anna.Muster+news@example.de';
    // Each post carries a fresh bot-check token: a token is good once.
    const fields = async () => ({
      email,
      uniqueIdentifier: '/karten/',
      reCaptchaToken: await botCheckToken(),
    });
    const first = await get(`${DE}/web-api/newsletter-subscribe`, form(await fields()));
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/karten/?newsletter=pending');
    const stored = await env.SHOP_DB.prepare(
      'SELECT status, token_hash FROM newsletter_subscriptions WHERE email = ?',
    )
      .bind(email.toLowerCase())
      .first<{ status: string; token_hash: string }>();
    expect(stored?.status).toBe('pending');
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const again = await get(`${DE}/web-api/newsletter-subscribe`, form(await fields(), JSON_ACCEPT));
    expect(await again.json()).toEqual({ status: 'pending' });
    expect(await subscriptions(email.toLowerCase())).toBe(1);

    // A resubmit within 15 minutes mails nothing and keeps the first link working.
    const tokens = await mailedTokens(email.toLowerCase());
    expect(tokens).toHaveLength(1);
    // The shared outbox of migration 0002 takes the mail with its own millisecond stamp, when it is there.
    if ((await count(SHARED_OUTBOX)) > 0) {
      const stamped = await env.SHOP_DB.prepare(
        'SELECT typeof(created_at) AS type FROM outbox WHERE recipient = ?',
      )
        .bind(email.toLowerCase())
        .first<{ type: string }>();
      expect(stamped?.type).toBe('integer');
    }
    const [latest = ''] = tokens;
    const confirmed = await get(`${DE}/web-api/newsletter-confirm?token=${latest}`, { headers: JSON_ACCEPT });
    expect(await confirmed.json()).toEqual({ status: 'confirmed' });
    const reused = await get(`${DE}/web-api/newsletter-confirm?token=${latest}`);
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain(shopText('de', 'newsletterLinkInvalid'));

    const late = await get(
      `${DE}/web-api/newsletter-subscribe`,
      json('POST', { email, uniqueIdentifier: '/', reCaptchaToken: await botCheckToken() }),
    );
    // The answer never tells that an address is confirmed.
    expect(await late.json()).toEqual({ status: 'pending' });
    expect(await subscriptions(email.toLowerCase())).toBe(1);
    expect(await mailedTokens(email.toLowerCase())).toHaveLength(1);
  });

  test.each([
    [{ email: 'a@b', uniqueIdentifier: '/' }, 'email'],
    [{ email: 'no-at.example.de', uniqueIdentifier: '/' }, 'email'],
    [{ email: 'x@example.d', uniqueIdentifier: '/' }, 'email'],
    [{ email: 'bad@example.de', uniqueIdentifier: '//evil.example/' }, 'uniqueIdentifier'],
    [{ uniqueIdentifier: '/' }, 'email'],
  ])('%j is a 400 naming %s and stores nothing', async (body, field) => {
    const before = await count(ALL_SUBSCRIPTIONS);
    const response = await get(`${DE}/web-api/newsletter-subscribe`, form(body as Record<string, string>));
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toContain(field);
    expect(await count(ALL_SUBSCRIPTIONS)).toBe(before);
  });

  test.each([
    ['', 'newsletter-no-recaptcha-token', 0],
    ['bot-token', 'newsletter-recaptcha-error', 1],
  ])('with a bot-check secret, token %j warns %s and the address is not stored', async (token, id, calls) => {
    const app = new Hono<AppEnv>().use(requestContext).route('/', newsletterApi);
    const verify = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ success: false }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const email = `bot-${calls}@example.com`;
    const body = { email, uniqueIdentifier: '/', reCaptchaToken: token };
    const response = await app.request(`${DE}/web-api/newsletter-subscribe`, json('POST', body), {
      ...env,
      RECAPTCHA_SECRET: 'test-secret',
    });
    expect(response.status).toBe(400);
    expect(verify).toHaveBeenCalledTimes(calls);
    expect(warn.mock.calls.map(String).join('\n')).toContain(`"id":"${id}"`);
    expect(await subscriptions(email)).toBe(0);
    verify.mockRestore();
    warn.mockRestore();
  });

  test('a confirm without a token is a 400 naming it', async () => {
    const response = await get(`${DE}/web-api/newsletter-confirm`, { headers: JSON_ACCEPT });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual(['token']);
  });
});

// biome-ignore lint/suspicious/noExplicitAny: the tests walk into answers whose shapes they assert
type Json = Record<string, any>;
const PRICED: [path: string, pick: (body: Json) => number][] = [
  ['/price-api/accessory?accessory=ribbon', (b) => b.accessories[0].priceCurrent],
  [
    '/price-api/prices/format-group-prices-images?formatGroup=standard',
    (b) => b.materials[0].formats[0].priceCurrent,
  ],
  ['/price-api/frame?material=poster&format=60x40', (b) => b.frames[0].priceCurrent],
  [
    '/price-api/photo-options-groups?material=poster&frameType=holzrahmen-schwarz',
    (b) => b.groups[1].options[0].priceCurrent,
  ],
  ['/price-api/prices/article?article=leinwand&format=40x30', (b) => b.priceCurrent],
  ['/price-api/prices/format-group?formatGroup=standard', (b) => b.materials[0].fromPrice.priceCurrent],
  ['/price-api/prices/formats?material=poster', (b) => b.formats[0].priceCurrent],
  ['/price-api/photoboxes', (b) => b.photoboxes[0].formats[0].priceCurrent],
  ['/web-api/calendar-price?calendarType=wandkalender&formatType=a4-hoch', (b) => b.priceCurrent],
  [
    '/web-api/photobook-price?photobookType=digitalfotobuch&photobookCover=hard&photobookFormat=200-200&photobookPageCount=30',
    (b) => b.priceCurrent,
  ],
  ['/web-api/card-price?format=a6-quer&quantity=10', (b) => b.priceCurrent],
  ['/web-api/card-accessory-price?sku=envelope-large&quantity=10', (b) => b.priceCurrent],
  ['/web-api/card-accessories', (b) => b.accessories[0].priceCurrent],
  ['/web-api/calculator/reference?material=leinwand&format=60x40', (b) => b.priceCurrent],
  ['/web-api/sku/container?article=acrylglas&format=40x30', (b) => b.priceCurrent],
  ['/web-api/photobox-data', (b) => b.photoboxes[0].formats[0].priceCurrent],
  [
    '/web-api/product-selection-photo-frame/price-article?material=poster&format=60x40&frameType=holzrahmen-schwarz',
    (b) => b.priceCurrent,
  ],
  [
    '/web-api/product-selection-photo-frame/prices-format-group?material=leinwand',
    (b) => b.formats[0].priceCurrent,
  ],
  [
    '/web-api/product-selection-photo-frame/prices-formats?material=aludibond',
    (b) => b.formats[0].priceCurrent,
  ],
  ['/web-api/product-selection-photo-frame/prices-from', (b) => b.materials[0].fromPrice.priceCurrent],
  ['/web-api/product-selection-photo-frame/data?material=hahnemuehle', (b) => b.formats[0].priceCurrent],
];
const withCurrency = (path: string, currency: string) =>
  `${DE}${path}${path.includes('?') ? '&' : '?'}currency=${currency}`;

describe('prices', () => {
  test.each(PRICED)('%s differs per currency, in cents', async (path, pick) => {
    const prices = [];
    for (const currency of ['eur', 'chf', 'gbp', 'usd']) {
      const response = await get(withCurrency(path, currency));
      expect(response.status).toBe(200);
      const text = await response.text();
      for (const [, amount = ''] of text.matchAll(/"price(?:Current|Original)":([^,}]+)/g)) {
        expect(amount).toMatch(/^\d+(\.\d{1,2})?$/);
      }
      prices.push(pick(JSON.parse(text)));
    }
    expect(prices.every((price) => price > 0)).toBe(true);
    expect(new Set(prices).size).toBe(4);
  });

  test.each(PRICED)('%s without a valid currency is a 400 naming it', async (path) => {
    const response = await get(withCurrency(path, 'EUR'));
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toContain('currency');
  });

  test.each([
    ['/price-api/prices/article?currency=eur&article=leinwand&format=40x0', 'format'],
    ['/price-api/prices/formats?currency=eur&material=Bad!', 'material'],
    ['/price-api/prices/format-group?currency=eur&formatGroup=round', 'formatGroup'],
    ['/web-api/card-price?currency=eur&format=a6-quer&quantity=7', 'quantity'],
    [
      '/web-api/photobook-price?currency=eur&photobookType=digitalfotobuch&photobookCover=hard&photobookFormat=200-200&photobookPageCount=25',
      'photobookPageCount',
    ],
    ['/web-api/product-selection-photo-frame/format-limits', 'material'],
  ])('%s is a 400 naming %s', async (path, field) => {
    const response = await get(`${DE}${path}`);
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toContain(field);
  });

  test('the known seed prices and the card default quantity', async () => {
    const article = await (
      await get(withCurrency('/price-api/prices/article?article=leinwand&format=40x30', 'chf'))
    ).json();
    expect(article).toMatchObject({ priceCurrent: 26.9, priceOriginal: 33.9 });
    const card = (await (
      await get(withCurrency('/web-api/card-price?format=a6-quer', 'eur'))
    ).json()) as Json;
    expect(card).toMatchObject({ quantity: 50, priceCurrent: 74.5, unitPrice: { priceCurrent: 1.49 } });
    const sku = (await (
      await get(withCurrency('/web-api/calculator/reference?material=poster&format=40x30', 'gbp'))
    ).json()) as Json;
    expect(sku).toEqual({
      context: { material: 'poster', format: '40x30', currency: 'gbp' },
      priceCurrent: 10.99,
      priceOriginal: 10.99,
    });
  });
});

describe('vouchers', () => {
  test('a valid code is applied', async () => {
    const response = await get(`${DE}/web-api/voucher`, json('POST', { code: ' welcome10 ' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 'WELCOME10', kind: 'percent', value: 10 });
    expect(response.headers.get('set-cookie')).toContain('shop_voucher=WELCOME10');
  });

  test.each([
    // Expired, unknown and foreign codes get one answer, so codes cannot be told apart by guessing.
    ['SUMMER2020', DE],
    ['NOPE', DE],
    ['CARDS5', CH],
  ])('%s on %s is refused and logged', async (code, origin) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await get(`${origin}/web-api/voucher`, json('POST', { code }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as Json).message.text).toBe(shopText('de', 'voucherInvalid', { code }));
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(warn.mock.calls.map(String).join('\n')).toContain('"id":"error-add-voucher"');
    warn.mockRestore();
  });

  test('a malformed code is a 400 naming it', async () => {
    const response = await get(`${DE}/web-api/voucher`, json('POST', { code: 'a b' }));
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual(['code']);
  });
});

describe('wishlist', () => {
  const ALL_ITEMS = 'SELECT COUNT(*) AS n FROM wishlist_items';

  test('kartenliebe keeps an anonymous wishlist by its cookie', async () => {
    const added = await get(
      `${DE}/web-api/wishlist`,
      json('POST', { sku: 'KL-WEDDINGCARD', context: { occasion: 'hochzeit', quantity: 50 } }),
    );
    expect(added.status).toBe(200);
    const cookie = /wishlist_id=([\w.-]+)/.exec(added.headers.get('set-cookie') ?? '')?.[0] ?? '';
    expect(cookie).not.toBe('');
    const mine = await get(`${DE}/web-api/wishlist`, { headers: { cookie } });
    expect(await mine.json()).toMatchObject({
      items: [{ sku: 'KL-WEDDINGCARD', context: { occasion: 'hochzeit', quantity: 50 } }],
    });
    expect(await (await get(`${DE}/web-api/wishlist`)).json()).toEqual({ items: [] });
    const removed = await get(
      `${DE}/web-api/wishlist`,
      json('DELETE', { sku: 'KL-WEDDINGCARD' }, { cookie }),
    );
    expect(await removed.json()).toEqual({ items: [] });
  });

  test('a malformed item is a 400 naming the field and writes nothing', async () => {
    const before = await count(ALL_ITEMS);
    const response = await get(`${DE}/web-api/wishlist`, json('POST', { sku: '../x', context: {} }));
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual(['sku']);
    expect(await count(ALL_ITEMS)).toBe(before);
  });

  test('the poster channel has no wishlist', async () => {
    const before = await count(ALL_ITEMS);
    const response = await get(`${POSTER_GB}/web-api/wishlist`, json('POST', { sku: 'WL-1' }));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await count(ALL_ITEMS)).toBe(before);
  });
});

describe('shop data', () => {
  test.each([
    [DE, '/karten/hochzeit/', 'kl-cards'],
    [DE, '/fotobuch/', 'kl-default'],
    [POSTER_GB, '/karten', 'poster-default'],
  ])('campaign data of %s%s is %s', async (origin, path, id) => {
    const body = (await (await get(`${origin}/web-api/campaign-data?url=${path}`)).json()) as Json;
    expect(body.actionBar.id).toBe(id);
  });

  test.each([
    [DE, '', '<b>Gratis Versand</b> ab 39 € Bestellwert'],
    [CH, 'fr-CH', "<b>Livraison gratuite</b> dès 39 € d'achat"],
    [CH, 'xx-YY', '<b>Gratis Versand</b> ab 39 € Bestellwert'],
    [POSTER_GB, '', '<b>Wall art:</b> 20 % off canvas and acrylic'],
  ])('campaign text on %s (locale header %j) is in the page’s language', async (origin, locale, text) => {
    const headers = locale ? { 'x-shop-locale': locale } : undefined;
    const response = await get(`${origin}/web-api/campaign-data?url=/`, { headers });
    const body = (await response.json()) as Json;
    expect(body.actionBar.text).toBe(text);
  });

  test.each([
    ['/web-api/themes?occasion=taufe', { themes: [{ id: 2103, aspectRatio: '1/1', formats: ['145-145'] }] }],
    ['/web-api/aspect-ratio?format=a4-hoch', { width: 210, height: 297, aspectRatio: '210/297' }],
    [
      '/web-api/card-accessory-order',
      { order: ['envelope', 'inlay', 'ribbon', 'bow', 'box', 'standard', 'screw', 'posterbar'] },
    ],
    ['/web-api/photobook-design-group-set?setId=30&format=a4-hoch', { setId: 30, templateId: 302 }],
    ['/web-api/calendar-design-group?id=401', { id: 401, designIds: [4011, 4012] }],
    ['/web-api/collage-designer-design-groups?sort=created', { designGroups: [{ id: 502 }, { id: 501 }] }],
    ['/web-api/collage-designer-design-group?id=501', { id: 501, designIds: [1, 2, 3] }],
    ['/web-api/shipping-information', { country: 'DE', currency: 'eur', standard: 4.95, freeFrom: 39 }],
    ['/web-api/shipping-information?country=CH', { country: 'CH', currency: 'chf', standard: 7.9 }],
    ['/web-api/feature-flags', { flags: { 'express-shop': 'on', 'collage-designer-v2': 'off' } }],
    ['/web-api/express-shop', { enabled: true, surcharge: 14.95, currency: 'eur' }],
    [
      '/web-api/shop-frontends-initial-data',
      { channel: 'kartenliebe', currency: 'eur', defaultCardQuantity: 50 },
    ],
    [
      '/web-api/variants-for-frame-types?frameTypes=alurahmen',
      { variants: [{ frameType: 'alurahmen-silber' }] },
    ],
    [
      '/web-api/product-selection-photo-frame/format-limits?material=poster',
      { minWidth: 400, maxWidth: 1000 },
    ],
  ])('%s answers from the seed', async (path, expected) => {
    const response = await get(`${DE}${path}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject(expected);
  });

  test.each([
    ['/web-api/calendar-design-group?id=501', 404],
    ['/web-api/shipping-information?country=XX', 400],
    ['/web-api/variants-for-frame-types?frameTypes=A;B', 400],
    ['/web-api/campaign-data?url=karten', 400],
  ])('%s is a %i', async (path, status) => {
    expect((await get(`${DE}${path}`)).status).toBe(status);
  });

  test('localized urls name the category in every locale', async () => {
    const body = (await (await get(`${DE}/web-api/localized-urls?path=/karten/`)).json()) as Json;
    expect(body.urls).toContainEqual({ locale: 'fr-CH', url: `${CH}/fr/cartes/` });
    expect((await get(`${DE}/web-api/localized-urls?path=/nothing/`)).status).toBe(404);
  });

  test('an unknown web-api path is a JSON 404', async () => {
    const response = await get(`${DE}/web-api/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as Json).message.text).toContain('/web-api/no-such-endpoint');
  });
});
