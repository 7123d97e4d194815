// The price service's article of each calculator material.
import { expect, test } from 'vitest';
import { priceArticle } from './price-article';
import type { ProductKind } from './products';

test.each<[kind: ProductKind, params: Record<string, unknown>, article: string | undefined]>([
  ['photoframe', { materialType: 'leinwand' }, 'leinwand'],
  ['photoframe', { materialType: 'poster', frameType: 'holzrahmen-schwarz' }, 'poster-framed'],
  ['photoframe', { materialType: 'poster', frameType: '' }, 'poster'],
  ['photoframe', { materialType: 'leinwand', frameType: 'schattenfuge-leinwand-eiche' }, 'leinwand'],
  ['photoframe', { frameType: 'holzrahmen-schwarz' }, undefined],
  ['collage', { materialType: 'poster', designId: 13, frameType: 'alurahmen-silber' }, 'poster-framed'],
  ['card', { themeId: 2101, refinementType: 'ohne', paper: 'matt' }, 'card-matt'],
  ['card', { themeId: 2101, refinementType: 'gold', paper: 'matt' }, 'card-gold'],
  ['card', { themeId: 2101 }, undefined],
  ['calendar', { calendarType: 'tischkalender' }, 'tischkalender'],
  ['photobook', { photobookType: 'digitalfotobuch', photobookCover: 'soft' }, 'digitalfotobuch-soft'],
  ['photobook', { photobookType: 'echtfotobuch' }, undefined],
  ['photobox', { photoboxType: 'small', photoboxQuantityMax: 50 }, 'photobox-small'],
  ['photobox', { photoboxType: 'small', photoboxQuantityMax: 100 }, 'photobox-max'],
  ['photoprint', { photoboxType: 'photoprint', paper: 'glaenzend' }, 'photoprint-glaenzend'],
])('%s %o is priced as %s', (kind, params, article) => {
  expect(priceArticle(kind, params)).toBe(article);
});
