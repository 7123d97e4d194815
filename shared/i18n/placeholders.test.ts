// The template filler: every placeholder, a missing value removed with its space, unknown brackets kept, values
// written once as plain text.
import { describe, expect, test } from 'vitest';
import { fillPlaceholders, TEMPLATE_PLACEHOLDERS, type TemplateValues } from './placeholders';

const ALL: TemplateValues = {
  COMPANY_NAME: 'kartenliebe',
  QUANTITY: 50,
  CURRENT_QUANTITY: '12',
  FORMAT: '15 × 10 cm',
  FRAME: 'frame with mat',
};

describe('fillPlaceholders', () => {
  test.each<[string, TemplateValues, string]>([
    ['[QUANTITY] photos in format [FORMAT]', ALL, '50 photos in format 15 × 10 cm'],
    [
      '[CURRENT_QUANTITY] of [QUANTITY] photos in format [FORMAT]',
      ALL,
      '12 of 50 photos in format 15 × 10 cm',
    ],
    ['Printed by [COMPANY_NAME]', ALL, 'Printed by kartenliebe'],
    ['Your print in a [FRAME]', ALL, 'Your print in a frame with mat'],
    ['[QUANTITY][QUANTITY]', { QUANTITY: 7 }, '77'],
    ['no placeholder at all', ALL, 'no placeholder at all'],
    ['', ALL, ''],
    // Zero is a value, not a missing one.
    ['[CURRENT_QUANTITY] of [QUANTITY]', { CURRENT_QUANTITY: 0, QUANTITY: 50 }, '0 of 50'],
  ])('%s', (template, values, expected) => {
    expect(fillPlaceholders(template, values)).toBe(expected);
  });

  test.each(TEMPLATE_PLACEHOLDERS)('[%s] is filled', (name) => {
    expect(fillPlaceholders(`<[${name}]>`, { [name]: 'x' })).toBe('<x>');
  });

  test.each<[string, TemplateValues, string]>([
    ['[QUANTITY] photos in format [FORMAT]', { FORMAT: '6 × 4 in' }, 'photos in format 6 × 4 in'],
    ['[QUANTITY] photos in format [FORMAT]', {}, 'photos in format'],
    ['Printed by [COMPANY_NAME].', {}, 'Printed by.'],
    ['A [FRAME], made by [COMPANY_NAME]', { COMPANY_NAME: 'poster' }, 'A, made by poster'],
  ])('a known placeholder without a value is removed with its space: %s', (template, values, expected) => {
    expect(fillPlaceholders(template, values)).toBe(expected);
  });

  test.each([
    ['[SIZE] and [QUANTITY]', '[SIZE] and 50'],
    ['[quantity] stays, [QUANTITY] fills', '[quantity] stays, 50 fills'],
    ['[ QUANTITY ] [QUANTITY', '[ QUANTITY ] [QUANTITY'],
    ['[1] [] [QUANTITY]', '[1] [] 50'],
  ])('anything else in brackets is left as it is: %s', (template, expected) => {
    expect(fillPlaceholders(template, ALL)).toBe(expected);
  });

  test('a value is written once, never read as a template or markup', () => {
    const values: TemplateValues = { COMPANY_NAME: '[QUANTITY] <script>alert(1)</script>', QUANTITY: 5 };
    expect(fillPlaceholders('[COMPANY_NAME] / [QUANTITY]', values)).toBe(
      '[QUANTITY] <script>alert(1)</script> / 5',
    );
    expect(fillPlaceholders('[FORMAT]', { FORMAT: '$& $1 $$' })).toBe('$& $1 $$');
  });
});
