// The worker's copy of a text module: its one locale-keyed table with the German entries alone, its imports
// pointing back to where they were; and what the build refuses to write.
import { describe, expect, test } from 'vitest';
import { germanOnly } from './edge-texts';

const MODULE = `import type { Language } from '../domain/markets';
import { BURGER_TEXTS } from './burger-texts';
import { fill } from './fill';

export const SAMPLE_TEXTS: Record<Language, { hello: string }> = {
  de: { hello: 'Hallo' },
  en: { hello: 'Hello' },
  fr: { hello: 'Bonjour' },
};

export function hello(language: Language): string {
  return fill(SAMPLE_TEXTS[language].hello, BURGER_TEXTS);
}
`;

describe("the worker's copy of a text module", () => {
  test('keeps the German entry of its table and everything else, its imports pointing to where they were', () => {
    const copy = germanOnly('sample-texts', MODULE);
    expect(copy).toContain("de: { hello: 'Hallo' },");
    expect(copy).not.toContain('Hello');
    expect(copy).not.toContain('Bonjour');
    expect(copy).toContain('export function hello(language: Language): string {');
    // A sibling text module is the worker's copy too; any other module is the one as written.
    expect(copy).toContain("from './burger-texts'");
    expect(copy).toContain("from '../fill'");
    expect(copy).toContain("from '../../domain/markets'");
    expect(copy.startsWith('// @ts-nocheck\n')).toBe(true);
  });

  test('is refused for a module with no locale-keyed table, or two', () => {
    expect(() => germanOnly('none-texts', 'export const A = { x: 1 };')).toThrow('has 0 locale-keyed tables');
    const two = `export const A = { de: 'a', en: 'b' };\nexport const B = { 'de-DE': 'c', 'fr-FR': 'd' };`;
    expect(() => germanOnly('two-texts', two)).toThrow('has 2 locale-keyed tables');
  });

  test('is refused for a module importing a sibling as #i18n/: it must read its siblings as written', () => {
    const module = MODULE.replace("'./burger-texts'", "'#i18n/burger-texts'");
    expect(() => germanOnly('sample-texts', module)).toThrow('imports #i18n/burger-texts');
  });
});
