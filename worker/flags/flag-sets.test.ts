// Flag set names by the SDK's rule: trimmed and lowercased first, invalid ones dropped from a definition and
// refused in a configured filter.
import { describe, expect, test } from 'vitest';
import { checkedFlagSets, FLAG_SET_NAME, flagSetFilter, flagSetQuery } from './flag-sets';

describe('checkedFlagSets', () => {
  test.each<[raw: unknown, kept: string | null]>([
    ['storefront', 'storefront'],
    ['a', 'a'],
    ['0', '0'],
    ['set_1', 'set_1'],
    [' Checkout ', 'checkout'],
    ['SHOP', 'shop'],
    ['x'.repeat(50), 'x'.repeat(50)],
    ['x'.repeat(51), null],
    ['_first', null],
    ['no-dashes', null],
    ['dot.ted', null],
    ['with space', null],
    ['', null],
    ['   ', null],
    ['ä', null],
    [42, null],
    [null, null],
  ])('%o -> %o', (raw, kept) => {
    const { sets, dropped } = checkedFlagSets([raw]);
    expect(sets).toEqual(kept === null ? [] : [kept]);
    expect(dropped.map(({ set }) => set)).toEqual(kept === null ? [raw] : []);
  });

  test('each set once, in its first place', () => {
    expect(checkedFlagSets(['b', 'A', ' b', 'a']).sets).toEqual(['b', 'a']);
  });

  test('the rule is the SDK’s', () => {
    expect(FLAG_SET_NAME.source).toBe('^[a-z0-9][_a-z0-9]{0,49}$');
  });
});

describe('flagSetFilter', () => {
  test.each<[configured: string | undefined, sets: string[]]>([
    [undefined, []],
    ['', []],
    [' , ', []],
    ['storefront', ['storefront']],
    ['b,a,b', ['a', 'b']],
    [' Shop , checkout', ['checkout', 'shop']],
  ])('%o -> %o', (configured, sets) => {
    expect(flagSetFilter(configured)).toEqual({ ok: true, sets });
  });

  test.each([
    ['shop,check-out', ['check-out']],
    ['_x, y.z', ['_x', ' y.z']],
  ])('%o is refused, naming %o', (configured, invalid) => {
    const filter = flagSetFilter(configured);
    expect(filter.ok).toBe(false);
    if (!filter.ok) {
      expect(filter.invalid).toEqual(invalid);
      expect(filter.reason).toContain('flag set name');
    }
  });
});

describe('flagSetQuery', () => {
  test.each<[sets: string[], query: string]>([
    [[], ''],
    [['a'], '&sets=a'],
    [['a', 'b_2'], '&sets=a,b_2'],
  ])('%o -> %o', (sets, query) => {
    expect(flagSetQuery(sets)).toBe(query);
  });
});
