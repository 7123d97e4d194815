import { describe, expect, it } from 'vitest';
import { approximateBytes, createIsolateCache, keptSpace, NO_CACHE } from './isolate-cache';

const TEXTS = keptSpace<string>('texts');
const NUMBERS = keptSpace<number>('numbers', () => 8);

describe('createIsolateCache', () => {
  it('keeps a value under its key and counts hits and misses per space', () => {
    const cache = createIsolateCache(1_000_000);
    expect(cache.get(TEXTS, 'a')).toBeUndefined();
    cache.set(TEXTS, 'a', 'alpha');
    expect(cache.get(TEXTS, 'a')).toBe('alpha');
    expect(cache.get(NUMBERS, 'a')).toBeUndefined();
    const stats = Object.fromEntries(cache.stats().map((row) => [row.space, row]));
    expect(stats.texts).toMatchObject({ hits: 1, misses: 1, entries: 1, evictions: 0 });
    expect(stats.numbers).toMatchObject({ hits: 0, misses: 1, entries: 0 });
  });

  it('evicts the least recently used entry of any space once the byte budget is exceeded', () => {
    // Each number entry costs 8 bytes, its key 2, and the entry overhead 96: 106 bytes; nine fit.
    const cache = createIsolateCache(106 * 9);
    for (const key of 'abcdefghi') cache.set(NUMBERS, key, 1);
    expect(cache.get(NUMBERS, 'a')).toBe(1);
    cache.set(NUMBERS, 'j', 2);
    expect(cache.get(NUMBERS, 'b')).toBeUndefined();
    for (const key of 'acdefghij') expect(cache.get(NUMBERS, key)).toBeDefined();
    const [numbers] = cache.stats();
    expect(numbers).toMatchObject({ entries: 9, evictions: 1, bytes: 954 });
  });

  it('one budget for all spaces: texts kept later evict a number read before them', () => {
    const cache = createIsolateCache(4000);
    cache.set(NUMBERS, 'n', 1);
    // 150 characters: 300 bytes, the key 2, the overhead 96.
    for (const key of 'tuvwxyz') cache.set(TEXTS, key, 'x'.repeat(150));
    expect(cache.get(NUMBERS, 'n')).toBe(1);
    for (const key of 'klmopqrsab') cache.set(TEXTS, key, 'y'.repeat(150));
    expect(cache.get(NUMBERS, 'n')).toBeUndefined();
    expect(cache.stats().reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(4000);
    expect(cache.stats().find((row) => row.space === 'numbers')?.evictions).toBe(1);
  });

  it('does not keep a value larger than an eighth of the budget', () => {
    const cache = createIsolateCache(1000);
    cache.set(TEXTS, 'big', 'x'.repeat(200));
    expect(cache.get(TEXTS, 'big')).toBeUndefined();
  });

  it('an expired value is a miss and is dropped', () => {
    const cache = createIsolateCache(10_000);
    cache.set(NUMBERS, 'a', 1, { until: 100 });
    expect(cache.get(NUMBERS, 'a', 99)).toBe(1);
    expect(cache.get(NUMBERS, 'a', 100)).toBeUndefined();
    expect(cache.stats()[0]).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('remembers falsy values and makes each once', () => {
    const cache = createIsolateCache(10_000);
    let made = 0;
    const make = () => {
      made += 1;
      return 0;
    };
    expect(cache.remember(NUMBERS, 'zero', make)).toBe(0);
    expect(cache.remember(NUMBERS, 'zero', make)).toBe(0);
    expect(made).toBe(1);
  });

  it('clears one space and leaves the others', () => {
    const cache = createIsolateCache(10_000);
    cache.set(NUMBERS, 'a', 1);
    cache.set(TEXTS, 'a', 'alpha');
    cache.clear(NUMBERS);
    expect(cache.get(NUMBERS, 'a')).toBeUndefined();
    expect(cache.get(TEXTS, 'a')).toBe('alpha');
  });

  it('the same key in two spaces is two entries, and a key holding the separator of names is its own', () => {
    const cache = createIsolateCache(10_000);
    cache.set(TEXTS, 'k', 'text');
    cache.set(keptSpace<string>('texts\u0000k'), '', 'other');
    expect(cache.get(TEXTS, 'k')).toBe('text');
    expect(cache.get(keptSpace<string>('texts\u0000k'), '')).toBe('other');
  });

  it('keeps the order of use across spaces through reads, deletes, clears and expiries', () => {
    // Nine entries of 106 bytes fit.
    const cache = createIsolateCache(106 * 9);
    const OTHER = keptSpace<number>('other', () => 8);
    for (const key of 'abcd') cache.set(NUMBERS, key, 1);
    for (const key of 'efgh') cache.set(OTHER, key, 1, { until: key === 'h' ? 10 : undefined });
    cache.delete(NUMBERS, 'b');
    expect(cache.get(OTHER, 'h', 10)).toBeUndefined();
    // Read: a then e move behind every other entry.
    expect(cache.get(NUMBERS, 'a')).toBe(1);
    expect(cache.get(OTHER, 'e')).toBe(1);
    cache.clear(OTHER);
    // c, d, a are left, oldest first; six more fit, the seventh evicts c, the eighth d.
    for (const key of 'ijklmn') cache.set(NUMBERS, key, 2);
    expect(cache.stats().find((row) => row.space === 'numbers')).toMatchObject({ entries: 9, evictions: 0 });
    cache.set(NUMBERS, 'o', 2);
    cache.set(NUMBERS, 'p', 2);
    expect(cache.get(NUMBERS, 'c')).toBeUndefined();
    expect(cache.get(NUMBERS, 'd')).toBeUndefined();
    for (const key of 'aijklmnop') expect(cache.get(NUMBERS, key)).toBeDefined();
    expect(cache.stats().find((row) => row.space === 'numbers')).toMatchObject({ entries: 9, evictions: 2 });
  });
});

describe('NO_CACHE', () => {
  it('keeps nothing and makes every value anew', () => {
    NO_CACHE.set(NUMBERS, 'a', 1);
    expect(NO_CACHE.get(NUMBERS, 'a')).toBeUndefined();
    let made = 0;
    NO_CACHE.remember(NUMBERS, 'b', () => ++made);
    NO_CACHE.remember(NUMBERS, 'b', () => ++made);
    expect(made).toBe(2);
  });
});

describe('approximateBytes', () => {
  it.each([
    ['abc', 6],
    [new ArrayBuffer(10), 10],
    [{ a: 1 }, 14],
  ])('%o is about %i bytes', (value, bytes) => {
    expect(approximateBytes(value)).toBe(bytes);
  });
});
