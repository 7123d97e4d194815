// Calendars, photobooks and collages: start and accessory rules, labels, categories per channel and locale.
import { describe, expect, test } from 'vitest';
import { CALENDAR_MOUNTINGS, calendarAccessory, calendarStart } from './calendars';
import { COLLAGE_MATERIALS } from './collages';
import { formatLabel } from './formats';
import { photobookCategories } from './photobooks';

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
  test.each<[format: string, cm: string, inch: string]>([
    ['200-200', '20 × 20 cm', '8 × 8 in'],
    ['300-300', '30 × 30 cm', '12 × 12 in'],
    ['a4-quer', 'A4 ↔', 'A4 ↔'],
    ['a5-hoch', 'A5 ↕', 'A5 ↕'],
  ])('%s reads %s, or %s', (format, cm, inch) => {
    expect(formatLabel(format, 'cm')).toBe(cm);
    expect(formatLabel(format, 'in')).toBe(inch);
  });

  /** Every design category id: 1 weddings, 41 to 45 the licensed ones, 50 guest books, 51 condolence books. */
  const ALL = [1, 2, 3, 4, 5, 8, 9, 10, 12, 15, 16, 18, 20, 22, 41, 42, 43, 45, 50, 51];

  test('en-GB has no Disney, Star Wars, Mickey Mouse or Spider-Man category; other locales have all', () => {
    expect(photobookCategories('kartenliebe', 'de-DE')).toEqual(ALL);
    expect(photobookCategories('kartenliebe', 'en-US')).toEqual(ALL);
    const uk = photobookCategories('kartenliebe', 'en-GB');
    expect(ALL.filter((id) => !uk.includes(id))).toEqual([41, 42, 43, 45]);
  });

  test('guest books and condolence books are offered on the card channel alone', () => {
    expect(photobookCategories('kartenliebe', 'de-DE')).toEqual(expect.arrayContaining([50, 51]));
    const poster = photobookCategories('poster', 'de-DE');
    expect(poster).not.toContain(50);
    expect(poster).not.toContain(51);
    expect(poster).toContain(1);
  });
});

test('collages: materials', () => {
  expect(COLLAGE_MATERIALS).toEqual(['canvas', 'poster', 'framed-poster', 'mixed']);
});
