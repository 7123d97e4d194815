// Product block fields: option lists agree with kind detection; images, prices, colours, ids and contexts.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { HexColorSchema } from '../schemas/cms';
import { CALENDAR_TYPES } from './calendars';
import { PHOTOBOOK_TYPES } from './photobooks';
import { BlockImageSchema, PositiveIdSchema, PriceSchema, ProductContextSchema } from './product-fields';
import { productKind } from './product-kind';

test('every calendar type is a calendar and every photobook type a photobook', () => {
  for (const calendarType of CALENDAR_TYPES) expect(productKind({ calendarType })).toBe('calendar');
  for (const photobookType of PHOTOBOOK_TYPES) expect(productKind({ photobookType })).toBe('photobook');
});

describe('field schemas', () => {
  test.each<[name: string, schema: v.GenericSchema, value: unknown, ok: boolean]>([
    ['site image', BlockImageSchema, { filename: '/demo-images/a.svg' }, true],
    [
      'content-space image',
      BlockImageSchema,
      { filename: 'https://a.storyblok.com/f/1/a.jpg', alt: 'A' },
      true,
    ],
    // An image on another https host is shown unresized; a script URL is no image.
    ['image on another host', BlockImageSchema, { filename: 'https://example.com/a.jpg' }, true],
    ['script URL image', BlockImageSchema, { filename: 'javascript:alert(1)' }, false],
    ['image without filename', BlockImageSchema, { filename: '' }, false],
    ['price', PriceSchema, 12.99, true],
    ['price zero', PriceSchema, 0, true],
    ['negative price', PriceSchema, -0.01, false],
    ['infinite price', PriceSchema, Number.POSITIVE_INFINITY, false],
    // A CMS number field sends its digits as text; words are no price.
    ['price as text', PriceSchema, '12.99', true],
    ['price as words', PriceSchema, 'twelve', false],
    ['negative price as text', PriceSchema, '-1', false],
    ['colour #rrggbb', HexColorSchema, '#d9546b', true],
    ['colour #rgb', HexColorSchema, '#fff', true],
    ['colour with CSS', HexColorSchema, 'red;background:url(x)', false],
    ['id number', PositiveIdSchema, 2101, true],
    ['id digits', PositiveIdSchema, '13', true],
    ['id zero', PositiveIdSchema, 0, false],
    ['id leading zero', PositiveIdSchema, '013', false],
    ['id fraction', PositiveIdSchema, 1.5, false],
    ['context', ProductContextSchema, { themeId: 2101, collage: true, paper: 'matt' }, true],
    ['context with an object', ProductContextSchema, { frame: { type: 'alu' } }, false],
    ['context with a bad name', ProductContextSchema, { 'a[b]': 'x' }, false],
  ])('%s', (_name, schema, value, ok) => {
    expect(v.safeParse(schema, value).success).toBe(ok);
  });

  test('digit ids become numbers', () => {
    expect(v.parse(PositiveIdSchema, '13')).toBe(13);
  });

  test('a price as text becomes a number', () => {
    expect(v.parse(PriceSchema, '12.99')).toBe(12.99);
  });
});
