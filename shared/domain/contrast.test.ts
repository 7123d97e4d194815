// Label colours meet WCAG AA: the brief's rose with white falls back to the accent, the accent itself passes.
import { describe, expect, test } from 'vitest';
import { contrastRatio, labelColours } from './contrast';

describe('contrastRatio', () => {
  test.each<[a: string, b: string, ratio: number | null]>([
    ['#ffffff', '#000000', 21],
    ['#fff', '#fff', 1],
    ['#d9546b', '#ffffff', 3.86],
    ['#c0405a', '#ffffff', 5.09],
    ['#1f6f78', '#ffffff', 5.83],
    ['red', '#ffffff', null],
  ])('%s on %s: %s', (a, b, ratio) => {
    const measured = contrastRatio(a, b);
    if (ratio === null) expect(measured).toBeNull();
    else expect(measured).toBeCloseTo(ratio, 1);
  });
});

describe('labelColours', () => {
  test.each<[background: string | undefined, text: string | undefined, used: boolean]>([
    ['#d9546b', '#ffffff', false],
    ['#d9546b', undefined, false],
    ['#c0405a', undefined, true],
    ['#ffe08a', '#2b2a33', true],
    ['#ffe08a', '#ffffff', false],
    [undefined, '#ffffff', false],
  ])('%s with %s: editor colours used %s', (background, text, used) => {
    expect(labelColours(background, text) !== undefined).toBe(used);
  });
});
