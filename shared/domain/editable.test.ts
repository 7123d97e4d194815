import { describe, expect, test } from 'vitest';
import { editableAttributes } from './editable';

describe('editableAttributes', () => {
  test('turns the editor marker into the bridge attributes', () => {
    const marker = '<!--#storyblok#{"name":"Text","space":"1000","uid":"abc","id":"42"}-->';
    expect(editableAttributes(marker)).toEqual({
      'data-blok-c': '{"name":"Text","space":"1000","uid":"abc","id":"42"}',
      'data-blok-uid': '42-abc',
    });
  });

  test.each([
    undefined,
    7,
    '',
    '<!-- nothing -->',
    '<!--#storyblok#{not json}-->',
    '<!--#storyblok#{"uid":"a"}-->',
  ])('%s gives no attributes', (value) => {
    expect(editableAttributes(value)).toBeNull();
  });
});
