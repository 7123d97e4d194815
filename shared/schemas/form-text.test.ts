// Control characters in a form body: refused in every field, but tab and line breaks in a field its schema
// declares multi-line, at the top or nested in objects and lists.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { controlCharacterField, multiLine } from './form-text';

const Note = v.pipe(v.string(), multiLine());
const Line = v.object({
  sku: v.string(),
  context: v.optional(
    v.pipe(
      v.record(v.string(), v.unknown()),
      v.strictObject({ note: v.optional(Note), name: v.optional(v.string()) }),
    ),
  ),
});
const Body = v.object({ message: Note, subject: v.string(), items: v.pipe(v.array(Line), v.maxLength(3)) });
const entries = Body.entries;

describe('controlCharacterField', () => {
  test.each<[string, unknown, string | undefined]>([
    ['clean', { message: 'a', subject: 'b', items: [{ sku: 'x', context: { note: 'n' } }] }, undefined],
    ['line breaks in a multi-line field', { message: 'a\nb\r\n\tc', subject: 'b' }, undefined],
    ['a line break in a one-line field', { message: 'a', subject: 'b\nc' }, 'subject'],
    ['a null byte in a multi-line field', { message: 'a\u0000' }, 'message'],
    [
      'line breaks nested in a multi-line field',
      { items: [{ sku: 'x', context: { note: 'one\ntwo' } }] },
      undefined,
    ],
    [
      'a line break nested in a one-line field',
      { items: [{ sku: 'x', context: { name: 'a\nb' } }] },
      'items.0.context.name',
    ],
    [
      'a line break in a field the schema does not know',
      { items: [{ sku: 'x', other: 'a\nb' }] },
      'items.0.other',
    ],
    [
      'a null byte nested in a multi-line field',
      { items: [{}, { context: { note: 'a\u0007' } }] },
      'items.1.context.note',
    ],
    ['a control character in a key', { 'a\nb': 'x' }, 'a\nb'],
  ])('%s', (_name, body, field) => {
    expect(controlCharacterField(body, entries)).toBe(field);
  });

  test('without a schema no field is multi-line', () => {
    expect(controlCharacterField({ message: 'a\nb' })).toBe('message');
    expect(controlCharacterField({ items: [{ context: { note: 'a\nb' } }] })).toBe('items.0.context.note');
  });
});
