// The designer hand-off followed end to end: a link's configurator path redirects to the designer, and the
// designer (the local stand-in) shows exactly the query it was handed, per product; the landing cookies of an ad
// (click id, Shopping) reach the hand-off; a photobook of a design-group set gets the template of its format.
import { describe, expect, test, vi } from 'vitest';
import { DE, get, POSTER_GB, page } from './fetch';

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
