// The calculator's option words: every length in the unit the offering material reads in (the stretcher frame's
// depths read inches in en-US, cm everywhere else, in each language's own number style).
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import type { Channel, Language, Unit } from '../../domain/markets';
import { CalculatorSchema } from './calculator-fields';
import { materialNames, optionGroupWords } from './calculator-option-words';

const CANVAS = v.parse(CalculatorSchema, {
  product: 'photoframe',
  options: {
    materials: [
      {
        value: 'leinwand',
        context: { materialType: 'leinwand' },
        formats: [{ value: '40x30', priceCurrent: 24.99 }],
        optionGroups: [{ group: 'stretcher-frame', options: [{ id: 'stretcher-3.8', priceCurrent: 9.99 }] }],
      },
    ],
  },
});

const site = (channel: Channel, locale: string, unit: Unit) => ({
  channel,
  locale,
  unit,
  language: locale.slice(0, 2) as Language,
});

describe('optionGroupWords', () => {
  test.each([
    [site('poster', 'en-US', 'in'), '1 in', '1.5 in'],
    [site('kartenliebe', 'en-US', 'in'), '1 in', '1.5 in'],
    [site('poster', 'en-GB', 'cm'), '2.5 cm', '3.8 cm'],
    [site('poster', 'de-DE', 'cm'), '2,5 cm', '3,8 cm'],
    [site('poster', 'fr-FR', 'cm'), '2,5 cm', '3,8 cm'],
  ])('the stretcher frame in %o: %s free, %s charged', (at, none, deeper) => {
    expect(optionGroupWords(CANVAS, at)).toEqual([
      {
        group: 'stretcher-frame',
        title: expect.any(String),
        none,
        names: [{ id: 'stretcher-3.8', name: deeper }],
      },
    ]);
  });

  test('only the groups the materials offer', () => {
    const bare = v.parse(CalculatorSchema, {
      ...CANVAS,
      options: { materials: [{ value: 'poster', formats: [{ value: '40x30', priceCurrent: 12.99 }] }] },
    });
    expect(optionGroupWords(bare, site('poster', 'en-US', 'in'))).toEqual([]);
  });
});

describe('materialNames', () => {
  test('names by material value and group key, in the language', () => {
    const grouped = v.parse(CalculatorSchema, {
      product: 'photoframe',
      options: {
        materials: [{ labelTranslationKey: 'materials.leinwand', materials: CANVAS.options.materials }],
      },
    });
    expect(materialNames(grouped, site('poster', 'en-US', 'in'))).toEqual([
      { key: 'materials.leinwand', name: 'Canvas' },
      { key: 'leinwand', name: 'Canvas' },
    ]);
  });
});
