// The component schema (storyblok/, as Storyblok's CLI pulls it) against the shop's valibot schemas: every field
// the component schema names is one the shop reads, and every value Storyblok can send for a field's type is read
// without dropping the block: a value the shop cannot use is skipped and reported. Required fields (the editor
// cannot publish them empty) may drop their block when blank.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { PersonContentSchema } from '../../shared/components/blocks/contact-form-props';
import { FrameTypeContentSchema } from '../../shared/components/blocks/Frame';
import { ItemSchema } from '../../shared/components/blocks/ItemWrapper';
import { BLOCK_NAMES, blockSchema } from '../../shared/components/blocks/registry';
import { UspItemSchema } from '../../shared/components/blocks/UspWrapper';
import { AccessoryContentSchema } from '../../shared/domain/accessories';
import { ActionBarDataSchema } from '../../shared/domain/action-bar';
import { FOOTER_PART_SCHEMAS, FooterBoxSchema, SmartbannerSchema } from '../../shared/schemas/footer';
import { parseFurniture } from '../../shared/schemas/furniture';
import {
  BurgerNavigationSchema,
  HeaderSchema,
  MainNavigationItemSchema,
} from '../../shared/schemas/navigation';
import { PageContentSchema, RedirectContentSchema } from '../../shared/schemas/story';
import { collectSkippedFields } from '../../shared/schemas/storyblok-fields';
import { DEMO_SPACE } from '.';
import { COMPONENTS, type Component, type ComponentField, componentNamed } from './field-values';

/** The valibot schema each component with a schema of its own is read with. */
const ROOTS: Record<string, v.GenericSchema> = {
  ...Object.fromEntries(BLOCK_NAMES.map((name) => [name, blockSchema(name) as v.GenericSchema])),
  Page: PageContentSchema,
  Redirect: RedirectContentSchema,
  ActionBar: ActionBarDataSchema,
  Header: HeaderSchema,
  BurgerNavigation: BurgerNavigationSchema,
  MainNavigationItem: MainNavigationItemSchema,
  Smartbanner: SmartbannerSchema,
  // Each footer part is read on its own; a part missing leaves only that part out.
  Footer: v.looseObject(
    Object.fromEntries(
      Object.entries(FOOTER_PART_SCHEMAS).map(([name, schema]) => [name, v.optional(schema)]),
    ),
  ),
  FooterBox: FooterBoxSchema,
  Item: ItemSchema,
  UspItem: UspItemSchema,
  FrameType: FrameTypeContentSchema,
  AccessoryType: AccessoryContentSchema,
  Person: PersonContentSchema,
};

/** Fields the component schema names that the shop resolves but does not show yet, each with what it is for. */
const NOT_YET_READ: Record<string, string> = {
  'Page.productSnippet': "a product page's shared snippet: resolved with the page, not shown yet",
  ProductSnippet: 'the content type of Page.productSnippet',
};

/** Fields a block's schema reads that the worker sets, never the CMS (the calculator's choice from the address). */
const SET_BY_THE_WORKER = new Set(['Calculator.choice']);

/** Fields every block carries that are no field of the component schema. */
const BLOCK_KEYS = new Set(['component', '_uid', '_editable']);

type AnySchema = v.GenericSchema & {
  type: string;
  wrapped?: AnySchema;
  item?: AnySchema;
  options?: AnySchema[];
  entries?: Record<string, AnySchema>;
  pipe?: (AnySchema & { kind: string })[];
  getter?: (input: unknown) => AnySchema;
};

/** The object schema inside wrappers, pipes, lists and unions (the last object-like schema of a pipe). */
function objectIn(schema: AnySchema | undefined, depth = 0): AnySchema | undefined {
  if (!schema || depth > 12) return undefined;
  if (schema.entries) return schema;
  if (schema.type === 'intersect' && schema.options) {
    // An intersection of objects reads the fields of all of them.
    const parts = schema.options.map((option) => objectIn(option, depth + 1)?.entries ?? {});
    return { ...schema, entries: Object.assign({}, ...parts) };
  }
  if (schema.wrapped) return objectIn(schema.wrapped, depth + 1);
  if (schema.item) return objectIn(schema.item, depth + 1);
  if (schema.getter) return objectIn(schema.getter(undefined), depth + 1);
  if (schema.pipe) {
    for (const step of [...schema.pipe].reverse().slice(0, -1)) {
      if (step.kind !== 'schema') continue;
      const found = objectIn(step, depth + 1);
      if (found) return found;
    }
  }
  if (schema.options) {
    for (const option of schema.options) {
      const found = objectIn(option, depth + 1);
      if (found?.entries && Object.keys(found.entries).length > 0) return found;
    }
  }
  return undefined;
}

