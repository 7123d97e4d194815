// Countdown arithmetic: remaining days, hours, minutes and seconds, never negative; the text the bar shows.
import { describe, expect, test } from 'vitest';
import { countdownText, type Remaining, remaining } from './countdown';

const END = Date.parse('2025-06-02T00:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('remaining', () => {
  test.each<[name: string, left: number, expected: Remaining]>([
    [
      'one of each',
      DAY + HOUR + MINUTE + SECOND,
      { days: 1, hours: 1, minutes: 1, seconds: 1, total: 90_061_000 },
    ],
    ['exactly one day', DAY, { days: 1, hours: 0, minutes: 0, seconds: 0, total: 86_400_000 }],
    ['just under a day', DAY - 1, { days: 0, hours: 23, minutes: 59, seconds: 59, total: 86_399_999 }],
    ['ten days', 10 * DAY + 5 * HOUR, { days: 10, hours: 5, minutes: 0, seconds: 0, total: 882_000_000 }],
    [
      '59 minutes 59 seconds',
      HOUR - SECOND,
      { days: 0, hours: 0, minutes: 59, seconds: 59, total: 3_599_000 },
    ],
    ['one second', SECOND, { days: 0, hours: 0, minutes: 0, seconds: 1, total: 1000 }],
    ['under a second', 999, { days: 0, hours: 0, minutes: 0, seconds: 0, total: 999 }],
    ['at the end', 0, { days: 0, hours: 0, minutes: 0, seconds: 0, total: 0 }],
    ['one ms after the end', -1, { days: 0, hours: 0, minutes: 0, seconds: 0, total: 0 }],
    ['a day after the end', -DAY - HOUR, { days: 0, hours: 0, minutes: 0, seconds: 0, total: 0 }],
  ])('%s', (_name, left, expected) => {
    expect(remaining(END, END - left)).toEqual(expected);
  });
});

describe('countdownText', () => {
  const UNITS = { days: 'd', hours: 'h', minutes: 'min', seconds: 's' };
  const left = (days: number, hours: number, minutes: number, seconds: number): Remaining => ({
    days,
    hours,
    minutes,
    seconds,
    total: 0,
  });

  test.each<[left: Remaining, text: string]>([
    [left(0, 0, 0, 0), '00 h 00 min 00 s'],
    [left(0, 7, 5, 9), '07 h 05 min 09 s'],
    [left(0, 23, 59, 59), '23 h 59 min 59 s'],
    [left(1, 0, 0, 0), '1 d 00 h 00 min 00 s'],
    [left(123, 10, 30, 1), '123 d 10 h 30 min 01 s'],
  ])('%j reads %s', (remainingTime, text) => {
    expect(countdownText(remainingTime, UNITS)).toBe(text);
  });
});
