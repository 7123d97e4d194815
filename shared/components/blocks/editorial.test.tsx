// The editorial block map: its names, the entry shape, every demo block of those names parsing and rendering.

import type { ComponentType } from 'react';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { demoBlocks, renderInPage } from '../../../test/fixtures/render';
import { EDITORIAL_BLOCKS } from './editorial';

const NAMES = [
  'Margin',
  'Information',
  'PhotoBlock',
  'PublicContainer',
  'SubTeaserLargePhoto',
  'SubTeaserSmallPhoto',
  'RecommendedSubTeaser',
  'RecommendedSubTeaserTile',
  'ThemesOverview',
  'FormatsAndPrices',
  'Feed',
  'Shop',
  'UspWrapper',
  'ItemWrapper',
  'ContainerWrapper',
  'PocWrapper',
  'NewsletterBlock',
  'LinkBox',
  'SeoText',
];

describe('EDITORIAL_BLOCKS', () => {
  test('holds exactly the editorial blocks, each a schema and a component', () => {
    expect(Object.keys(EDITORIAL_BLOCKS).sort()).toEqual([...NAMES].sort());
    for (const entry of Object.values(EDITORIAL_BLOCKS)) {
      expect(typeof entry.schema['~run']).toBe('function');
      expect(typeof entry.Component).toBe('function');
    }
  });

  test('only the rich-text-only block logs as a rich text error', () => {
    const logged = Object.entries(EDITORIAL_BLOCKS).filter(([, entry]) => entry.logId !== undefined);
    expect(logged.map(([name, entry]) => [name, entry.logId])).toEqual([
      ['SeoText', 'richtext-render-error'],
    ]);
  });

  test.each(NAMES.filter((name) => demoBlocks(name).length > 0))(
    'every demo %s parses and renders',
    (name) => {
      const entry = EDITORIAL_BLOCKS[name];
      const Component = entry?.Component as ComponentType<Record<string, unknown>>;
      for (const block of demoBlocks(name)) {
        const parsed = v.safeParse(entry?.schema ?? v.never(), block);
        expect(parsed.issues?.[0]?.message, name).toBeUndefined();
        renderInPage(<Component {...(parsed.output as Record<string, unknown>)} />);
      }
    },
  );

  test('a block of another name does not pass a schema by accident', () => {
    const review = demoBlocks('Reviews')[0];
    expect(v.safeParse(EDITORIAL_BLOCKS.NewsletterBlock?.schema ?? v.never(), review).success).toBe(false);
  });
});
