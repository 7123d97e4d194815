// The designer hand-off followed end to end: a link's configurator path redirects to the designer, and the
// designer (the local stand-in) shows exactly the query it was handed, per product; the landing cookies of an ad
// (click id, Shopping) reach the hand-off; a photobook of a design-group set gets the template of its format.
// Only what the type's parameter table names is handed on: a repeated parameter, a number out of bounds or a
// return address off the shop is refused, any other parameter dropped; and so for any hostile link.
import { env } from 'cloudflare:test';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, test, vi } from 'vitest';
import { HAND_OFF_PARAMS, handedOverValue } from '../../shared/domain/hand-off-check';
import { CONFIGURATORS, type DesignerType } from '../../shared/domain/products';
import { DE, get, POSTER_GB, page } from './fetch';

const UK = 'http://kartenliebe.co.uk.localhost:8787';
const TYPES = Object.keys(HAND_OFF_PARAMS) as DesignerType[];
/** The configurator path of each designer type. */
const PATH_OF = Object.fromEntries(
  Object.entries(CONFIGURATORS).map(([path, type]) => [type, `/${path}/`]),
) as Record<DesignerType, string>;

/** The `name=value` pairs a response sets, for the next request's Cookie header. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Follows a configurator link to the designer and reads what the designer shows it was handed, in order. */
async function handedOver(url: string, cookie = ''): Promise<[string, string][]> {
  const init = cookie ? { headers: { cookie } } : {};
  const redirect = await get(url, init);
  expect(redirect.status).toBe(302);
  const location = redirect.headers.get('location') ?? '';
  const { response, html } = await page(new URL(location, url).href, init);
  expect(response.status).toBe(200);
  return [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd data-param="[^"]*">([^<]*)<\/dd>/g)].map((match) => [
    match[1] ?? '',
    (match[2] ?? '').replaceAll('&amp;', '&'),
  ]);
}

describe('the designer is handed exactly the choice', () => {
  test.each<[url: string, query: [string, string][]]>([
    [
      `${POSTER_GB}/configurator-photo-frame?materialType=poster&formatType=standard&format=60x40`,
      [
        ['materialType', 'poster'],
        ['formatType', 'standard'],
        ['format', '60x40'],
        ['locale', 'en-GB'],
      ],
    ],
    [
      `${POSTER_GB}/configurator-photo-frame?materialType=leinwand&format=40x30&frameType=`,
      [
        ['materialType', 'leinwand'],
        ['format', '40x30'],
        ['locale', 'en-GB'],
      ],
    ],
    [
      `${POSTER_GB}/configurator-photo-frame?materialType=hahnemuehle&format=60x40&frameType=holzrahmen-eiche`,
      [
        ['materialType', 'hahnemuehle'],
        ['format', '60x40'],
        ['frameType', 'holzrahmen-eiche'],
        ['locale', 'en-GB'],
      ],
    ],
    [
      `${DE}/configurator-card/?themeId=2101&occasion=hochzeit&quantity=100`,
      [
        ['themeId', '2101'],
        ['occasion', 'hochzeit'],
        ['quantity', '100'],
        ['locale', 'de-DE'],
      ],
    ],
    [
      `${DE}/configurator-card/?themeId=2101&quantity=100&isSample=1`,
      [
        ['themeId', '2101'],
        ['quantity', '1'],
        ['isSample', '1'],
        ['locale', 'de-DE'],
      ],
    ],
    [
      `${DE}/configurator-card/?themeId=2101&googleShopping=1`,
      [
        ['themeId', '2101'],
        ['quantity', '50'],
        ['locale', 'de-DE'],
      ],
    ],
    [
      `${DE}/configurator-photobook/?photobookType=echtfotobuch&photobookFormat=a4-quer&designGroupSetId=30`,
      [
        ['photobookFormat', 'a4-quer'],
        ['designGroupSetId', '30'],
        ['photobookPrinting', 'echtfotobuch'],
        ['photobookCover', 'hard'],
        ['templateId', '301'],
        ['amount', '1'],
        ['photobookCoverLamination', 'matt'],
        ['templatesCompacted', '0'],
        ['locale', 'de-DE'],
      ],
    ],
  ])('%s', async (url, query) => {
    expect(await handedOver(url)).toEqual(query);
  });

  test.each<[format: string, templateId: string | undefined]>([
    ['a4-quer', '301'],
    ['a3-quer', '301'],
    ['a5-hoch', '302'],
    ['a4-hoch', '302'],
    ['200-200', '303'],
    ['300-300', '303'],
  ])('a %s book of the wedding set gets the template %s', async (format, templateId) => {
    const url = `${DE}/configurator-photobook/?photobookType=digitalfotobuch&photobookFormat=${format}&designGroupSetId=30`;
    expect(Object.fromEntries(await handedOver(url)).templateId).toBe(templateId);
  });

  test('a set the shop does not know is logged, and the designer opens without a template', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const url = `${DE}/configurator-photobook/?photobookType=digitalfotobuch&photobookFormat=a4-quer&designGroupSetId=999`;
    const query = Object.fromEntries(await handedOver(url));
    expect(query.templateId).toBeUndefined();
    expect(query.designGroupSetId).toBe('999');
    expect(warn.mock.calls.flat().join('\n')).toContain('design-groups-unavailable');
    warn.mockRestore();
  });

  test.each<[url: string, reason: string]>([
    [
      `${POSTER_GB}/configurator-photo-frame?materialType=leinwand&frameType=holzrahmen-schwarz`,
      'frameType holzrahmen-schwarz does not frame leinwand',
    ],
    [`${POSTER_GB}/configurator-photo-frame?materialType=stein`, 'materialType is not a frame material'],
    [`${DE}/configurator-card/?themeId=2101&quantity=51`, 'quantity is one of the card quantities'],
    [`${DE}/configurator-photobook/?photobookFormat=b5-quer`, 'photobookFormat is not a book format'],
  ])('%s is refused: %s', async (url, reason) => {
    const { response, html } = await page(url);
    expect(response.status).toBe(400);
    expect(html).toContain(reason);
  });
});

