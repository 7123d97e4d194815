// Consent cookie values, categories and what a stored choice allows.
import { describe, expect, test } from 'vitest';
import {
  ALL_DECLINED,
  ALL_GRANTED,
  type ConsentChoice,
  flagSdkConsent,
  googleTagsAllowed,
  parseConsent,
  serializeConsent,
  trackingAllowed,
} from './consent';

const ANALYTICS_ONLY: ConsentChoice = { analytics: true, marketing: false };
const MARKETING_ONLY: ConsentChoice = { analytics: false, marketing: true };

describe('consent cookie', () => {
  test.each([
    ['granted', ALL_GRANTED],
    ['declined', ALL_DECLINED],
    ['custom:analytics', ANALYTICS_ONLY],
    ['custom:marketing', MARKETING_ONLY],
    [' granted ', ALL_GRANTED],
    [undefined, null],
    ['', null],
    ['yes', null],
    ['GRANTED', null],
    ['custom:analytics,tracking', null],
  ])('%j is read as %j', (value, choice) => {
    expect(parseConsent(value)).toEqual(choice);
  });

  test.each([ALL_GRANTED, ALL_DECLINED, ANALYTICS_ONLY, MARKETING_ONLY])('%j round-trips', (choice) => {
    expect(parseConsent(serializeConsent(choice))).toEqual(choice);
  });

  test('every category allowed is written as granted, none as declined', () => {
    expect(serializeConsent(ALL_GRANTED)).toBe('granted');
    expect(serializeConsent(ALL_DECLINED)).toBe('declined');
    expect(serializeConsent(ANALYTICS_ONLY)).toBe('custom:analytics');
  });
});

describe('what a choice allows', () => {
  test.each([
    [null, 'necessary', true],
    [null, 'analytics', false],
    [null, 'marketing', false],
    [ALL_DECLINED, 'necessary', true],
    [ALL_DECLINED, 'analytics', false],
    [ALL_GRANTED, 'marketing', true],
    [ANALYTICS_ONLY, 'analytics', true],
    [ANALYTICS_ONLY, 'marketing', false],
  ] as const)('%j allows %s: %s', (choice, category, allowed) => {
    expect(trackingAllowed(choice, category)).toBe(allowed);
  });

  test.each([
    [null, 'unknown'],
    [ALL_GRANTED, 'granted'],
    [ALL_DECLINED, 'declined'],
    [ANALYTICS_ONLY, 'granted'],
    [MARKETING_ONLY, 'declined'],
  ] as const)('%j: flag SDK consent %s', (choice, flag) => {
    expect(flagSdkConsent(choice)).toBe(flag);
  });

  test.each<[cookie: string | undefined, allowed: boolean]>([
    [undefined, false],
    ['declined', false],
    ['custom:analytics', true],
    ['custom:marketing', true],
    ['granted', true],
  ])('the choice %s lets Google’s tags run: %s', (cookie, allowed) => {
    expect(googleTagsAllowed(parseConsent(cookie))).toBe(allowed);
  });
});
