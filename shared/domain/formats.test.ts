// Format strings and labels: validation, cm and inch display, photo-print inch names, DIN sizes.
import { describe, expect, test } from 'vitest';
import {
  type Dimensions,
  displayLength,
  formatLabel,
  formatMillimetres,
  INCH_LABELS,
  PAPER_SIZES,
  parseFormat,
} from './formats';
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

describe('formatMillimetres', () => {
  test.each<[format: string, mm: Dimensions | null]>([
    ['40x30', { width: 400, height: 300 }],
    ['200-200', { width: 200, height: 200 }],
    ['145-145', { width: 145, height: 145 }],
    ['a4-hoch', { width: 210, height: 297 }],
    ['a4-quer', { width: 297, height: 210 }],
    ['a3-quer', { width: 420, height: 297 }],
    ['a4-quer-sendmoments', null],
    ['standard', null],
    ['040x30', null],
  ])('%s -> %j', (format, mm) => {
    expect(formatMillimetres(format)).toEqual(mm);
  });
});

describe('displayLength', () => {
  test.each<[mm: number, unit: Unit, locale: string, text: string]>([
    [400, 'cm', 'en-GB', '40'],
    [145, 'cm', 'en-GB', '14.5'],
    [145, 'cm', 'de-DE', '14,5'],
    [297, 'cm', 'de-DE', '29,7'],
    [123, 'cm', 'en-GB', '12.3'],
    [400, 'in', 'en-US', '15.7'],
    [254, 'in', 'en-US', '10'],
    [1189, 'in', 'en-US', '46.8'],
  ])('%d mm in %s (%s) -> %s', (mm, unit, locale, text) => {
    expect(displayLength(mm, unit, locale)).toBe(text);
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

test('paper sizes run from A0 to A8, each half of the one before', () => {
  expect(Object.keys(PAPER_SIZES)).toEqual(['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8']);
  expect(PAPER_SIZES.A4).toEqual([210, 297]);
  const sizes = Object.values(PAPER_SIZES);
  for (const [index, [, long]] of sizes.slice(1).entries()) expect(long).toBe(sizes[index]?.[0]);
});

test('every named inch size is close to its metric size', () => {
  for (const [mm, inches] of Object.entries(INCH_LABELS)) {
    const [w = 0, h = 0] = mm.split('x').map(Number);
    const [iw = 0, ih = 0] = inches.split('x').map(Number);
    expect(Math.abs(w / 25.4 - iw)).toBeLessThan(0.5);
    expect(Math.abs(h / 25.4 - ih)).toBeLessThan(0.75);
  }
});