describe('the landing cookies reach the hand-off', () => {
  test('a landing with ?gclid=X hands gclid=X to the designer', async () => {
    const landing = await get(`${DE}/fotokalender/?gclid=Cj0KCQ_landing-1`);
    expect(landing.status).toBe(200);
    const cookie = cookiesOf(landing);
    expect(cookie).toBe('gclid=Cj0KCQ_landing-1');
    const query = await handedOver(`${DE}/configurator-card/?themeId=2101&gclid=forged`, cookie);
    expect(query).toEqual([
      ['themeId', '2101'],
      ['quantity', '50'],
      ['locale', 'de-DE'],
      ['gclid', 'Cj0KCQ_landing-1'],
    ]);
  });

  test('a landing from a Shopping ad sets the referral of a card, a sample too; another campaign clears it', async () => {
    const landing = await get(`${DE}/karten/?utm_source=google&utm_medium=cpc-shopping&gclid=Cj0shop`);
    const cookie = cookiesOf(landing);
    expect(cookie).toBe('gclid=Cj0shop; google_shopping=1');
    expect(await handedOver(`${DE}/configurator-card/?themeId=2101&isSample=1`, cookie)).toEqual([
      ['themeId', '2101'],
      ['isSample', '1'],
      ['quantity', '1'],
      ['referralSource', 'google-shopping'],
      ['locale', 'de-DE'],
      ['gclid', 'Cj0shop'],
    ]);
    // Only a card names the referral.
    const book = await handedOver(`${DE}/configurator-photobook/?photobookType=fotoheft`, cookie);
    expect(Object.fromEntries(book).referralSource).toBeUndefined();
    const other = await get(`${DE}/karten/?utm_source=newsletter`, { headers: { cookie } });
    expect(other.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^google_shopping=; .*Max-Age=0/),
    );
  });
});

