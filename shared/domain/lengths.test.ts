import { describe, expect, test } from 'vitest';
import { inchesOf, lengthsIn } from './lengths';

describe('inchesOf', () => {
  test.each([
    [2.5, 1],
    [3.8, 1.5],
    [10, 4],
    [12, 4.5],
    [30, 12],
  ])('%d cm is %d in', (cm, inches) => {
    expect(inchesOf(cm)).toBe(inches);
  });
});

describe('lengthsIn', () => {
  test.each([
    ['Stretcher frame 3.8 cm', 'in', 'en-US', 'Stretcher frame 1.5 in'],
    ['2.5 cm', 'in', 'en-US', '1 in'],
    ['3,8 cm', 'in', 'en-US', '1.5 in'],
    ['3.8\u00a0cm', 'in', 'en-US', '1.5 in'],
    ['Depth 2.5 cm or 3.8cm', 'in', 'en-US', 'Depth 1 in or 1.5 in'],
    // In cm a text is left as its language writes it.
    ['3,8 cm', 'cm', 'de-DE', '3,8 cm'],
    ['Stretcher frame 3.8 cm', 'cm', 'en-GB', 'Stretcher frame 3.8 cm'],
    // Words that only start like a unit, and texts without a length, stay.
    ['Canvas edge: mirrored', 'in', 'en-US', 'Canvas edge: mirrored'],
    ['5 cmyk inks', 'in', 'en-US', '5 cmyk inks'],
  ] as const)('%j in %s (%s) reads %j', (text, unit, locale, shown) => {
    expect(lengthsIn(text, unit, locale)).toBe(shown);
  });
});
