// The characters a shop form's text may hold: no control character in any field, except tab and line breaks in
// a field its schema declares multi-line (a message).
import * as v from 'valibot';

const TAB = 9;
const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const DELETE = 0x7f;

/** Whether a character code is a C0 control or DEL. */
function isControl(code: number): boolean {
  return code < 0x20 || code === DELETE;
}

/**
 * Whether a field's value holds a character its kind of field may not hold: any C0 control or DEL, and in a
 * multi-line field any but tab, line feed and carriage return.
 */
export function hasControlCharacter(value: string, multiLine: boolean): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (!isControl(code)) continue;
    if (multiLine && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

/** The text with each run of control characters made one space: one line whatever it held. */
export function oneLine(value: string): string {
  let line = '';
  let control = false;
  for (const char of value) {
    if (isControl(char.charCodeAt(0))) {
      if (!control) line += ' ';
      control = true;
    } else {
      line += char;
      control = false;
    }
  }
  return line.trim();
}

/** Declares a string field multi-line: put `multiLine()` in the field's pipe, after the string schema. */
export function multiLine() {
  return v.metadata<string, { multiLine: true }>({ multiLine: true });
}

interface SchemaParts {
  pipe?: readonly { type?: string; metadata?: { multiLine?: boolean } }[];
  wrapped?: unknown;
}

/** Whether a field's schema (optional or not) declares it multi-line. */
export function isMultiLine(schema: unknown): boolean {
  const parts = schema as SchemaParts | undefined;
  if (!parts) return false;
  if (parts.pipe?.some((item) => item.type === 'metadata' && item.metadata?.multiLine === true)) return true;
  return parts.wrapped !== undefined && isMultiLine(parts.wrapped);
}

interface SchemaShape {
  entries?: Record<string, unknown>;
  item?: unknown;
  wrapped?: unknown;
  pipe?: readonly unknown[];
}

/**
 * The schemas a nested value's fields are read with, by key: an object's entries, an array's item for each index,
 * through optional wrappers and pipes (a pipe's later schemas too, as a record checked as a strict object).
 */
function nestedSchemas(schema: unknown, value: object): Record<string, unknown> {
  const shape = schema as SchemaShape | undefined;
  if (!shape) return {};
  if (shape.entries) return shape.entries;
  if (shape.item !== undefined && Array.isArray(value))
    return Object.fromEntries(value.map((_item, index) => [String(index), shape.item]));
  if (shape.wrapped !== undefined) return nestedSchemas(shape.wrapped, value);
  for (const step of shape.pipe?.slice(1) ?? []) {
    const found = nestedSchemas(step, value);
    if (Object.keys(found).length > 0) return found;
  }
  return {};
}

/**
 * The first field of a form body (an object, nested values included) that holds a control character its field
 * may not hold; a field is multi-line where its schema in `entries` declares it so, at any depth. `undefined` when
 * all are clean.
 */
export function controlCharacterField(
  body: unknown,
  entries: Record<string, unknown> = {},
  path = '',
): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  for (const [key, value] of Object.entries(body)) {
    const field = path ? `${path}.${key}` : key;
    if (hasControlCharacter(key, false)) return field;
    if (typeof value === 'string') {
      if (hasControlCharacter(value, isMultiLine(entries[key]))) return field;
    } else if (value !== null && typeof value === 'object') {
      const nested = controlCharacterField(value, nestedSchemas(entries[key], value), field);
      if (nested !== undefined) return nested;
    }
  }
  return undefined;
}

/** A person's name: one line (the form refuses line breaks), no web address, so a mail cannot carry a link. */
export const NAME_WITHOUT_ADDRESS = /^(?![\s\S]*(?::\/\/|www\.|\.[\p{L}\d]{2,}\b|@))/u;