/** Every component with the valibot schema that reads it: the roots, and each one-component bloks field's item. */
function pairs(): Map<string, AnySchema> {
  const found = new Map<string, AnySchema>();
  const visit = (name: string, schema: AnySchema | undefined) => {
    if (!schema || found.has(name)) return;
    found.set(name, schema);
    const component = componentNamed(name);
    const object = objectIn(schema);
    for (const [field, definition] of Object.entries(component?.schema ?? {})) {
      const whitelist = definition.component_whitelist ?? [];
      if (definition.type !== 'bloks' || whitelist.length !== 1) continue;
      const [child] = whitelist as [string];
      if (ROOTS[child]) continue;
      visit(child, objectIn(object?.entries?.[field]));
    }
  };
  for (const [name, schema] of Object.entries(ROOTS)) visit(name, schema as AnySchema);
  for (const [name, schema] of Object.entries(FOOTER_PART_SCHEMAS)) {
    const component = componentNamed('Footer')?.schema[name]?.component_whitelist?.[0];
    if (component) visit(component, schema as AnySchema);
  }
  return found;
}

const PAIRS = pairs();

describe('the component schema', () => {
  test('is the CLI file: components with name, schema and field types Storyblok knows', () => {
    const TYPES = new Set([
      'text',
      'textarea',
      'richtext',
      'markdown',
      'number',
      'boolean',
      'datetime',
      'multilink',
      'asset',
      'multiasset',
      'option',
      'options',
      'bloks',
      'table',
      'custom',
    ]);
    for (const component of COMPONENTS) {
      expect(component.name).toMatch(/^[A-Za-z][A-Za-z0-9_-]*$/);
      for (const [field, definition] of Object.entries(component.schema)) {
        expect(TYPES.has(definition.type), `${component.name}.${field}: ${definition.type}`).toBe(true);
        for (const allowed of definition.component_whitelist ?? [])
          expect(componentNamed(allowed), `${component.name}.${field} allows ${allowed}`).toBeDefined();
      }
    }
  });

  test('names every component the demo space uses, and the space uses only fields its components name', () => {
    const unknown = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) {
        node.forEach(walk);
        return;
      }
      if (!node || typeof node !== 'object') return;
      const block = node as Record<string, unknown>;
      if (typeof block.component === 'string' && !block.component.startsWith('_')) {
        const component = componentNamed(block.component);
        if (!component) unknown.add(block.component);
        else
          for (const key of Object.keys(block))
            if (!BLOCK_KEYS.has(key) && !(key in component.schema)) unknown.add(`${block.component}.${key}`);
        for (const [key, value] of Object.entries(block))
          if (component?.schema[key]?.type !== 'custom' && component?.schema[key]?.type !== 'richtext')
            walk(value);
        return;
      }
      Object.values(block).forEach(walk);
    };
    for (const story of DEMO_SPACE.stories) walk(story.content);
    expect([...unknown].join('\n')).toBe('');
  });

  test("stores every demo field as its type's value: the space answers in Storyblok's shapes", () => {
    const wrong: string[] = [];
    const isObject = (value: unknown): value is Record<string, unknown> =>
      typeof value === 'object' && value !== null && !Array.isArray(value);
    const SHAPES: Record<string, (value: unknown) => boolean> = {
      text: (value) => typeof value === 'string',
      textarea: (value) => typeof value === 'string',
      markdown: (value) => typeof value === 'string',
      number: (value) => typeof value === 'string' && /^$|^-?\d+(?:\.\d+)?$/.test(value),
      datetime: (value) => typeof value === 'string' && /^$|^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(value),
      boolean: (value) => typeof value === 'boolean',
      option: (value) => typeof value === 'string',
      options: (value) => Array.isArray(value),
      multilink: (value) =>
        isObject(value) && value.fieldtype === 'multilink' && typeof value.linktype === 'string',
      asset: (value) => isObject(value) && value.fieldtype === 'asset' && 'filename' in value,
      multiasset: (value) =>
        Array.isArray(value) && value.every((item) => isObject(item) && item.fieldtype === 'asset'),
      bloks: (value) =>
        Array.isArray(value) && value.every((item) => isObject(item) && typeof item._uid === 'string'),
      richtext: (value) => isObject(value) && value.type === 'doc',
      custom: (value) => isObject(value) && typeof value.plugin === 'string',
    };
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) {
        for (const item of node) walk(item, where);
        return;
      }
      if (!node || typeof node !== 'object') return;
      const block = node as Record<string, unknown>;
      const component = typeof block.component === 'string' ? componentNamed(block.component) : undefined;
      if (!component) {
        for (const value of Object.values(block)) walk(value, where);
        return;
      }
      for (const [name, field] of Object.entries(component.schema)) {
        if (!(name in block)) continue;
        const value = block[name];
        // A relation the demo names by uuid, as the space stores it; options hold strings.
        if (field.source === 'internal_stories') continue;
        if (!SHAPES[field.type]?.(value))
          wrong.push(`${where} ${component.name}.${name}: ${JSON.stringify(value)?.slice(0, 60)}`);
        if (field.type === 'bloks') walk(value, where);
      }
    };
    for (const story of DEMO_SPACE.stories) walk(story.content, story.full_slug);
    expect(
      [...new Set(wrong.map((line) => line.split(' ').slice(1).join(' ')))].slice(0, 20).join('\n'),
    ).toBe('');
  });

  test('has a valibot schema for every component, and each names the same fields', () => {
    const mismatches: string[] = [];
    for (const component of COMPONENTS) {
      if (component.name === 'GlobalConfig' || NOT_YET_READ[component.name]) continue;
      const schema = objectIn(PAIRS.get(component.name));
      if (!schema?.entries) {
        mismatches.push(`${component.name}: no schema reads it`);
        continue;
      }
      const read = Object.keys(schema.entries).filter((key) => !BLOCK_KEYS.has(key));
      for (const field of Object.keys(component.schema))
        if (!read.includes(field) && !NOT_YET_READ[`${component.name}.${field}`])
          mismatches.push(`${component.name}.${field}: named, never read`);
      for (const field of read)
        if (!(field in component.schema) && !SET_BY_THE_WORKER.has(`${component.name}.${field}`))
          mismatches.push(`${component.name}.${field}: read, not in the schema`);
    }
    expect(mismatches).toEqual([]);
  });
});

