// What the price service charges for a choice: its article, plus the frame a wall-art choice names.
import { expect, test } from 'vitest';
import { articleSku, framedPrices, priceArticle, priceParts, sumPrices } from './price-article';
import type { ProductKind } from './products';

test.each<[kind: ProductKind, params: Record<string, unknown>, article: string | undefined]>([
  ['photoframe', { materialType: 'leinwand' }, 'leinwand'],
  ['photoframe', { materialType: 'poster', frameType: 'holzrahmen-schwarz' }, 'poster'],
  ['photoframe', { frameType: 'holzrahmen-schwarz' }, undefined],
  ['card', { themeId: 2101, refinementType: 'ohne', paper: 'matt' }, 'card-matt'],
  ['card', { themeId: 2101, refinementType: 'gold', paper: 'matt' }, 'card-gold'],
  ['card', { themeId: 2101 }, undefined],
  ['calendar', { calendarType: 'tischkalender' }, 'tischkalender'],
  ['photobook', { photobookType: 'digitalfotobuch', photobookCover: 'soft' }, 'digitalfotobuch-soft'],
  ['photobook', { photobookType: 'fotoheft' }, 'fotoheft-soft'],
  ['photobook', { photobookType: 'echtfotobuch' }, undefined],
  ['photobox', { photoboxType: 'small', photoboxQuantityMax: 50 }, 'photobox-small'],
  ['photobox', { photoboxType: 'small', photoboxQuantityMax: 100 }, 'photobox-max'],
  ['photoprint', { photoboxType: 'photoprint', paper: 'glaenzend' }, 'photoprint-glaenzend'],
])('%s %o is priced as %s', (kind, params, article) => {
  expect(priceArticle(kind, params)).toBe(article);
});

test.each<[kind: ProductKind, params: Record<string, unknown>, parts: unknown]>([
  ['photoframe', { materialType: 'poster' }, { article: 'poster' }],
  ['photoframe', { materialType: 'poster', frameType: '' }, { article: 'poster' }],
  [
    'photoframe',
    { materialType: 'poster', frameType: 'alurahmen-silber' },
    { article: 'poster', frame: 'alurahmen-silber' },
  ],
  // A shadow-gap frame is a frame like any other: it is charged.
  [
    'photoframe',
    { materialType: 'leinwand', frameType: 'schattenfuge-leinwand-eiche' },
    { article: 'leinwand', frame: 'schattenfuge-leinwand-eiche' },
  ],
  [
    'collage',
    { materialType: 'poster', designId: 13, frameType: 'holzrahmen-schwarz' },
    { article: 'poster', frame: 'holzrahmen-schwarz' },
  ],
  // Only wall art has frames.
  [
    'calendar',
    { calendarType: 'wandkalender', frameType: 'holzrahmen-schwarz' },
    { article: 'wandkalender' },
  ],
])('%s %o is priced from %o', (kind, params, parts) => {
  expect(priceParts(kind, params)).toEqual(parts);
});

test('parts add up in whole cents, an absent original counting as the current price', () => {
  expect(sumPrices([{ priceCurrent: 39.99, priceOriginal: 49.99 }, { priceCurrent: 44.99 }])).toEqual({
    priceCurrent: 84.98,
    priceOriginal: 94.98,
  });
  expect(sumPrices([{ priceCurrent: 0.1 }, { priceCurrent: 0.2 }]).priceCurrent).toBe(0.3);
});

test('a framed list has the formats both come in, each the sum', () => {
  const material = [
    { format: '40x30', priceCurrent: 12.99 },
    { format: '100x75', priceCurrent: 39.99 },
  ];
  const frame = [{ format: '40x30', priceCurrent: 24.99 }];
  expect(framedPrices(material, frame)).toEqual([
    { format: '40x30', priceCurrent: 37.98, priceOriginal: 37.98 },
  ]);
  expect(framedPrices(material, undefined)).toHaveLength(2);
});

test('an SKU id is the channel prefix, article and format in capitals', () => {
  expect(articleSku('poster', 'leinwand', '60x40')).toBe('WL-LEINWAND-60X40');
  expect(articleSku('kartenliebe', 'card-gold', 'a6-quer')).toBe('KL-CARD-GOLD-A6-QUER');
});
