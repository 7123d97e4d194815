// The calculator choice a page's query names: material, size and option parameters, a bad value dropped silently.
import { describe, expect, test } from 'vitest';
import { calculatorChoice } from './calculator-query';

describe('calculatorChoice', () => {
  test.each([
    ['', undefined],
    ['format=60x40', undefined],
    ['material=', undefined],
    ['material=<script>', undefined],
    [`material=${'a'.repeat(41)}`, undefined],
    ['material=poster', { material: 'poster', options: {} }],
    ['material=poster&format=60x40', { material: 'poster', format: '60x40', options: {} }],
    ['material=poster&format=../x', { material: 'poster', options: {} }],
    ['material=poster&format=14.5x10', { material: 'poster', format: '14.5x10', options: {} }],
    [
      'material=poster&format=60x40&lamination=matt&drilling=none&glassType=bogus',
      { material: 'poster', format: '60x40', options: { lamination: 'lamination-matt', drilling: '' } },
    ],
    ['material=poster&material=leinwand', { material: 'poster', options: {} }],
    ['sku=WL-POSTER-60X40&utm_source=x&material=poster', { material: 'poster', options: {} }],
  ])('?%s', (query, expected) => {
    expect(calculatorChoice(new URLSearchParams(query))).toEqual(expected);
  });
});