const STORY_LINK = {
  id: '3a4f1c3e-6c2d-4d1e-9a57-1f0c2b3d4e5f',
  url: '',
  linktype: 'story',
  fieldtype: 'multilink',
  cached_url: 'kartenliebe/de-de/karten/',
};
const ASSET = {
  id: 1001,
  alt: 'A card',
  name: '',
  focus: '',
  title: '',
  source: '',
  filename: 'https://a.storyblok.com/f/287001/1200x800/abc/card.jpg',
  copyright: '',
  fieldtype: 'asset',
  meta_data: {},
  is_external_url: false,
};
const DOC = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Text' }] }] };

/** Values Storyblok sends for a field of this type: [label, value, blank] (blank: what a required field may refuse). */
function sendable(field: ComponentField, depth = 0): [string, unknown, boolean][] {
  const missing: [string, unknown, boolean] = ['missing (saved before the field existed)', undefined, true];
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'markdown':
      return [['text', 'text', false], ['""', '', true], missing];
    case 'number':
      return [['"1"', '1', false], ['""', '', true], ['a number', 1, false], missing];
    case 'datetime':
      return [['"2027-12-24 23:00"', '2027-12-24 23:00', false], ['""', '', true], missing];
    case 'boolean':
      return [['true', true, false], ['false', false, false], missing];
    case 'option':
      return [
        ...(field.options ?? []).map(({ value }): [string, unknown, boolean] => [`"${value}"`, value, false]),
        ['""', '', true],
        missing,
      ];
    case 'options':
      return [['[]', [], true], missing];
    case 'multilink':
      return [
        ['a story link', STORY_LINK, false],
        ['a story link with an anchor', { ...STORY_LINK, anchor: 'top' }, false],
        [
          'a URL link',
          {
            id: '',
            url: 'https://example.com/x',
            linktype: 'url',
            fieldtype: 'multilink',
            cached_url: 'https://example.com/x',
            target: '_blank',
          },
          false,
        ],
        [
          'an e-mail link',
          {
            id: '',
            url: '',
            email: 'hello@example.com',
            linktype: 'email',
            fieldtype: 'multilink',
            cached_url: '',
          },
          false,
        ],
        [
          'an asset link',
          {
            id: '',
            url: ASSET.filename,
            linktype: 'asset',
            fieldtype: 'multilink',
            cached_url: ASSET.filename,
          },
          false,
        ],
        [
          'an empty link',
          { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' },
          true,
        ],
        missing,
      ];
    case 'asset':
      return [
        ['an asset', ASSET, false],
        ['alt, title and focus null (never set)', { ...ASSET, alt: null, title: null, focus: null }, false],
        ['filename null', { ...ASSET, id: null, filename: null }, true],
        ['filename ""', { ...ASSET, id: null, filename: '' }, true],
        missing,
      ];
    case 'multiasset':
      return [['[]', [], true], ['one asset', [ASSET], false], missing];
    case 'bloks': {
      const allowed = componentNamed(field.component_whitelist?.[0] ?? '');
      // One block of the first allowed component, as the editor adds it (its required fields filled).
      const one: [string, unknown, boolean][] =
        allowed && depth < 3 ? [['one block', [madeBlock(allowed, depth + 1)], false]] : [];
      return [['[]', [], true], ...one, missing];
    }
    case 'custom':
      return field.field_type === 'native-color-picker'
        ? [
            ['a picked colour', { _uid: 'c1', color: '#a8324a', plugin: 'native-color-picker' }, false],
            ['no colour picked', { _uid: 'c1', color: '', plugin: 'native-color-picker' }, true],
            missing,
          ]
        : [missing];
    case 'richtext':
      return [['a document', DOC, false], ['an empty document', { type: 'doc', content: [] }, true], missing];
    default:
      return [missing];
  }
}

