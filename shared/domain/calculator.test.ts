// Calculator initial state: selected material and its initial format, preset SKU, valid formats, labels, link.
import { describe, expect, test } from 'vitest';
import {
  type CalculatorMaterialOption,
  calculatorLink,
  calculatorNotice,
  initialFormatOf,
  initialSelection,
  labelAt,
  linkHref,
  turnedFormat,
  turnsWithOrientation,
} from './calculator';
import type { ProductKind } from './product-kind';

const f = (value: string, priceCurrent = 10) => ({ value, priceCurrent });
const canvas: CalculatorMaterialOption = {
  value: 'leinwand',
  initiallySelectedFormat: '60x40',
  formats: [f('40x30'), f('60x40'), f('80x60')],
  context: { materialType: 'leinwand', formatType: 'standard' },
};
const poster: CalculatorMaterialOption = {
  value: 'poster',
  initiallySelectedFormat: '99x99',
  formats: [f('40x30'), f('60x40')],
  context: { materialType: 'poster', formatType: 'standard' },
};
const materials = [canvas, poster];
const pick = (options: Parameters<typeof initialSelection>[1]) => {
  const selection = initialSelection(materials, options);
  return selection && [selection.material.value, selection.format.value];
};

describe('initialSelection', () => {
  test.each<[name: string, options: Parameters<typeof initialSelection>[1], expected: string[] | null]>([
    [
      'selected material, its initial format',
      { product: 'photoframe', selectedValue: 'leinwand' },
      ['leinwand', '60x40'],
    ],
    [
      'unknown selected value: first material',
      { product: 'photoframe', selectedValue: 'holz' },
      ['leinwand', '60x40'],
    ],
    [
      'initial format not offered: first format',
      { product: 'photoframe', selectedValue: 'poster' },
      ['poster', '40x30'],
    ],
    [
      'preset SKU preselects material and format',
      {
        product: 'photoframe',
        selectedValue: 'leinwand',
        preset: { materialType: 'poster', formatType: 'standard', format: '60x40' },
      },
      ['poster', '60x40'],
    ],
    [
      'preset format the material lacks: its initial format',
      {
        product: 'photoframe',
        preset: { materialType: 'leinwand', formatType: 'standard', format: '10x10' },
      },
      ['leinwand', '60x40'],
    ],
    [
      'preset matching no material: the selected value',
      {
        product: 'photoframe',
        selectedValue: 'poster',
        preset: { materialType: 'acrylglas', format: '40x30' },
      },
      ['poster', '40x30'],
    ],
  ])('%s', (_name, options, expected) => {
    expect(pick(options)).toEqual(expected);
  });

  test('no materials or no formats: no selection', () => {
    expect(initialSelection([], { product: 'card' })).toBeNull();
    expect(initialSelection([{ ...canvas, formats: [] }], { product: 'card' })).toBeNull();
  });

  test('the preset format travels in the kind’s own parameter too', () => {
    const book = {
      value: 'hard',
      initiallySelectedFormat: 'a4-quer',
      formats: [f('200-200'), f('a4-quer'), f('300-300')],
      context: { photobookType: 'digitalfotobuch', photobookCover: 'hard', photobookFormat: 'a4-quer' },
    };
    const preset = { photobookType: 'digitalfotobuch', photobookCover: 'hard', photobookFormat: '300-300' };
    expect(initialSelection([book], { product: 'photobook', preset })?.format.value).toBe('300-300');
  });
});

test('a material with no parameters matches no preset', () => {
  const bare = { ...canvas, context: {} };
  const selection = initialSelection([bare, poster], {
    product: 'photoframe',
    selectedValue: 'poster',
    preset: { anything: 1 },
  });
  expect(selection?.material.value).toBe('poster');
});

test.each<[position: number, text: string | undefined]>([
  [0, 'Bestseller'],
  [1, undefined],
  [2, 'Neu'],
])('the label of position %d is %s (index + 1)', (position, text) => {
  const labels = [
    { index: 1, text: 'Bestseller' },
    { index: 3, text: 'Neu' },
  ];
  expect(labelAt(labels, position)?.text).toBe(text);
});

describe('calculatorLink', () => {
  const material = (context: CalculatorMaterialOption['context']) => ({ value: 'x', formats: [], context });

  test('a material’s parameters name its kind, else the calculator’s product does', () => {
    const collage = { materialType: 'leinwand', collage: true };
    expect(calculatorLink('photoframe', material(collage)).path).toBe('/configurator-collage');
    expect(calculatorLink('card', material({})).path).toBe('/configurator-card');
  });

  test('photo prints in a photo-box calculator are photo prints, not priced as the small box', () => {
    expect(calculatorLink('photobox', material({ photoboxType: 'photoprint' }))).toEqual({
      path: '/configurator-photobox',
      formatParam: 'photoboxFormat',
    });
  });

  test('the link carries the material parameters and the format in the kind’s parameter', () => {
    const calendar = material({ calendarType: 'wandkalender', mountingType: 'spirale' });
    expect(linkHref(calculatorLink('calendar', calendar), calendar.context, 'a3-hoch')).toBe(
      '/configurator-calendar?calendarType=wandkalender&mountingType=spirale&formatType=a3-hoch',
    );
    expect(linkHref(calculatorLink('photoframe', canvas), canvas.context, '80x60')).toBe(
      '/configurator-photo-frame?materialType=leinwand&formatType=standard&format=80x60',
    );
  });
});

describe('turnedFormat', () => {
  test.each([
    ['40x30', '30x40'],
    ['10x12', '12x10'],
    ['200-400', '400-200'],
    ['14.5x10', '10x14.5'],
    ['a4-hoch', 'a4-hoch'],
    ['standard', 'standard'],
  ])('%s -> %s', (format, turned) => {
    expect(turnedFormat(format)).toBe(turned);
  });
});

describe('turnsWithOrientation', () => {
  test.each<[kind: ProductKind, turns: boolean]>([
    ['photoframe', true],
    ['collage', true],
    ['calendar', false],
    ['card', false],
    ['photobook', false],
    ['photobox', false],
    ['photoprint', false],
  ])('%s: %s', (kind, turns) => {
    expect(turnsWithOrientation(kind)).toBe(turns);
  });
});

describe('initialFormatOf', () => {
  test('the initially selected format when the material has it, else its first', () => {
    expect(initialFormatOf(canvas)?.value).toBe('60x40');
    expect(initialFormatOf(poster)?.value).toBe('40x30');
  });
});

describe('calculatorNotice', () => {
  test('a material whose initial format is not one of its formats', () => {
    expect(calculatorNotice(materials)).toEqual({
      logId: 'error-no-default-option-for-material-type',
      details: { materials: ['poster'] },
    });
    expect(calculatorNotice([canvas])).toBeUndefined();
  });

  test('a preset frame type that no material is offered with', () => {
    const framed = { ...canvas, context: { ...canvas.context, frameType: 'holzrahmen-schwarz' } };
    expect(calculatorNotice([framed], { frameType: 'alurahmen-rund-gold' })).toEqual({
      logId: 'error-no-materials-for-frame-type',
      details: { frameType: 'alurahmen-rund-gold' },
    });
    expect(calculatorNotice([framed], { frameType: 'holzrahmen-schwarz' })).toBeUndefined();
    expect(calculatorNotice([canvas], { frameType: 'alurahmen-rund-gold' })).toBeUndefined();
  });
});
