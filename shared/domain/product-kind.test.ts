// Product kind detection, configurator paths and the configurator query encoding.
import { describe, expect, test } from 'vitest';
import {
  configuratorHref,
  configuratorPath,
  configuratorQuery,
  formatParam,
  type ProductKind,
  type ProductParams,
  productKind,
} from './product-kind';
import { PRODUCT_FAMILIES } from './products';
import { CONFIGURATORS } from './routes';

describe('productKind', () => {
  test.each<[params: ProductParams, kind: ProductKind | null]>([
    [{ photoboxType: 'small' }, 'photobox'],
    [{ photoboxType: 'photoprint' }, 'photoprint'],
    [{ photoboxType: 'photoprint', calendarType: 'wandkalender' }, 'photoprint'],
    [{ materialType: 'leinwand' }, 'photoframe'],
    [{ frameType: 'holzrahmen-schwarz' }, 'photoframe'],
    [{ materialType: 'poster', designId: 13 }, 'collage'],
    [{ frameType: 'alurahmen-silber', designId: '1' }, 'collage'],
    [{ materialType: 'leinwand', collage: true }, 'collage'],
    [{ materialType: 'leinwand', collage: 'true' }, 'collage'],
    [{ materialType: 'leinwand', collage: false }, 'photoframe'],
    [{ materialType: 'leinwand', designId: null }, 'photoframe'],
    [{ designId: 13 }, null],
    [{ calendarType: 'wandkalender' }, 'calendar'],
    [{ calendarType: 'tischkalender', themeId: 1 }, 'calendar'],
    [{ photobookType: 'echtfotobuch' }, 'photobook'],
    [{ photobookPrinting: 'digital' }, 'photobook'],
    [{ themeId: 2101 }, 'card'],
    [{ themeId: '' }, null],
    [{}, null],
  ])('%j -> %s', (params, kind) => {
    expect(productKind(params)).toBe(kind);
  });
});

describe('configuratorPath', () => {
  test.each<[ProductKind, string]>([
    ['calendar', '/configurator-calendar'],
    ['card', '/configurator-card'],
    ['collage', '/configurator-collage'],
    ['photoframe', '/configurator-photo-frame'],
    ['photobook', '/configurator-photobook'],
    ['photobox', '/configurator-photobox'],
    ['photoprint', '/configurator-photobox'],
  ])('%s -> %s', (kind, path) => {
    expect(configuratorPath(kind)).toBe(path);
  });

  test('every kind opens a configurator route the worker knows', () => {
    for (const { kind } of PRODUCT_FAMILIES)
      expect(Object.keys(CONFIGURATORS)).toContain(configuratorPath(kind).slice(1));
  });
});

describe('configuratorQuery', () => {
  test.each<[name: string, params: ProductParams, query: string]>([
    ['plain values', { calendarType: 'wandkalender', year: 2027 }, 'calendarType=wandkalender&year=2027'],
    ['booleans', { collage: true }, 'collage=true'],
    [
      'arrays bracket-suffixed',
      { accessoryTypes: ['bow', 'box'] },
      'accessoryTypes[]=bow&accessoryTypes[]=box',
    ],
    ['nested objects', { frame: { type: 'alu', size: 30 } }, 'frame[type]=alu&frame[size]=30'],
    ['objects in arrays by index', { items: [{ sku: 'A' }] }, 'items[0][sku]=A'],
    ['null and undefined dropped', { a: null, b: undefined, c: 'x' }, 'c=x'],
    ['no refinement dropped', { themeId: 1, refinementType: 'ohne' }, 'themeId=1'],
    ['a refinement kept', { refinementType: 'gold' }, 'refinementType=gold'],
    ['ohne kept for mounting', { mountingType: 'ohne' }, 'mountingType=ohne'],
    ['values encoded', { occasion: 'a&b c' }, 'occasion=a%26b%20c'],
    ['empty', {}, ''],
  ])('%s', (_name, params, query) => {
    expect(configuratorQuery(params)).toBe(query);
  });
});

test.each<[ProductKind, string]>([
  ['calendar', 'formatType'],
  ['photobook', 'photobookFormat'],
  ['photobox', 'photoboxFormat'],
  ['photoprint', 'photoboxFormat'],
  ['photoframe', 'format'],
  ['card', 'format'],
])('the format of %s travels as %s', (kind, param) => {
  expect(formatParam(kind)).toBe(param);
});

test('configuratorHref joins path and query, without a bare ?', () => {
  expect(configuratorHref('calendar', { calendarType: 'wandkalender' })).toBe(
    '/configurator-calendar?calendarType=wandkalender',
  );
  expect(configuratorHref('card', { occasion: null })).toBe('/configurator-card');
});
