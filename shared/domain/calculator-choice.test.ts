// The calculator's choice in the address: written in place of an earlier one, options apart from the material's
// presets, and held to a calculator's materials (unknown names dropped, a size off the list kept only priced).
import { describe, expect, test } from 'vitest';
import {
  type CalculatorChoice,
  choiceSearch,
  holdChoice,
  optionOfParam,
  optionsApart,
} from './calculator-choice';

describe('choiceSearch', () => {
  test.each<[search: string, choice: CalculatorChoice, expected: string]>([
    ['', { material: 'poster', format: '60x40', options: {} }, '?material=poster&format=60x40'],
    [
      '?_campaign=x&material=leinwand&format=40x30&canvasEdge=mirrored',
      { material: 'poster', format: '80x60', options: { lamination: 'lamination-matt' } },
      '?_campaign=x&material=poster&format=80x60&lamination=matt',
    ],
    ['?sku=WL-LEINWAND-60X40', { material: 'poster', options: {} }, '?material=poster'],
    [
      '?material=poster',
      { material: 'poster', format: '60x40', options: { lamination: '', unknown: 'x', glass: 'nope' } },
      '?material=poster&format=60x40&lamination=none',
    ],
    [
      '?utm_source=mail',
      { material: 'leinwand', format: '60x40', options: { 'stretcher-frame': 'stretcher-3.8' } },
      '?utm_source=mail&material=leinwand&format=60x40&stretcherFrame=3.8',
    ],
  ])('%s with %j -> %s', (search, choice, expected) => {
    expect(choiceSearch(search, choice)).toBe(expected);
  });
});

describe('optionOfParam', () => {
  test.each([
    ['lamination', 'matt', { group: 'lamination', id: 'lamination-matt' }],
    ['lamination', 'none', { group: 'lamination', id: '' }],
    ['stretcherFrame', '3.8', { group: 'stretcher-frame', id: 'stretcher-3.8' }],
    ['lamination', 'shiny', undefined],
    ['format', '60x40', undefined],
  ])('%s=%s', (param, value, expected) => {
    expect(optionOfParam(param, value)).toEqual(expected);
  });
});

describe('optionsApart', () => {
  test('only the groups whose choice differs from the preset, the free default as empty', () => {
    expect(
      optionsApart(
        { lamination: 'lamination-matt', drilling: 'drilling-corners' },
        { lamination: 'lamination-matt', glass: 'museum-glass' },
        ['lamination', 'drilling', 'glass', 'mat'],
      ),
    ).toEqual({ drilling: 'drilling-corners', glass: '' });
  });
});

describe('holdChoice', () => {
  const poster = {
    value: 'poster',
    formats: [
      { value: '40x30', priceCurrent: 12.99 },
      { value: '60x40', priceCurrent: 19.99 },
    ],
    optionGroups: [
      { group: 'lamination', options: [{ id: 'lamination-matt' }, { id: 'lamination-glossy' }] },
    ],
  };
  const canvas = { value: 'leinwand', formats: [{ value: '60x40', priceCurrent: 39.99 }] };
  const materials = [canvas, poster];
  const extraPrice = (material: string, format: string) =>
    material === 'poster' && format === '100x70' ? { priceCurrent: 49.99 } : undefined;

  test.each<[name: string, choice: CalculatorChoice | undefined, expected: unknown]>([
    ['no choice', undefined, undefined],
    ['an unknown material', { material: 'gold', format: '60x40', options: {} }, undefined],
    [
      'a listed size',
      { material: 'poster', format: '60x40', options: {} },
      { material: 'poster', format: '60x40', options: {} },
    ],
    [
      'an unknown size: the material alone',
      { material: 'poster', format: '1x1', options: {} },
      { material: 'poster', options: {} },
    ],
    [
      'a size the service sells off the list',
      { material: 'poster', format: '100x70', options: {} },
      { material: 'poster', format: '100x70', options: {}, extra: { value: '100x70', priceCurrent: 49.99 } },
    ],
    [
      'offered options kept, others dropped',
      {
        material: 'poster',
        format: '40x30',
        options: { lamination: 'lamination-glossy', drilling: 'drilling-corners' },
      },
      { material: 'poster', format: '40x30', options: { lamination: 'lamination-glossy' } },
    ],
    [
      'the free default kept, an option the material lacks dropped',
      { material: 'leinwand', format: '60x40', options: { lamination: '' } },
      { material: 'leinwand', format: '60x40', options: {} },
    ],
    [
      'the free default of an offered group',
      { material: 'poster', options: { lamination: '' } },
      { material: 'poster', options: { lamination: '' } },
    ],
  ])('%s', (_name, choice, expected) => {
    expect(holdChoice(materials, choice, extraPrice)).toEqual(expected);
  });
});
