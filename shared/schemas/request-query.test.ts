// Request query parameters: carried `_` parameters, tracking/logging switches, release,
// visual-editor story id, flag overrides, disabled, _debug and the newsletter return; bad values name their
// parameter, and values that cannot hurt (switches, a bad flag override) are never refused.
import { describe, expect, test } from 'vitest';
import {
  parseRequestQuery,
  type RequestQuery,
  teamParametersIn,
  withoutTeamParameters,
} from './request-query';

function parse(query: string): RequestQuery {
  const result = parseRequestQuery(new URLSearchParams(query));
  if (!result.ok) throw new Error(`expected ok for "${query}", got ${result.reason}`);
  return result.query;
}

function ignoredOf(query: string): string | undefined {
  const result = parseRequestQuery(new URLSearchParams(query));
  if (!result.ok) throw new Error(`expected ok for "${query}", got ${result.reason}`);
  return result.ignored;
}

function reasonOf(query: string): string {
  const result = parseRequestQuery(new URLSearchParams(query));
  if (result.ok) throw new Error(`expected a failure for "${query}"`);
  return result.reason;
}

describe('parseRequestQuery defaults', () => {
  test('an empty query gives tracking and logging on, nothing else', () => {
    expect(parse('')).toEqual({
      carried: {},
      tracking: true,
      logging: true,
      release: undefined,
      editorStoryId: undefined,
      flagOverride: undefined,
      flagsDisabled: false,
      debug: false,
    });
  });

  test('unknown parameters are ignored', () => {
    expect(parse('tileCount=48&utm_source=mail').carried).toEqual({});
  });
});

describe('carried parameters', () => {
  test.each<[query: string, carried: Record<string, string>]>([
    ['_foo=1', { _foo: '1' }],
    ['_foo=1&bar=2&_baz=x', { _foo: '1', _baz: 'x' }],
    ['_foo=first&_foo=second', { _foo: 'first' }],
    ['_storyblok=123&_debug=1', { _storyblok: '123', _debug: '1' }],
    ['_empty=', { _empty: '' }],
    ['foo_=1&a_b=2', {}],
    ['tracking=0&release=7', {}],
    // The analytics' own parameters are marketing parameters: never carried.
    ['_ga=2.1&_gl=1*abc&_hsenc=p2&_x=1', { _x: '1' }],
  ])('%s carries %o', (query, carried) => {
    expect(parse(query).carried).toEqual(carried);
  });
});

describe('carried parameters are bounded', () => {
  const names = (count: number) => Array.from({ length: count }, (_, index) => `_p${index}=1`).join('&');

  test('only the first ten are carried; the query is still valid', () => {
    expect(Object.keys(parse(names(2000)).carried)).toEqual(
      Array.from({ length: 10 }, (_, index) => `_p${index}`),
    );
  });

  test.each<[query: string, carried: Record<string, string>]>([
    [`_x=${'x'.repeat(256)}`, { _x: 'x'.repeat(256) }],
    [`_x=${'x'.repeat(257)}&_y=1`, { _y: '1' }],
    [`_x=${'x'.repeat(65536)}&_y=1`, { _y: '1' }],
    [`_${'n'.repeat(63)}=1`, { [`_${'n'.repeat(63)}`]: '1' }],
    [`_${'n'.repeat(64)}=1&_y=1`, { _y: '1' }],
    // A refused first value is not replaced by a later one: the first value is the parameter's value.
    [`_x=${'x'.repeat(257)}&_x=short`, {}],
  ])('%#: a name or value past its length is not carried', (query, carried) => {
    expect(parse(query).carried).toEqual(carried);
  });

  test('the encoded total stays within 1 KB; a parameter that would pass it is left out', () => {
    const value = 'v'.repeat(250);
    const query = ['_a', '_b', '_c', '_d', '_e'].map((name) => `${name}=${value}`).join('&');
    const carried = parse(`${query}&_y=1`).carried;
    expect(Object.keys(carried)).toEqual(['_a', '_b', '_c', '_d', '_y']);
    expect(new URLSearchParams(carried).toString().length).toBeLessThanOrEqual(1024);
  });

  test('the total counts the encoded form', () => {
    const value = 'ü'.repeat(100);
    const carried = parse(`_a=${value}&_b=${value}`).carried;
    expect(Object.keys(carried)).toEqual(['_a']);
  });
});

describe('tracking and logging switches', () => {
  test.each<[query: string, tracking: boolean, logging: boolean]>([
    ['', true, true],
    ['tracking=0', false, true],
    ['logging=0', true, false],
    ['tracking=0&logging=0', false, false],
    ['tracking=1&logging=1', true, true],
    ['tracking=true', true, true],
    ['tracking=false', true, true],
    ['tracking=', true, true],
    ['logging=', true, true],
    ['tracking=0&tracking=1', false, true],
    // Off only for `0`: any other value is on, never a 400.
    ['tracking=off&logging=off', true, true],
    ['tracking=yes&logging=no', true, true],
    ['tracking=00', true, true],
  ])('%s -> tracking %s, logging %s', (query, tracking, logging) => {
    const parsed = parse(query);
    expect(parsed.tracking).toBe(tracking);
    expect(parsed.logging).toBe(logging);
  });
});

describe('newsletter return', () => {
  test.each<[query: string, newsletter: 'pending' | undefined]>([
    ['newsletter=pending', 'pending'],
    ['newsletter=pending&_x=1', 'pending'],
    ['newsletter=confirmed', undefined],
    ['newsletter=', undefined],
    ['newsletter=PENDING', undefined],
    ['', undefined],
  ])('%s -> %s, and the query is valid', (query, newsletter) => {
    expect(parse(query).newsletter).toBe(newsletter);
  });
});

