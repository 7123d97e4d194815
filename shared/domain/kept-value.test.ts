import { describe, expect, it } from 'vitest';
import { keptValue } from './kept-value';

describe('keptValue', () => {
  it('makes a value once per key, falsy values included', () => {
    const kept = new Map<string, boolean>();
    let made = 0;
    const make = () => {
      made += 1;
      return false;
    };
    expect(keptValue(kept, 'a', 10, make)).toBe(false);
    expect(keptValue(kept, 'a', 10, make)).toBe(false);
    expect(made).toBe(1);
  });

  it('empties a full map before keeping a new key', () => {
    const kept = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    expect(keptValue(kept, 'c', 2, () => 3)).toBe(3);
    expect([...kept.keys()]).toEqual(['c']);
  });
});
