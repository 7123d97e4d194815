// Calendars, photobooks, photo prints, cards and collages: start and accessory rules, labels, categories per
// locale, envelope prices per country, quantity texts.
import { describe, expect, test } from 'vitest';
import { CALENDAR_MOUNTINGS, calendarAccessory, calendarStart } from './calendars';
import { CARD_REFINEMENTS, ENVELOPE_SIZES, type EnvelopeGroup, envelopePrice } from './cards';
import { COLLAGE_MATERIALS, COLLAGE_SORTS } from './collages';
import { formatLabel } from './formats';
import type { CountryCode } from './markets';
import {
  PHOTOBOOK_BINDINGS,
  PHOTOBOOK_CATEGORIES,
  PHOTOBOOK_TYPE_MEANINGS,
  PHOTOBOOK_TYPES,
  photobookCategories,
} from './photobooks';
import { fillTemplate, PHOTOPRINT_FORMATS, photoprintInchName, QUANTITY_TEXTS } from './photoboxes';

describe('calendars', () => {
  const now = new Date('2027-03-15T00:00:00Z');
  test.each<[named: Parameters<typeof calendarStart>[0], month: number, year: number]>([
    [{}, 3, 2027],
    [{ startDate: '2028-01-01' }, 1, 2028],
    [{ month: '10' }, 10, 2027],
    [{ month: '2', year: '2029', startDate: '2028-06-01' }, 2, 2029],
  ])('%j starts %i/%i', (named, month, year) => {
    expect(calendarStart(named, now)).toEqual({ month, year });
  });

  test('the accessory defaults to ohne unless the mounting is one', () => {
    const handed = CALENDAR_MOUNTINGS.map((mounting) => calendarAccessory(mounting, null));
    expect(handed).toEqual(['holzblock', 'holzfuss', 'ohne', 'ohne', 'ohne']);
    expect(calendarAccessory(null, null)).toBe('ohne');
    expect(calendarAccessory('spirale', 'holzblock')).toBe('holzblock');
  });
});

describe('photobooks', () => {
  test('every type has a meaning; bindings', () => {
    for (const type of PHOTOBOOK_TYPES) expect(PHOTOBOOK_TYPE_MEANINGS[type]).toBeTruthy();
    expect(PHOTOBOOK_BINDINGS).toEqual(['heftbindung', 'layflat', 'pur']);
  });

  test.each<[format: string, cm: string, inch: string]>([
    ['200-200', '20 × 20 cm', '8 × 8 in'],
    ['300-300', '30 × 30 cm', '12 × 12 in'],
    ['a4-quer', 'A4 ↔', 'A4 ↔'],
    ['a5-hoch', 'A5 ↕', 'A5 ↕'],
  ])('%s reads %s, or %s', (format, cm, inch) => {
    expect(formatLabel(format, 'cm')).toBe(cm);
    expect(formatLabel(format, 'in')).toBe(inch);
  });

  test('en-GB has no Disney, Star Wars, Mickey Mouse or Spider-Man category; other locales have all', () => {
    const all = Object.keys(PHOTOBOOK_CATEGORIES).map(Number);
    expect(photobookCategories('kartenliebe', 'de-DE')).toEqual(all);
    expect(photobookCategories('kartenliebe', 'en-US')).toEqual(all);
    const uk = photobookCategories('kartenliebe', 'en-GB');
    expect(uk).not.toContain(41);
    expect(all.filter((id) => !uk.includes(id)).map((id) => PHOTOBOOK_CATEGORIES[id])).toEqual([
      'disney',
      'star-wars',
      'mickey-mouse',
      'spider-man',
    ]);
  });

  test('guest books and condolence books are offered on the card channel alone', () => {
    const names = (channel: 'kartenliebe' | 'poster') =>
      photobookCategories(channel, 'de-DE').map((id) => PHOTOBOOK_CATEGORIES[id]);
    expect(names('kartenliebe')).toEqual(expect.arrayContaining(['guestbook', 'condolence-book']));
    expect(names('poster')).not.toContain('guestbook');
    expect(names('poster')).not.toContain('condolence-book');
    expect(names('poster')).toContain('wedding');
  });
});

describe('photo prints', () => {
  test('each format has its inch name', () => {
    expect(PHOTOPRINT_FORMATS.map(photoprintInchName)).toEqual([
      '4x4',
      '4x4.5',
      '5x3.5',
      '6x4',
      '7x5',
      '12x8',
    ]);
  });

  test('quantity texts fill their placeholders', () => {
    expect(fillTemplate(QUANTITY_TEXTS.quantity, { quantity: 36, format: '10 × 15 cm' })).toBe(
      '36 photos in format 10 × 15 cm',
    );
    expect(
      fillTemplate(QUANTITY_TEXTS.progress, { currentQuantity: 12, quantity: 36, format: '6 × 4 in' }),
    ).toBe('12 of 36 photos in format 6 × 4 in');
    expect(fillTemplate(QUANTITY_TEXTS.quantity, {})).toBe(QUANTITY_TEXTS.quantity);
  });
});

describe('cards', () => {
  test.each<[country: CountryCode, group: EnvelopeGroup, price: number]>([
    ['DE', 'standard', 0.95],
    ['AT', 'standard', 1.0],
    ['CH', 'standard', 1.0],
    ['DE', 'compact', 1.1],
    ['AT', 'compact', 1.5],
    ['CH', 'compact', 1.2],
    ['DE', 'large', 1.8],
    ['AT', 'large', 1.5],
    ['CH', 'large', 2.9],
    ['LI', 'large', 2.9],
    ['FR', 'large', 1.8],
  ])('%s %s envelope costs %d', (country, group, price) => {
    expect(envelopePrice(country, group)).toBe(price);
  });

  test('Austria does not pay the German envelope prices', () => {
    const groups: EnvelopeGroup[] = ['standard', 'compact', 'large'];
    expect(groups.map((group) => envelopePrice('AT', group))).not.toEqual(
      groups.map((group) => envelopePrice('DE', group)),
    );
  });

  test('envelope sizes and refinements', () => {
    expect(ENVELOPE_SIZES.C6).toEqual({ width: 162, height: 114 });
    expect(ENVELOPE_SIZES.B6).toEqual({ width: 176, height: 125 });
    expect(ENVELOPE_SIZES['DIN-lang']).toEqual({ width: 220, height: 110 });
    expect(CARD_REFINEMENTS).toContain('ohne');
  });
});

test('collages: materials and sorts', () => {
  expect(COLLAGE_MATERIALS).toEqual(['canvas', 'poster', 'framed-poster', 'mixed']);
  expect(COLLAGE_SORTS).toEqual(['popularity', 'created']);
});
