import { describe, expect, test } from 'vitest';
import { RUM_LIMITS, rumSampleRate, sampledIn, shortStack } from './rum';

describe('rumSampleRate', () => {
  test.each<[string | undefined, number]>([
    [undefined, 1],
    ['', 1],
    ['all', 1],
    ['0', 0],
    ['0.25', 0.25],
    ['1', 1],
    ['2', 1],
    ['-0.5', 0],
  ])('%s is %s', (value, rate) => {
    expect(rumSampleRate(value)).toBe(rate);
  });
});

describe('sampledIn', () => {
  test.each([
    [1, 0.999, true],
    [0, 0, false],
    [0.25, 0.2, true],
    [0.25, 0.25, false],
  ])('rate %s, draw %s: %s', (rate, draw, sampled) => {
    expect(sampledIn(rate, draw)).toBe(sampled);
  });
});

describe('shortStack', () => {
  test('keeps the first lines, within the length bound', () => {
    const stack = Array.from({ length: 20 }, (_, index) => `at f${index} (${'x'.repeat(200)})`).join('\n');
    const short = shortStack(stack) ?? '';
    expect(short.split('\n').length).toBeLessThanOrEqual(RUM_LIMITS.stackLines);
    expect(short.length).toBe(RUM_LIMITS.stack);
    expect(short.startsWith('at f0 (')).toBe(true);
    expect(shortStack(undefined)).toBeUndefined();
  });
});