describe('the designer is handed only what it knows', () => {
  test('a repeated category is refused as a single one is: the UK has no licensed category 41', async () => {
    const single = await page(`${UK}/configurator-photobook/?photobookType=fotoheft&categoryId=41`);
    expect(single.response.status).toBe(400);
    const { response, html } = await page(
      `${UK}/configurator-photobook/?photobookType=fotoheft&categoryId=50&categoryId=41`,
    );
    expect(response.status).toBe(400);
    expect(html).toContain('categoryId is given more than once');
    expect(
      Object.fromEntries(await handedOver(`${UK}/configurator-photobook/?categoryId=50`)).categoryId,
    ).toBe('50');
  });

  test.each<[type: DesignerType, name: string, values: [string, string]]>([
    ['calendar', 'mountingType', ['spirale', 'holzblock']],
    ['card', 'themeId', ['2101', '2102']],
    ['collage', 'designId', ['13', '14']],
    ['photobook', 'photobookFormat', ['a4-quer', 'a4-quer']],
    ['photobox', 'photoboxType', ['small', 'photoprint']],
    ['photoframe', 'format', ['60x40', '40x30']],
  ])('the %s designer takes %s once: given twice it is refused', async (type, name, [first, second]) => {
    const { response, html } = await page(`${DE}${PATH_OF[type]}?${name}=${first}&${name}=${second}`);
    expect(response.status).toBe(400);
    expect(html).toContain(`${name} is given more than once`);
  });

  test.each(TYPES)('the %s designer is not handed parameters its table does not name', async (type) => {
    const unknown =
      'referralSource=partner&utm_campaign=x&width=9999&templatesCompacted=1&__proto__=1&returnUrlx=1';
    const query = await handedOver(`${DE}${PATH_OF[type]}?${unknown}`);
    const names = query.map(([name]) => name);
    for (const name of ['utm_campaign', '__proto__', 'returnUrlx']) expect(names).not.toContain(name);
    // Parameters the shop sets are never taken from a link.
    expect(query).not.toContainEqual(['referralSource', 'partner']);
    expect(query).not.toContainEqual(['width', '9999']);
    if (type !== 'photobook') expect(names).not.toContain('templatesCompacted');
    expect(query).toContainEqual(['locale', 'de-DE']);
  });

  test.each<DesignerType>(['card', 'collage', 'photobox', 'photoframe'])(
    'an amount the %s designer does not take is dropped, not forwarded',
    async (type) => {
      expect(Object.fromEntries(await handedOver(`${DE}${PATH_OF[type]}?amount=-3`)).amount).toBeUndefined();
    },
  );

  test.each<[type: DesignerType, amount: string]>([
    ['calendar', '-1'],
    ['calendar', '0'],
    ['calendar', '101'],
    ['photobook', '-3'],
    ['photobook', '1000000'],
    ['photobook', '2.5'],
  ])('a %s of amount %s is refused with the bounds', async (type, amount) => {
    const { response, html } = await page(`${DE}${PATH_OF[type]}?amount=${amount}`);
    expect(response.status).toBe(400);
    expect(html).toContain('amount is a whole number from 1 to 100');
  });

  test('a book of 100 copies is handed over', async () => {
    expect(Object.fromEntries(await handedOver(`${DE}/configurator-photobook/?amount=100`)).amount).toBe(
      '100',
    );
  });

  test.each(TYPES)('the %s designer is handed a return to the shop, never to another host', async (type) => {
    const home = `${DE}/warenkorb/`;
    const query = Object.fromEntries(
      await handedOver(`${DE}${PATH_OF[type]}?returnUrl=${encodeURIComponent(home)}`),
    );
    expect(query.returnUrl).toBe(home);
    for (const away of [
      'https://evil.example/',
      'http://kartenliebe.de.localhost.evil.example:8787/',
      '//evil.example',
    ]) {
      const { response, html } = await page(`${DE}${PATH_OF[type]}?returnUrl=${encodeURIComponent(away)}`);
      expect(response.status).toBe(400);
      expect(html).toContain('returnUrl is a page of this shop');
    }
  });

  test('a returnUrl another parser could read differently is refused; an accepted one goes on as it was read', async () => {
    for (const twisted of [
      `${DE}/%5C@evil.example/`,
      `${DE}/%5c%5cevil.example`,
      `${DE}/a%2F..%2F..%2Fx`,
      `${DE}\\@evil.example/`,
      `http://kartenliebe.de.local\thost:8787/`,
      `${DE}/warenkorb/\n`,
      `${DE}/ warenkorb/`,
    ]) {
      const { response, html } = await page(
        `${DE}/configurator-card/?returnUrl=${encodeURIComponent(twisted)}`,
      );
      expect(response.status, twisted).toBe(400);
      expect(html).toContain('returnUrl is a page of this shop');
    }
    const query = Object.fromEntries(
      await handedOver(`${DE}/configurator-card/?returnUrl=${encodeURIComponent(`${DE}/a/../warenkorb/`)}`),
    );
    expect(query.returnUrl).toBe(`${DE}/warenkorb/`);
  });
});

