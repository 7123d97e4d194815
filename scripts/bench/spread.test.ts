import { describe, expect, it } from 'vitest';
import { median, percentile, spread } from './spread';

describe('spread', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
  ])('median of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('takes the nearest-rank p90: the ninth of ten, the largest of five', () => {
    expect(percentile([10, 1, 9, 2, 8, 3, 7, 4, 6, 5], 0.9)).toBe(9);
    expect(percentile([5, 1, 4, 2, 3], 0.9)).toBe(5);
  });

  it('gives NaN, not a number that looks measured, for no batches', () => {
    expect(spread([])).toEqual({ median: Number.NaN, p90: Number.NaN });
  });

  it('does not reorder the values it was given', () => {
    const values = [3, 1, 2];
    spread(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
