// Every text of every dictionary parses; a text that does not shows its key and is named with its problem.
import { describe, expect, test } from 'vitest';
import { parsedTexts, textParseProblem } from './parse';
import { TEXTS } from './texts';

describe('textParseProblem', () => {
  test.each(['', 'Hallo', 'Hallo {name}', '{count} Bewertungen für {item}', 'a } b'.replace('}', '')])(
    '%j parses',
    (text) => {
      expect(textParseProblem(text)).toBeNull();
    },
  );

  test.each([
    ['Hallo {name', 'the slot at 6 is not closed'],
    ['Hallo name}', 'a brace at 10 closes no slot'],
    ['Hallo {na{me}}', 'a slot opens inside the slot at 6'],
    ['Hallo {}', 'the slot at 6 is not a name'],
    ['Hallo {first name}', 'the slot at 6 is not a name'],
  ])('%j: %s', (text, problem) => {
    expect(textParseProblem(text)).toBe(problem);
  });
});

describe('parsedTexts', () => {
  test('a dictionary whose texts all parse is returned as it is', () => {
    const texts = { a: 'Hallo {name}', b: { c: ['x', 'y {n}'] } };
    expect(parsedTexts(texts)).toEqual({ texts, errors: [] });
    expect(parsedTexts(texts).texts).toBe(texts);
  });

  test('a text that cannot be parsed shows its key and is named', () => {
    const { texts, errors } = parsedTexts({ footer: { rights: 'Alle Rechte {vorbehalten', ok: 'ok' } });
    expect(texts).toEqual({ footer: { rights: 'footer.rights', ok: 'ok' } });
    expect(errors).toEqual([{ key: 'footer.rights', problem: 'the slot at 12 is not closed' }]);
  });

  test.each(Object.keys(TEXTS))('every text of %s parses', (locale) => {
    expect(parsedTexts(TEXTS[locale as keyof typeof TEXTS]).errors).toEqual([]);
  });
});
