// FNV-1a as its authors publish it (the 32-bit test vectors), and words written as 8 hex digits.
import { describe, expect, test } from 'vitest';
import { FNV_OFFSET, fnv1a, wordHex } from './fnv';

describe('fnv1a', () => {
  test('gives the published 32-bit FNV-1a of a text', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  test('from another basis is another hash', () => {
    expect(fnv1a('foobar', FNV_OFFSET ^ 1)).not.toBe(fnv1a('foobar'));
  });
});

describe('wordHex', () => {
  test('writes every word as 8 lowercase hex digits', () => {
    expect(wordHex(0)).toBe('00000000');
    expect(wordHex(0xbf9cf968)).toBe('bf9cf968');
    expect(wordHex(0xffffffff)).toBe('ffffffff');
    expect(wordHex(0x0a0b0c0d)).toBe('0a0b0c0d');
  });
});
