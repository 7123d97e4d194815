import { describe, expect, test } from 'vitest';
import { ICON_NAMES, ICONS } from './icons';

const NUMBER = /-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi;
const COORDINATE_ATTRIBUTES = [
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'width',
  'height',
];

/** Every element tag (name plus attribute source) in a markup string. */
const elements = (markup: string): { name: string; attrs: string }[] =>
  [...markup.matchAll(/<([a-zA-Z]+)([^>]*)>/g)].map(([, name = '', attrs = '']) => ({ name, attrs }));

/** The attributes of one element as a name -> value map. */
const attributes = (attrs: string): Record<string, string> =>
  Object.fromEntries(
    [...attrs.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [key, value]),
  );

/** The absolute points of a path (endpoints and control points of upper-case commands). */
const absolutePoints = (d: string): number[] => {
  const points: number[] = [];
  for (const [, command = '', args = ''] of d.matchAll(/([a-zA-Z])([^a-zA-Z]*)/g)) {
    const numbers = (args.match(NUMBER) ?? []).map(Number);
    if (command === 'A') {
      // rx ry rotation large-arc sweep x y: only the endpoint is a coordinate.
      for (let i = 0; i + 6 < numbers.length; i += 7) points.push(numbers[i + 5] ?? 0, numbers[i + 6] ?? 0);
    } else if (/[MLHVCSQT]/.test(command)) {
      points.push(...numbers);
    }
  }
  return points;
};

const STROKED = {
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '1.5',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
};

describe('icon set', () => {
  test('ICON_NAMES has no duplicates and matches the keys of ICONS', () => {
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
    expect(Object.keys(ICONS)).toEqual([...ICON_NAMES]);
  });

  test('names are kebab-case', () => {
    for (const name of ICON_NAMES) expect(name).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });
});

describe.each(ICON_NAMES)('%s', (name) => {
  const markup = ICONS[name];

  test('has markup made only of simple shapes', () => {
    expect(markup.trim()).not.toBe('');
    const names = elements(markup).map((element) => element.name);
    expect(names.length).toBeGreaterThan(0);
    for (const element of names)
      expect(['path', 'circle', 'rect', 'line', 'polyline', 'ellipse']).toContain(element);
  });

  test('is safe to inline', () => {
    expect(markup).not.toMatch(/<script/i);
    expect(markup).not.toMatch(/\son\w+\s*=/i);
    expect(markup).not.toMatch(/href/i);
    expect(markup).not.toMatch(/style\s*=/i);
  });

  test('uses no hard-coded colours', () => {
    expect(markup).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    expect(markup).not.toMatch(/rgba?\(|hsla?\(/i);
    for (const [, value] of markup.matchAll(/\s(?:fill|stroke)="([^"]*)"/g)) {
      expect(['currentColor', 'none']).toContain(value);
    }
  });

  test('every element is either a 1.5 px round outline or a solid shape', () => {
    for (const element of elements(markup)) {
      const attrs = attributes(element.attrs);
      if (attrs.stroke === undefined) {
        expect(attrs.fill).toBe('currentColor');
        expect(Object.keys(attrs).filter((key) => key.startsWith('stroke'))).toEqual([]);
      } else {
        expect(attrs).toMatchObject(
          attrs.fill === 'currentColor' ? { ...STROKED, fill: 'currentColor' } : STROKED,
        );
      }
    }
  });

  test('keeps every coordinate inside the 24 px box', () => {
    for (const element of elements(markup)) {
      const attrs = attributes(element.attrs);
      for (const key of COORDINATE_ATTRIBUTES) {
        const value = attrs[key];
        if (value === undefined) continue;
        const number = Number(value);
        expect(number, `${key}="${value}"`).toBeGreaterThanOrEqual(0);
        expect(number, `${key}="${value}"`).toBeLessThanOrEqual(24);
      }
      const d = attrs.d;
      if (d === undefined) continue;
      expect(d).toMatch(/^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/);
      for (const number of (d.match(NUMBER) ?? []).map(Number)) {
        expect(Math.abs(number), d).toBeLessThanOrEqual(24);
      }
      for (const point of absolutePoints(d)) {
        expect(point, d).toBeGreaterThanOrEqual(0);
        expect(point, d).toBeLessThanOrEqual(24);
      }
    }
  });
});