/** Values a link's parameter might carry: many a table's own, others out of shape or hostile. */
const VALUES = [
  ...['1', '7', '13', '30', '50', '100', '2027', '2028-01-01', '0', 'true', '12'],
  ...['wandkalender', 'spirale', 'holzblock', 'hochzeit', 'gold', 'ohne', 'matt', 'glossy', 'hard', 'soft'],
  ...['echtfotobuch', 'fotoheft-soft', 'a4-quer', '200-200', 'small', 'photoprint', '10x15', '60x40'],
  ...['poster', 'leinwand', 'holzrahmen-eiche', 'mat-weiss', 'canvas', 'standard', 'layflat', ''],
  ...[
    '-1',
    '-50',
    '1e9',
    '99999999999999999999',
    '1.5',
    '100000x40',
    'a4-quer&x=1',
    '<script>',
    '\'"',
    '%00',
  ],
  'https://evil.example/',
  `${DE}/warenkorb/`,
  'javascript:alert(1)',
];
const NAMES_OF_SOME_TABLE = [...new Set(TYPES.flatMap((type) => Object.keys(HAND_OFF_PARAMS[type])))];
const OTHER_NAMES = [
  'returnUrl',
  'referralSource',
  'amount',
  'foo',
  '__proto__',
  'constructor',
  'templateIds[x]',
];

describe('any hand-off', () => {
  test('is refused or redirects to its designer with only the table parameters, valid and each once', async () => {
    let redirects = 0;
    const entry = fc.tuple(
      fc.constantFrom(...NAMES_OF_SOME_TABLE, ...OTHER_NAMES),
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...VALUES) }, fc.string({ maxLength: 12 })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TYPES),
        fc.constantFrom(DE, UK, POSTER_GB),
        fc.array(entry, { maxLength: 6 }),
        fc.boolean(),
        async (type, origin, entries, repeat) => {
          const pairs = repeat && entries[0] ? [...entries, entries[0]] : entries;
          // The poster shop's paths have no trailing slash.
          const path = origin === POSTER_GB ? PATH_OF[type].slice(0, -1) : PATH_OF[type];
          const url = `${origin}${path}?${new URLSearchParams(pairs)}`;
          const response = await get(url);
          await response.body?.cancel();
          if (response.status >= 400 && response.status < 500) return;
          expect(response.status).toBe(302);
          redirects++;
          const target = new URL(response.headers.get('location') ?? '', url);
          expect(target.origin).toBe(origin);
          expect(target.pathname).toMatch(new RegExp(`^/designer/${type}/?$`));
          const host = new URL(origin).host;
          const shop = { channel: host.startsWith('poster') ? 'poster' : 'kartenliebe', host } as const;
          const keys = [...target.searchParams.keys()];
          expect(new Set(keys).size).toBe(keys.length);
          for (const [name, value] of target.searchParams) {
            const shape = handedOverValue(type, name, {
              ...shop,
              locale: target.searchParams.get('locale') ?? '',
              posterShopName: env.POSTER_SHOP_NAME,
            });
            expect(shape, `${type} ${name}`).toBeDefined();
            if (shape) expect(v.safeParse(shape, value).success, `${type} ${name}=${value}`).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
    expect(redirects).toBeGreaterThan(10);
  });
});
