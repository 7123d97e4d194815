// What a photo box or photo prints product holds: the box's quantity, one print per price, the format.
import { describe, expect, test } from 'vitest';
import { type PhotoQuantity, photoQuantity } from './photoboxes';

describe('photoQuantity', () => {
  test.each<[string, Record<string, unknown>, PhotoQuantity | null]>([
    [
      'a box',
      { photoboxType: 'small', photoboxFormat: '15x10', photoboxQuantityMax: 50 },
      { quantity: 50, format: '15x10' },
    ],
    [
      'a box MAX',
      { photoboxType: 'small', photoboxFormat: '15x10', photoboxQuantityMax: 100 },
      { quantity: 100, format: '15x10' },
    ],
    [
      'a quantity as the CMS writes it',
      { photoboxType: 'small', photoboxFormat: '18x13', photoboxQuantityMax: '100' },
      { quantity: 100, format: '18x13' },
    ],
    ['a box without its quantity', { photoboxType: 'small', photoboxFormat: '15x10' }, null],
    [
      'prints: one per price',
      { photoboxType: 'photoprint', photoboxFormat: '13x9', paper: 'matt' },
      { quantity: 1, format: '13x9' },
    ],
    [
      'prints with a quantity',
      { photoboxType: 'photoprint', photoboxFormat: '10x10', photoboxQuantityMax: 36 },
      { quantity: 36, format: '10x10' },
    ],
    [
      'the format from `format`',
      { photoboxType: 'photoprint', format: '30x20' },
      { quantity: 1, format: '30x20' },
    ],
    ['no format', { photoboxType: 'small', photoboxQuantityMax: 50 }, null],
    [
      'a format that is no size',
      { photoboxType: 'small', photoboxFormat: 'a4-hoch', photoboxQuantityMax: 50 },
      null,
    ],
    ['a quantity of 0', { photoboxType: 'small', photoboxFormat: '15x10', photoboxQuantityMax: 0 }, null],
    ['a fraction', { photoboxType: 'small', photoboxFormat: '15x10', photoboxQuantityMax: 2.5 }, null],
    ['too many', { photoboxType: 'small', photoboxFormat: '15x10', photoboxQuantityMax: 5000 }, null],
    [
      'a bad prints quantity is no quantity',
      { photoboxType: 'photoprint', photoboxFormat: '15x10', photoboxQuantityMax: -3 },
      { quantity: 1, format: '15x10' },
    ],
    ['another product', { calendarType: 'wandkalender', format: '15x10' }, null],
    [
      'an unknown box type',
      { photoboxType: 'large', photoboxFormat: '15x10', photoboxQuantityMax: 50 },
      null,
    ],
  ])('%s', (_name, context, expected) => {
    expect(photoQuantity(context)).toEqual(expected);
  });
});
