// Shop query strings: bracketed arrays and objects, dropped nulls and the dropped no-refinement value.
import { describe, expect, test } from 'vitest';
import { type ShopQuery, shopQuery } from './query';

describe('shopQuery', () => {
  test.each<[name: string, params: ShopQuery, expected: string]>([
    ['no parameters', {}, ''],
    ['a plain value', { sku: 'poster-a3' }, 'sku=poster-a3'],
    ['numbers and booleans', { page: 2, express: true, gift: false }, 'page=2&express=true&gift=false'],
    ['an array as key[]', { categoryIds: [3, 7] }, 'categoryIds[]=3&categoryIds[]=7'],
    ['an empty array', { categoryIds: [] }, ''],
    [
      'a nested object as key[sub]',
      { format: { width: 30, height: 40 } },
      'format[width]=30&format[height]=40',
    ],
    ['an array inside an object', { filter: { ids: ['a', 'b'] } }, 'filter[ids][]=a&filter[ids][]=b'],
    ['null and undefined dropped', { a: null, b: undefined, c: 'x' }, 'c=x'],
    [
      'null inside arrays and objects dropped',
      { ids: [1, null, 2], f: { a: null, b: 1 } },
      'ids[]=1&ids[]=2&f[b]=1',
    ],
    ['the no-refinement value dropped', { refinementType: 'ohne', sku: 'card' }, 'sku=card'],
    ['another refinement kept', { refinementType: 'glossy' }, 'refinementType=glossy'],
    ['an empty string kept', { q: '' }, 'q='],
    ['reserved characters encoded', { url: '/a b?c=d&e' }, 'url=%2Fa%20b%3Fc%3Dd%26e'],
    ['umlauts encoded', { name: 'Grüße' }, 'name=Gr%C3%BC%C3%9Fe'],
    ['a key with reserved characters', { 'a&b': 1 }, 'a%26b=1'],
  ])('%s', (_name, params, expected) => {
    expect(shopQuery(params)).toBe(expected);
  });
});

describe('round trip through URLSearchParams', () => {
  const EDGE_VALUES: ShopQuery = {
    empty: '',
    spaces: ' a  b ',
    symbols: '&=?#+%[]',
    unicode: '日本 – ü',
    zero: 0,
    negative: -1.5,
    no: false,
    list: ['x', '', 'y z'],
    deep: { a: { b: ['1', '2'] }, c: 'd' },
  };

  test('every pair comes back as it was sent, in order', () => {
    expect([...new URLSearchParams(shopQuery(EDGE_VALUES)).entries()]).toEqual([
      ['empty', ''],
      ['spaces', ' a  b '],
      ['symbols', '&=?#+%[]'],
      ['unicode', '日本 – ü'],
      ['zero', '0'],
      ['negative', '-1.5'],
      ['no', 'false'],
      ['list[]', 'x'],
      ['list[]', ''],
      ['list[]', 'y z'],
      ['deep[a][b][]', '1'],
      ['deep[a][b][]', '2'],
      ['deep[c]', 'd'],
    ]);
  });
});
