import { describe, expect, test } from 'vitest';
import { lineContext, lineView } from './basket-line';

const FR = { language: 'fr', unit: 'cm', locale: 'fr-FR' } as const;
const US = { language: 'en', unit: 'in', locale: 'en-US' } as const;
const DE = { language: 'de', unit: 'cm', locale: 'de-DE' } as const;

describe('a basket line as the shopper reads it', () => {
  test('the article, its size in the market unit, the frame and each option, in the page language', () => {
    const context = lineContext({
      parts: ['holzrahmen-schwarz', 'mat-weiss'],
      options: { matType: 'mat-weiss', materialFinish: 'brushed' },
      turned: true,
    });
    expect(lineView({ sku: 'poster', format: '40x30', context }, DE)).toEqual({
      name: 'Poster',
      size: '30 × 40 cm',
      details: [
        { title: 'Rahmen', value: 'Holzrahmen Schwarz' },
        { title: 'Passepartout', value: 'Weiß' },
        { title: 'Oberfläche', value: 'Gebürstet' },
      ],
    });
  });

  test('a photo print in inches on en-US; a DIN format by its paper name', () => {
    expect(lineView({ sku: 'photoprint-matt', format: '15x10', context: {} }, US)).toMatchObject({
      name: 'Photo print, matt',
      size: '6 × 4 in',
    });
    expect(lineView({ sku: 'wandkalender', format: 'a4-hoch', context: {} }, FR)).toMatchObject({
      name: 'Calendrier mural',
      size: 'A4 ↕',
    });
  });

  test('an accessory has no size; a context it cannot read lists nothing', () => {
    expect(lineView({ sku: 'gift-box', format: '', context: { turned: 'yes' } }, FR)).toEqual({
      name: 'Boîte cadeau',
      size: '',
      details: [],
    });
  });
});

test('lengths in an option name read in the market unit', () => {
  const context = lineContext({
    parts: ['stretcher-3.8'],
    options: { stretcherFrame: '3.8' },
    turned: false,
  });
  expect(lineView({ sku: 'leinwand', format: '60x40', context }, US).details).toEqual([
    { title: 'Stretcher frame', value: '1.5 in' },
  ]);
});

test('a gift voucher shows no size: its amount is its price', () => {
  expect(lineView({ sku: 'gift-voucher', format: '75', context: {} }, DE)).toEqual({
    name: 'Geschenkgutschein',
    size: '',
    details: [],
  });
});
