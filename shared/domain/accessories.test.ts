// Accessory relations: resolved stories, inline fields and unresolved uuids; the boundary schema.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { AccessoryRefSchema, accessoryOf, resolvedAccessories } from './accessories';

const image = { filename: '/demo-images/accessory-box.svg', alt: 'Box' };
const story = {
  uuid: 'u-1',
  name: 'Box',
  content: { component: 'AccessoryType', accessoryType: 'box', name: 'Geschenkbox', image },
};
const inline = {
  accessoryType: 'envelope',
  name: 'Umschlag C6',
  sku: 'ENV-C6',
  quantity: 10,
  priceCurrent: 0.95,
};

describe('AccessoryRefSchema', () => {
  test.each<[name: string, value: unknown]>([
    ['a uuid', 'f0e1d2c3-0000-4000-8000-000000000001'],
    ['a resolved story', story],
    ['inline fields', inline],
  ])('accepts %s', (_name, value) => {
    expect(v.safeParse(AccessoryRefSchema, value).success).toBe(true);
  });

  test.each<[name: string, value: unknown]>([
    ['an unknown subtype', { ...inline, accessoryType: 'balloon' }],
    ['an empty name', { ...inline, name: '' }],
    ['a negative price', { ...inline, priceCurrent: -1 }],
    ['a zero quantity', { ...inline, quantity: 0 }],
    ['a story of another component', { ...story, content: { ...story.content, component: 'FrameType' } }],
    ['an image that is a script URL', { ...inline, image: { filename: 'javascript:alert(1)' } }],
    ['null', null],
  ])('refuses %s', (_name, value) => {
    expect(v.safeParse(AccessoryRefSchema, value).success).toBe(false);
  });
});

test('accessoryOf reads a story from its content, inline fields as they are, a uuid as nothing', () => {
  const parse = (value: unknown) => v.parse(AccessoryRefSchema, value);
  expect(accessoryOf(parse(story))?.name).toBe('Geschenkbox');
  expect(accessoryOf(parse(inline))?.sku).toBe('ENV-C6');
  expect(accessoryOf(parse('some-uuid'))).toBeNull();
});

test('resolvedAccessories keeps the order and skips unresolved uuids', () => {
  const refs = ['a', story, 'b', inline].map((value) => v.parse(AccessoryRefSchema, value));
  expect(resolvedAccessories(refs).map((item) => item.name)).toEqual(['Geschenkbox', 'Umschlag C6']);
});
