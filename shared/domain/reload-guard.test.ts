// Chunk-load recovery: reload once per path within 10 000 ms; stored garbage counts as none.
import { describe, expect, test } from 'vitest';
import { parseReloadEntry, type ReloadEntry, reloadDecision } from './reload-guard';

const NOW = 1_750_000_000_000;

describe('reloadDecision', () => {
  test.each<[name: string, stored: ReloadEntry | null, path: string, expected: ReloadEntry | null]>([
    ['nothing stored: reload', null, '/karten/', { path: '/karten/', expires: NOW + 10_000 }],
    ['same path, not expired: no reload', { path: '/karten/', expires: NOW + 5_000 }, '/karten/', null],
    ['same path, expires in 1 ms: no reload', { path: '/karten/', expires: NOW + 1 }, '/karten/', null],
    [
      'same path, expires now: reload',
      { path: '/karten/', expires: NOW },
      '/karten/',
      { path: '/karten/', expires: NOW + 10_000 },
    ],
    [
      'same path, expired: reload',
      { path: '/karten/', expires: NOW - 1 },
      '/karten/',
      { path: '/karten/', expires: NOW + 10_000 },
    ],
    [
      'other path, not expired: reload',
      { path: '/poster/', expires: NOW + 5_000 },
      '/karten/',
      { path: '/karten/', expires: NOW + 10_000 },
    ],
    [
      'paths differ by a trailing slash: reload',
      { path: '/karten', expires: NOW + 5_000 },
      '/karten/',
      { path: '/karten/', expires: NOW + 10_000 },
    ],
  ])('%s', (_name, stored, path, expected) => {
    expect(reloadDecision(stored, path, NOW)).toEqual(expected);
  });

  test('a second chunk error on the same path within 10 s does not reload again', () => {
    const first = reloadDecision(null, '/a', NOW);
    expect(first).toEqual({ path: '/a', expires: NOW + 10_000 });
    expect(reloadDecision(first, '/a', NOW + 9_999)).toBeNull();
    expect(reloadDecision(first, '/a', NOW + 10_000)).toEqual({ path: '/a', expires: NOW + 20_000 });
  });
});

describe('parseReloadEntry', () => {
  test.each<[text: string, expected: ReloadEntry]>([
    ['{"path":"/karten/","expires":1750000010000}', { path: '/karten/', expires: 1_750_000_010_000 }],
    ['{"expires":5,"path":"/"}', { path: '/', expires: 5 }],
    ['{"path":"/a","expires":5,"extra":true}', { path: '/a', expires: 5 }],
  ])('%s is read', (text, expected) => {
    expect(parseReloadEntry(text)).toEqual(expected);
  });

  test.each<[text: string | null]>([
    [null],
    [''],
    ['garbage'],
    ['{"path":"/a"'],
    ['null'],
    ['true'],
    ['42'],
    ['"text"'],
    ['[]'],
    ['["/a",5]'],
    ['{}'],
    ['{"path":"/a"}'],
    ['{"expires":5}'],
    ['{"path":5,"expires":5}'],
    ['{"path":"/a","expires":"5"}'],
    ['{"path":"/a","expires":null}'],
    ['{"path":null,"expires":5}'],
    ['{"path":"/a","expires":1e400}'],
    ['{"path":"/a","expires":-1e400}'],
  ])('%s counts as none', (text) => {
    expect(parseReloadEntry(text)).toBeNull();
  });
});
