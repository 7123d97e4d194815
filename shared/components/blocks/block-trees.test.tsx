// Property: block trees grown from the story schemas of every component and from the demo space's blocks, with
// fields of the wrong type, fields missing, unknown components, hostile strings and images on any host mixed in,
// never make a render throw, and a block whose fields pass its schema renders without throwing itself (nothing
// needs its boundary).
import fc from 'fast-check';
import type * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { demoBlocks, renderInPage } from '../../../test/fixtures/render';
import { BLOCK_NAMES, BlockList, type BlockReport, blockSchema } from './registry';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Real blocks of each component, a few per component: the seeds the trees grow from. */
const SEEDS: Json[] = BLOCK_NAMES.flatMap((name) => demoBlocks(name).slice(0, 3) as Json[]);

/** Values a careless editor or a schema change leaves in a field. */
const wrongValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.string({ maxLength: 20 }),
  fc.constant(''),
  fc.constant<Json>([]),
  fc.constant<Json>({}),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    'https://images.example.net/x.jpg',
    'https://a-us.storyblok.com/f/1/800x600/x.jpg',
    '//a.storyblokchina.cn/f/1/x.png',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '-1',
    '1e999',
    '2025-13-45',
  ),
  fc.constant<Json>({ type: 'doc', content: [{ type: 'mystery', content: 'not a list' }] }),
  fc.constant<Json>({ component: 'MysteryWidget', _uid: 'mystery' }),
);

/** Strings a field may hold: words, paths, asset URLs on known and unknown hosts, numbers and dates as text. */
const text = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'Fotokalender',
      '/fotokalender',
      '/demo-images/canvas-1.svg',
      'https://a.storyblok.com/f/1/1200x800/a/x.jpg',
      'https://a-ap.storyblok.com/f/1/800x600/a/x.jpg',
      'https://images.example.net/x.jpg',
      'story',
      'url',
      '12',
      '2027-12-24T23:00:00.000Z',
      '#a8324a',
      'de',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

type AnySchema = v.GenericSchema & {
  type: string;
  wrapped?: AnySchema;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  options?: unknown[];
  items?: AnySchema[];
  literal?: unknown;
  value?: AnySchema;
  getter?: (input: unknown) => AnySchema;
};

/** Values of a schema's shape (bounded depth): what a well-formed block of the story schemas holds. */
function valuesOf(schema: AnySchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 5) return fc.constant(undefined);
  const next = (inner: AnySchema) => valuesOf(inner, depth + 1);
  switch (schema.type) {
    case 'string':
      return text;
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 2000 }), fc.double({ min: -10, max: 10, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constant(schema.literal);
    case 'picklist':
    case 'enum':
      return fc.constantFrom(...((schema.options as unknown[]) ?? [undefined]));
    case 'optional':
    case 'nullish':
    case 'nullable':
    case 'exact_optional':
    case 'undefinedable':
      return fc.option(next(schema.wrapped as AnySchema), { nil: undefined });
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return fc.record(
        Object.fromEntries(Object.entries(schema.entries ?? {}).map(([key, entry]) => [key, next(entry)])),
      );
    case 'array':
      return fc.array(next(schema.item as AnySchema), { maxLength: depth > 2 ? 1 : 3 });
    case 'tuple':
      return fc.tuple(...(schema.items ?? []).map(next));
    case 'union':
    case 'variant':
      return fc.oneof(...(schema.options as AnySchema[]).map(next));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 5 }), next(schema.value as AnySchema), { maxKeys: 2 });
    case 'lazy':
      return next((schema.getter as (input: unknown) => AnySchema)(undefined));
    default:
      return wrongValue;
  }
}

/** A block of any component with fields of its schema's shape. */
const schemaBlock: fc.Arbitrary<Json> = fc.constantFrom(...BLOCK_NAMES).chain((component) =>
  valuesOf(blockSchema(component) as AnySchema).map((fields) => ({
    ...(fields as Record<string, Json>),
    component,
    _uid: `generated-${component}`,
  })),
);

/** Every path to a value inside a block (its own fields and those of what it nests). */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...paths(item, [...prefix, index])]);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'component' ? [] : [[...prefix, key], ...paths(item, [...prefix, key])],
  );
}

/** The block with the value at `path` replaced (undefined: removed). */
function mutated(block: Json, path: (string | number)[], value: Json | undefined): Json {
  const copy = structuredClone(block);
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path.at(-1) as string | number;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

const mutation = fc.record({
  pick: fc.nat(),
  value: fc.option(wrongValue, { nil: undefined }),
});

/** A demo or generated block, as it is or with some of its values changed or removed. */
const block: fc.Arbitrary<Json> = fc
  .tuple(
    fc.oneof(fc.constantFrom(...SEEDS), schemaBlock),
    // Half the blocks as generated; the others with one to three values changed or removed.
    fc.oneof(fc.constant([]), fc.array(mutation, { minLength: 1, maxLength: 3 })),
  )
  .map(([seed, mutations]) =>
    mutations.reduce((current, { pick, value }) => {
      const all = paths(current);
      const path = all[pick % Math.max(all.length, 1)];
      return path ? mutated(current, path, value) : current;
    }, seed),
  );

const tree = fc.array(fc.oneof({ weight: 9, arbitrary: block }, { weight: 1, arbitrary: wrongValue }), {
  maxLength: 6,
});

const SITES = [
  'http://kartenliebe.de.localhost:8787/',
  'http://kartenliebe.ch.localhost:8787/fr/',
  'http://poster.co.uk.localhost:8787/',
];

describe('generated block trees', () => {
  test('every component the shop renders has a schema to grow blocks from', () => {
    for (const name of BLOCK_NAMES) expect(blockSchema(name), name).toBeDefined();
    expect(SEEDS.length).toBeGreaterThan(20);
  });

  test('no render throws, and no block that passes its schema needs its boundary', () => {
    let blocksSeen = 0;
    let left = 0;
    fc.assert(
      fc.property(tree, fc.constantFrom(...SITES), (blocks, site) => {
        const reports: BlockReport[] = [];
        const html = renderInPage(
          <BlockList blocks={blocks as unknown[]} onReport={(report) => reports.push(report)} />,
          site,
        );
        expect(typeof html).toBe('string');
        blocksSeen += blocks.length;
        left += reports.filter((report) => report.logId !== 'hybrid-ssr-error' && !report.details).length;
        expect(reports.filter((report) => report.logId === 'hybrid-ssr-error')).toEqual([]);
      }),
      { numRuns: 600 },
    );
    // The trees are not all refused at the door: most of their blocks pass their schema and render.
    expect(left / blocksSeen).toBeLessThan(0.7);
  });
});
