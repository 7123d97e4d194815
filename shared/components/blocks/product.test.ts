// The product block map: every block present, demo blocks accepted by their schemas, injected props listed.
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { demoBlocks } from '../../../test/fixtures/render';
import { INTERACTIVE_BLOCKS } from './interactive';
import { PRODUCT_BLOCKS } from './product';

test('maps the product blocks of the spec by their CMS names', () => {
  expect(Object.keys(PRODUCT_BLOCKS).sort()).toEqual([
    'Accessory',
    'AccessoryDetailWrapper',
    'AccessoryOverviewWrapper',
    'Calendar',
    'Card',
    'Collage',
    'ContentAbBlock',
    'CustomerPictureBlock',
    'Frame',
    'Photobook',
    'SkuContainer',
  ]);
});

test.each(['Calculator', 'SkuContainer', 'Frame', 'Accessory'])('every demo %s block parses', (component) => {
  const blocks = demoBlocks(component);
  const schema = { ...PRODUCT_BLOCKS, ...INTERACTIVE_BLOCKS }[component]?.schema;
  expect(blocks.length).toBeGreaterThan(0);
  expect(schema).toBeDefined();
  if (!schema) return;
  expect(blocks.filter((block) => !v.safeParse(schema, block).success)).toEqual([]);
});