/** A block of the component from the demo space (as Storyblok sends it), for a baseline that renders. */
function demoBlock(name: string): Record<string, unknown> | undefined {
  let found: Record<string, unknown> | undefined;
  const walk = (node: unknown): void => {
    if (found || !node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    const block = node as Record<string, unknown>;
    if (block.component === name) {
      found = block;
      return;
    }
    Object.values(block).forEach(walk);
  };
  for (const story of DEMO_SPACE.stories) walk(story.content);
  return found;
}

/** A block made from the component schema: each field with a value its type sends. */
function madeBlock(component: Component, depth = 0): Record<string, unknown> {
  const block: Record<string, unknown> = { component: component.name, _uid: `uid-${component.name}` };
  for (const [name, field] of Object.entries(component.schema)) {
    const first = sendable(field, depth).find(([, , blank]) => !blank);
    if (first) block[name] = first[1];
    else if (field.type === 'bloks') {
      const child = componentNamed(field.component_whitelist?.[0] ?? '');
      block[name] = child && depth < 4 ? [madeBlock(child, depth + 1)] : [];
    } else if (field.source === 'internal_stories') {
      // A relation the content client resolved: the related story, its content made from its component.
      const related = componentNamed(field.filter_content_type?.[0] ?? '');
      const story = related && { uuid: `uuid-${related.name}`, content: madeBlock(related, depth + 1) };
      block[name] = field.type === 'options' ? [story] : story;
    } else if (field.type === 'options')
      block[name] = field.options?.slice(0, 1).map(({ value }) => value) ?? [];
  }
  return block;
}

const parse = (schema: v.GenericSchema, block: unknown) =>
  collectSkippedFields(
    () => v.safeParse(schema, block),
    () => undefined,
  );

describe('every value a field type sends is read without dropping its block', () => {
  const cases = COMPONENTS.filter((component) => PAIRS.has(component.name)).map(
    (component) => [component.name, component] as const,
  );
  test.each(cases)('%s', (name, component) => {
    const schema = PAIRS.get(name) as v.GenericSchema;
    const base = { ...madeBlock(component), ...demoBlock(name) };
    const baseline = parse(schema, base);
    expect(baseline.success, `${name} baseline: ${baseline.issues?.[0]?.message}`).toBe(true);
    const dropped: string[] = [];
    for (const [field, definition] of Object.entries(component.schema)) {
      for (const [label, value, blank] of sendable(definition)) {
        if (blank && definition.required) continue;
        const block = { ...base };
        if (value === undefined) delete block[field];
        else block[field] = value;
        const parsed = parse(schema, block);
        if (!parsed.success) dropped.push(`${field} = ${label}: ${parsed.issues[0].message}`);
      }
    }
    expect(dropped.join('\n')).toBe('');
  });
});

test('the global config reads each of its fields', () => {
  const fields = Object.keys(componentNamed('GlobalConfig')?.schema ?? {});
  const read = new Set<string>();
  const content = new Proxy({} as Record<string, unknown>, {
    get: (_target, key) => {
      read.add(String(key));
      return undefined;
    },
  });
  parseFurniture(content, () => undefined);
  expect(fields.filter((field) => field !== 'actionBar' && !read.has(field))).toEqual([]);
});
