// Product block words: every language complete, option names by key or value, unknown options by value.
import { expect, test } from 'vitest';
import type { Language } from '../domain/markets';
import { optionName, PRODUCT_TEXTS } from './product-texts';

test('every language has every product text, and the photo credit names the author', () => {
  expect(Object.keys(PRODUCT_TEXTS).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl']);
  for (const texts of Object.values(PRODUCT_TEXTS)) {
    for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
    expect(texts.photoBy).toContain('{author}');
  }
});

test.each<[option: { value: string; labelTranslationKey?: string }, language: Language, name: string]>([
  [{ value: 'leinwand', labelTranslationKey: 'materials.leinwand' }, 'de', 'Leinwand'],
  [{ value: 'leinwand', labelTranslationKey: 'materials.leinwand' }, 'en', 'Canvas'],
  [{ value: 'leinwand' }, 'fr', 'Toile'],
  [{ value: 'x', labelTranslationKey: 'materials.tischkalender' }, 'nl', 'Bureaukalender'],
  [{ value: 'gold', labelTranslationKey: 'materials.unknown' }, 'it', 'Lamina oro'],
  [{ value: 'hahnemuehle' }, 'es', 'Hahnemühle Fine Art'],
  [{ value: 'neonpapier' }, 'de', 'neonpapier'],
  [{ value: 'constructor' }, 'en', 'constructor'],
])('%j in %s is %s', (option, language, name) => {
  expect(optionName(option, language)).toBe(name);
});
