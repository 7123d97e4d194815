// Accessory relations: resolved stories, inline fields and unresolved uuids; the boundary schema.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { parseSkipping } from '../../test/fixtures/skipped-fields';
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
    ['a story of another component', { ...story, content: { ...story.content, component: 'FrameType' } }],
    ['null', null],
  ])('refuses %s', (_name, value) => {
    expect(v.safeParse(AccessoryRefSchema, value).success).toBe(false);
  });

  // An optional field the shop cannot use is left out and reported; the accessory still shows.
  test.each<[name: string, patch: Record<string, unknown>]>([
    ['a negative price', { priceCurrent: -1 }],
    ['a zero quantity', { quantity: 0 }],
    ['an image that is a script URL', { image: { filename: 'javascript:alert(1)' } }],
  ])('skips %s, keeps the accessory', (_name, patch) => {
    const { output, skipped } = parseSkipping(AccessoryRefSchema, { ...inline, ...patch });
    const fields = accessoryOf(output as v.InferOutput<typeof AccessoryRefSchema>);
    expect(fields?.name).toBe('Umschlag C6');
    const [field] = Object.keys(patch);
    expect((fields as Record<string, unknown> | null)?.[field as string]).toBeUndefined();
    expect(skipped).toHaveLength(1);
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
