// Photobox words: every language complete with its placeholders; the quantity text and its current-of-total variant
// in each language, with the plural form and the locale's numbers; the frame phrase and the company name.
import { describe, expect, test } from 'vitest';
import type { Language } from '../domain/markets';
import { PHOTOBOX_TEXTS, printedByText, quantityText } from './photobox-texts';
import { fillPlaceholders } from './placeholders';

test('every language has every text, each with the placeholders it stands for', () => {
  expect(Object.keys(PHOTOBOX_TEXTS).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl']);
  for (const texts of Object.values(PHOTOBOX_TEXTS)) {
    for (const template of [texts.quantity.one, texts.quantity.other]) {
      expect(template).toContain('[QUANTITY]');
      expect(template).toContain('[FORMAT]');
    }
    for (const template of [texts.progress.one, texts.progress.other])
      expect(template).toMatch(/\[CURRENT_QUANTITY\].*\[QUANTITY\].*\[FORMAT\]/);
    expect(texts.printedBy).toContain('[COMPANY_NAME]');
    expect(texts.frameWithMat.trim()).not.toBe('');
  }
});

describe('quantityText', () => {
  test.each<[Language, string, number, string, string]>([
    ['de', 'de-DE', 50, '15 × 10 cm', '50 Fotos im Format 15 × 10 cm'],
    ['de', 'de-CH', 1, '13 × 9 cm', '1 Foto im Format 13 × 9 cm'],
    ['en', 'en-GB', 100, '15 × 10 cm', '100 photos in format 15 × 10 cm'],
    ['en', 'en-US', 50, '6 × 4 in', '50 photos in format 6 × 4 in'],
    ['en', 'en-US', 1, '5 × 3.5 in', '1 photo in format 5 × 3.5 in'],
    ['fr', 'fr-CH', 50, '15 × 10 cm', '50 photos au format 15 × 10 cm'],
    ['it', 'it-IT', 50, '15 × 10 cm', '50 foto in formato 15 × 10 cm'],
    ['es', 'es-ES', 1, '15 × 10 cm', '1 foto en formato 15 × 10 cm'],
    ['nl', 'nl-BE', 100, '18 × 13 cm', "100 foto's in formaat 18 × 13 cm"],
    ['de', 'de-DE', 1000, '10 × 10 cm', '1.000 Fotos im Format 10 × 10 cm'],
  ])('%s (%s): %i in %s', (language, locale, quantity, format, expected) => {
    expect(quantityText({ language, locale }, { quantity, format })).toBe(expected);
  });

  test.each<[Language, string, number, number, string]>([
    ['de', 'de-DE', 12, 50, '12 von 50 Fotos im Format 15 × 10 cm'],
    ['en', 'en-US', 0, 50, '0 of 50 photos in format 15 × 10 cm'],
    ['fr', 'fr-FR', 1, 1, '1 sur 1 photo au format 15 × 10 cm'],
    ['nl', 'nl-NL', 99, 100, "99 van 100 foto's in formaat 15 × 10 cm"],
  ])('%s (%s): %i of %i', (language, locale, current, quantity, expected) => {
    expect(quantityText({ language, locale }, { quantity, current, format: '15 × 10 cm' })).toBe(expected);
  });
});

test.each<[Language, string]>([
  ['de', 'Gedruckt und verpackt von kartenliebe'],
  ['en', 'Printed and packed by kartenliebe'],
])('%s: who prints', (language, expected) => {
  expect(printedByText(language, 'kartenliebe')).toBe(expected);
});

test('the frame phrase fills the frame placeholder', () => {
  expect(fillPlaceholders('Your print in a [FRAME]', { FRAME: PHOTOBOX_TEXTS.en.frameWithMat })).toBe(
    'Your print in a frame with mat',
  );
});
