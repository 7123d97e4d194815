// The one product table and what derives from it: kinds, designers, configurator paths, channels' families.
import { describe, expect, test } from 'vitest';
import { configuratorPath } from './product-kind';
import {
  CONFIGURATORS,
  DESIGNER_TYPES,
  designerOf,
  familiesOf,
  PRODUCT_FAMILIES,
  type ProductKind,
} from './products';

describe('product table', () => {
  test.each<[kind: ProductKind, designer: string, path: string]>([
    ['calendar', 'calendar', '/configurator-calendar'],
    ['card', 'card', '/configurator-card'],
    ['collage', 'collage', '/configurator-collage'],
    ['photoframe', 'photoframe', '/configurator-photo-frame'],
    ['photoprint', 'photobox', '/configurator-photobox'],
    ['photobook', 'photobook', '/configurator-photobook'],
    ['photobox', 'photobox', '/configurator-photobox'],
  ])('%s opens the %s designer at %s', (kind, designer, path) => {
    expect(designerOf(kind)).toBe(designer);
    expect(configuratorPath(kind)).toBe(path);
  });

  test('kinds, designer types and configurators are each listed once', () => {
    expect([...new Set(PRODUCT_FAMILIES.map((row) => row.kind))].sort()).toEqual([
      'calendar',
      'card',
      'collage',
      'photobook',
      'photobox',
      'photoframe',
      'photoprint',
    ]);
    expect([...DESIGNER_TYPES].sort()).toEqual(
      [...new Set(PRODUCT_FAMILIES.map((row) => row.designer))].sort(),
    );
    expect([...DESIGNER_TYPES].sort()).toEqual([
      'calendar',
      'card',
      'collage',
      'photobook',
      'photobox',
      'photoframe',
    ]);
    expect(Object.keys(CONFIGURATORS)).toHaveLength(6);
  });

  test.each<[channel: 'kartenliebe' | 'poster', families: string[]]>([
    ['kartenliebe', ['card', 'calendar', 'photobook', 'photobox', 'photoprint', 'collage']],
    ['poster', ['canvas', 'poster', 'acrylic', 'aluminium', 'framed', 'collage']],
  ])('%s sells %j, collages last', (channel, families) => {
    expect(familiesOf(channel).map((row) => row.family)).toEqual(families);
  });

  test('every family has a slug in every language, unique within the language', () => {
    for (const language of ['de', 'en', 'es', 'fr', 'it', 'nl'] as const) {
      const slugs = PRODUCT_FAMILIES.map((row) => row.slug[language]);
      expect(slugs.every((slug) => /^[a-z0-9-]+$/.test(slug))).toBe(true);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });
});