describe('release and visual-editor story id', () => {
  test.each<[query: string, release: string | undefined, editorStoryId: string | undefined]>([
    ['release=12345', '12345', undefined],
    ['release=0', undefined, undefined],
    ['_storyblok=987654', undefined, '987654'],
    ['release=5&_storyblok=6', '5', '6'],
    // The visual editor names the release `_storyblok_release`, `0` for the current content.
    ['_storyblok=6&_storyblok_release=1001', '1001', '6'],
    ['_storyblok=6&_storyblok_release=0', undefined, '6'],
    ['_storyblok_release=0012', '12', undefined],
    ['_storyblok_release=1001&release=5', '1001', undefined],
  ])('%s', (query, release, editorStoryId) => {
    const parsed = parse(query);
    expect(parsed.release).toBe(release);
    expect(parsed.editorStoryId).toBe(editorStoryId);
  });
});

describe('flag overrides', () => {
  test.each<[query: string, override: RequestQuery['flagOverride']]>([
    ['', undefined],
    ['feature=new_header', { feature: 'new_header', treatment: 'on' }],
    ['feature=new_header&treatment=on', { feature: 'new_header', treatment: 'on' }],
    ['feature=new_header&treatment=off', { feature: 'new_header', treatment: 'off' }],
    ['treatment=off&feature=a.b-C_9', { feature: 'a.b-C_9', treatment: 'off' }],
  ])('%s -> %o', (query, override) => {
    expect(parse(query).flagOverride).toEqual(override);
  });

  test.each<[query: string, flagsDisabled: boolean, debug: boolean]>([
    ['', false, false],
    ['disabled=1', true, false],
    ['disabled=true', true, false],
    ['disabled=', true, false],
    ['disabled=0', false, false],
    ['disabled=false', false, false],
    ['disabled=yes', true, false],
    ['_debug=1', false, true],
    ['_debug=', false, true],
    // `_debug` is on whenever present, whatever its value.
    ['_debug=0', false, true],
    ['_debug=false', false, true],
    ['_debug=yes', false, true],
    ['_debug=verbose', false, true],
    ['disabled=1&_debug=1', true, true],
  ])('%s -> disabled %s, debug %s', (query, flagsDisabled, debug) => {
    const parsed = parse(query);
    expect(parsed.flagsDisabled).toBe(flagsDisabled);
    expect(parsed.debug).toBe(debug);
  });
});

describe('a bad flag override is ignored, naming the parameter', () => {
  test.each<[query: string, parameter: string]>([
    ['treatment=on', 'treatment'],
    ['treatment=off', 'treatment'],
    ['feature=x&treatment=control', 'treatment'],
    ['feature=x&treatment=ON', 'treatment'],
    ['feature=x&treatment=', 'treatment'],
    ['feature=', 'feature'],
    ['feature=has space', 'feature'],
    ['feature=a/b', 'feature'],
    [`feature=${'f'.repeat(101)}`, 'feature'],
    ['feature=a/b&treatment=maybe', 'feature'],
  ])('%s gives no override, ignored for %s', (query, parameter) => {
    expect(parse(query).flagOverride).toBeUndefined();
    expect(ignoredOf(query)?.startsWith(`${parameter}:`)).toBe(true);
  });

  test('a good override or none ignores nothing', () => {
    expect(ignoredOf('feature=x&treatment=off')).toBeUndefined();
    expect(ignoredOf('')).toBeUndefined();
  });
});

describe('the team parameters', () => {
  test.each<[query: string, named: string[]]>([
    ['', []],
    ['tracking=0&_case=1', []],
    ['_debug', ['_debug']],
    ['feature=x&treatment=off', ['feature', 'treatment']],
    ['treatment=maybe', ['treatment']],
    ['disabled=0&_debug=1&feature=x', ['feature', 'disabled', '_debug']],
  ])('%s names %o', (query, named) => {
    expect(teamParametersIn(new URLSearchParams(query))).toEqual(named);
  });

  test('without them the query is the normal page’s, its other parameters kept', () => {
    const query = 'feature=x&treatment=on&disabled=1&_debug=1&_case=7&tracking=0&release=12';
    expect(withoutTeamParameters(parse(query))).toEqual(parse('_case=7&tracking=0&release=12'));
  });
});

describe('bad values name the parameter', () => {
  test.each<[query: string, parameter: string]>([
    ['release=abc', 'release'],
    ['release=-1', 'release'],
    ['release=1.5', 'release'],
    ['release=', 'release'],
    ['release=1234567890123', 'release'],
    ['_storyblok_release=abc', '_storyblok_release'],
    ['_storyblok_release=', '_storyblok_release'],
    ['_storyblok=abc', '_storyblok'],
    ['_storyblok=', '_storyblok'],
  ])('%s is refused naming %s', (query, parameter) => {
    expect(reasonOf(query).startsWith(`${parameter}:`)).toBe(true);
  });

  test('a feature name of 100 characters is accepted', () => {
    expect(parse(`feature=${'f'.repeat(100)}`).flagOverride).toEqual({
      feature: 'f'.repeat(100),
      treatment: 'on',
    });
  });

  test('a release id of 12 digits is accepted', () => {
    expect(parse('release=123456789012').release).toBe('123456789012');
  });
});
