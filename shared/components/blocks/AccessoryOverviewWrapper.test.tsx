// Accessory overview wrapper: a grid of resolved and inline accessories with prices; unresolved ones left out.
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { DEMO_SPACE } from '../../../demo/space/index';
import { renderInPage } from '../../../test/fixtures/render';
import { AccessoryOverviewWrapper, AccessoryOverviewWrapperSchema } from './AccessoryOverviewWrapper';

const story = (id: string) =>
  DEMO_SPACE.stories.find((entry) => entry.full_slug === `kartenliebe/en-us/shared/accessory-types/${id}`);
const screw = {
  accessoryType: 'screw',
  name: 'Screw set',
  sku: 'SCR-1',
  priceCurrent: 2.99,
  priceOriginal: 3.99,
};
const block = { headline: 'Accessories', items: [story('envelope'), 'not-resolved', screw, story('ribbon')] };

const render = (raw: unknown) =>
  renderInPage(
    <AccessoryOverviewWrapper {...v.parse(AccessoryOverviewWrapperSchema, raw)} />,
    'http://kartenliebe.com.localhost:8787/',
  );
const types = (html: string) => [...html.matchAll(/data-accessory-type="([^"]*)"/g)].map((m) => m[1]);

test('shows headline and each resolved accessory in order, prices in dollars', () => {
  const html = render(block);
  expect(html).toContain('Accessories');
  expect(types(html)).toEqual(['envelope', 'screw', 'ribbon']);
  expect(html).toContain('Screw set');
  expect(html).toContain('$2.99');
  expect(html).toContain('<s class="text-sm text-muted">$3.99</s>');
});

test('nothing resolved renders nothing', () => {
  expect(render({ headline: 'Accessories', items: ['a', 'b'] })).toBe('');
});

test.each<[name: string, raw: unknown]>([
  ['items missing', { headline: 'Accessories' }],
  ['an item without name', { items: [{ ...screw, name: '' }] }],
  ['an item of an unknown subtype', { items: [{ ...screw, accessoryType: 'candle' }] }],
])('refuses %s', (_name, raw) => {
  expect(v.safeParse(AccessoryOverviewWrapperSchema, raw).success).toBe(false);
});
