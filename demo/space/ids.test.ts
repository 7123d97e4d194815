// The demo space's ids are stable: a story's, a block's and an asset's id never move between builds, since links,
// relations and an editor's bookmarks hold them.
import { describe, expect, test } from 'vitest';
import { uuidOf } from './ids';

describe('uuidOf', () => {
  test('gives each key the UUID it has always had', () => {
    expect(uuidOf('')).toBe('8e5e3ba7-73af-4278-a545-bfef72a160dc');
    expect(uuidOf('story:de/home')).toBe('1f96327c-de3c-4c93-8222-a3a206717f48');
    expect(uuidOf('group:kartenliebe:cards')).toBe('d0a253f3-5c72-4150-89a8-5fc67862b262');
    expect(uuidOf('block:de/karten#3')).toBe('a00114af-986b-4543-ab13-ae44bb99171e');
  });

  test('is shaped as a version-4 UUID, and different keys differ', () => {
    const ids = Array.from({ length: 2000 }, (_, index) => uuidOf(`block:de/home#${index}`));
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
