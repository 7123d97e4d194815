// Missing translations: which locales note them, each key once, the words unchanged.
import { describe, expect, test } from 'vitest';
import { withMissingNotes } from './missing';

describe('missing translations', () => {
  test.each([
    ['de-AT', true],
    ['fr-CH', true],
    ['nl-BE', true],
    ['de-DE', false],
    ['en-US', false],
    ['de', false],
    ['de-DE-x', false],
  ])('%s notes missing keys: %s', (locale, notes) => {
    const noted: string[] = [];
    expect(withMissingNotes({ close: 'Zu' }, locale, (key) => noted.push(key), new Set()).close).toBe('Zu');
    expect(noted).toEqual(notes ? ['close'] : []);
  });

  test('each key is noted once, nested keys by path, values unchanged', () => {
    const noted: string[] = [];
    const seen = new Set<string>();
    const texts = withMissingNotes(
      { close: 'Schließen', footer: { year: 'Jahr' } },
      'de-AT',
      (key) => noted.push(key),
      seen,
    );
    expect(texts.close).toBe('Schließen');
    expect(texts.close).toBe('Schließen');
    expect(texts.footer.year).toBe('Jahr');
    expect(noted).toEqual(['close', 'footer.year']);
    withMissingNotes({ close: 'Zu' }, 'de-AT', (key) => noted.push(key), seen).close;
    expect(noted).toEqual(['close', 'footer.year']);
  });

  test('a covered locale reads the dictionary itself and notes nothing', () => {
    const texts = { close: 'Close' };
    expect(withMissingNotes(texts, 'en-GB', () => expect.unreachable(), new Set())).toBe(texts);
  });
});
