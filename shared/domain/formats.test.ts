// Format strings and labels: validation, cm and inch display, photo-print inch names, DIN paper names.
import { describe, expect, test } from 'vitest';
import { type Dimensions, formatLabel, parseFormat } from './formats';
import type { Unit } from './markets';

describe('parseFormat', () => {
  test.each<[format: string, dimensions: Dimensions]>([
    ['40x30', { width: 40, height: 30 }],
    ['1x1', { width: 1, height: 1 }],
    ['300x200', { width: 300, height: 200 }],
    ['040x30', { width: 0, height: 0 }],
    ['40x030', { width: 0, height: 0 }],
    ['0x30', { width: 0, height: 0 }],
    ['40x0', { width: 0, height: 0 }],
    ['-40x30', { width: 0, height: 0 }],
    ['40.5x30', { width: 0, height: 0 }],
    ['40X30', { width: 0, height: 0 }],
    ['40 x 30', { width: 0, height: 0 }],
    ['40x30x20', { width: 0, height: 0 }],
    ['x30', { width: 0, height: 0 }],
    ['0x5', { width: 0, height: 0 }],
    ['05x10', { width: 0, height: 0 }],
    ['10x', { width: 0, height: 0 }],
    ['', { width: 0, height: 0 }],
  ])('%j -> %j', (format, dimensions) => {
    expect(parseFormat(format)).toEqual(dimensions);
  });
});

describe('lengths in a locale', () => {
  test.each<[format: string, unit: Unit, locale: string, label: string]>([
    ['40x40', 'cm', 'en-GB', '40 × 40 cm'],
    ['14.5x14.5', 'cm', 'en-GB', '14.5 × 14.5 cm'],
    ['14.5x14.5', 'cm', 'de-DE', '14,5 × 14,5 cm'],
    ['297-297', 'cm', 'de-DE', '29,7 × 29,7 cm'],
    ['123-123', 'cm', 'en-GB', '12.3 × 12.3 cm'],
    ['40x40', 'in', 'en-US', '15.7 × 15.7 in'],
    ['254-254', 'in', 'en-US', '10 × 10 in'],
    ['1189-1189', 'in', 'en-US', '46.8 × 46.8 in'],
  ])('%s in %s (%s) -> %s', (format, unit, locale, label) => {
    expect(formatLabel(format, unit, locale)).toBe(label);
  });
});

describe('formatLabel', () => {
  test.each<[format: string, unit: Unit, label: string]>([
    ['40x30', 'cm', '40 × 30 cm'],
    ['40x30', 'in', '15.7 × 11.8 in'],
    ['10x10', 'in', '4 × 4 in'],
    ['10x12', 'in', '4 × 4.5 in'],
    ['13x9', 'in', '5 × 3.5 in'],
    ['15x10', 'in', '6 × 4 in'],
    ['18x13', 'in', '7 × 5 in'],
    ['30x20', 'in', '12 × 8 in'],
    ['15x10', 'cm', '15 × 10 cm'],
    ['200-200', 'cm', '20 × 20 cm'],
    ['200-200', 'in', '8 × 8 in'],
    ['300-300', 'in', '12 × 12 in'],
    ['145-145', 'cm', '14.5 × 14.5 cm'],
    ['a4-hoch', 'cm', 'A4 ↕'],
    ['a6-quer', 'in', 'A6 ↔'],
    ['a4-quer-sendmoments', 'cm', 'a4-quer-sendmoments'],
    ['standard', 'cm', 'standard'],
    ['040x30', 'cm', '040x30'],
  ])('%s in %s -> %s', (format, unit, label) => {
    expect(formatLabel(format, unit)).toBe(label);
  });

  test('centimetres follow the locale decimal separator', () => {
    expect(formatLabel('145-145', 'cm', 'de-DE')).toBe('14,5 × 14,5 cm');
    expect(formatLabel('145-145', 'cm', 'de-CH')).toBe('14.5 × 14.5 cm');
  });
});

test.each(['10x10', '10x12', '13x9', '15x10', '18x13', '30x20', '200-200', '300-300'])(
  'the inch name of %s is close to its metric size',
  (format) => {
    const sides = (label: string) =>
      label
        .split(' ')
        .filter((part) => /\d/.test(part))
        .map(Number);
    const [cmWidth = 0, cmHeight = 0] = sides(formatLabel(format, 'cm'));
    const [inchWidth = 0, inchHeight = 0] = sides(formatLabel(format, 'in'));
    expect(Math.abs(cmWidth / 2.54 - inchWidth)).toBeLessThan(0.5);
    expect(Math.abs(cmHeight / 2.54 - inchHeight)).toBeLessThan(0.75);
  },
);
