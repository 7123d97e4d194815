// Shared field schemas: CMS colours and resolved relation lists.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { CmsColorFieldSchema } from '../../schemas/cms';
import { resolvedStories } from './fields';

describe('CmsColorFieldSchema', () => {
  test.each([
    ['#fff', '#fff'],
    ['#2B2A33', '#2B2A33'],
    [{ color: '#d9546b', plugin: 'native-color-picker' }, '#d9546b'],
  ])('%o is %s', (input, output) => {
    expect(v.parse(CmsColorFieldSchema, input)).toBe(output);
  });

  test.each(['fff', '#ffff', '#12345g', 'red', '', 'rgb(0,0,0)', { color: 'red' }, {}, 3])(
    'rejects %o',
    (bad) => {
      expect(v.safeParse(CmsColorFieldSchema, bad).success).toBe(false);
    },
  );
});

describe('resolvedStories', () => {
  const Schema = resolvedStories(v.looseObject({ component: v.literal('UspItem'), text: v.string() }));

  test('keeps resolved stories in order with uuid and content, skipping uuids and mismatches', () => {
    const items = [
      { uuid: 'a', name: 'A', content: { component: 'UspItem', text: 'Eins' } },
      'b-unresolved',
      { uuid: 'c', content: { component: 'Item', text: 'Frage' } },
      { uuid: 'd', content: { component: 'UspItem' } },
      { content: { component: 'UspItem', text: 'ohne uuid' } },
      { uuid: 'e', content: { component: 'UspItem', text: 'Zwei' } },
    ];
    const parsed = v.parse(Schema, items);
    expect(parsed.map((item) => [item.uuid, item.content.text])).toEqual([
      ['a', 'Eins'],
      ['e', 'Zwei'],
    ]);
  });

  test.each([[{}], ['a'], [[1]], [[null]], [[['a']]]])('rejects %o', (bad) => {
    expect(v.safeParse(Schema, bad).success).toBe(false);
  });
});
