// The consent store: the summary and the per-category signals follow the choice, choosing closes the second layer.
import { afterEach, describe, expect, test } from 'vitest';
import { ALL_DECLINED, ALL_GRANTED } from '../domain/consent';
import {
  categoryAllowed,
  chooseConsent,
  consent,
  consentChoice,
  consentSettingsOpen,
  openConsentSettings,
} from './consent';

afterEach(() => {
  consentChoice.value = null;
  consentSettingsOpen.value = false;
});

const allowedNow = () =>
  (['necessary', 'analytics', 'marketing'] as const).map((category) => categoryAllowed(category).value);

describe('consent store', () => {
  test('unknown until the visitor chooses; only necessary scripts may run', () => {
    expect(consent.value).toBe('unknown');
    expect(allowedNow()).toEqual([true, false, false]);
  });

  test('accepting grants, declining declines, for tracking', () => {
    chooseConsent(ALL_GRANTED);
    expect(consent.value).toBe('granted');
    expect(allowedNow()).toEqual([true, true, true]);
    chooseConsent(ALL_DECLINED);
    expect(consent.value).toBe('declined');
    expect(allowedNow()).toEqual([true, false, false]);
  });

  test('marketing only is partial, not granted: analytics stays off', () => {
    chooseConsent({ analytics: false, marketing: true });
    expect(consent.value).toBe('partial');
    expect(allowedNow()).toEqual([true, false, true]);
  });

  test('one shared signal per category', () => {
    expect(categoryAllowed('analytics')).toBe(categoryAllowed('analytics'));
  });

  test('a choice saved in the second layer closes it', () => {
    openConsentSettings();
    expect(consentSettingsOpen.value).toBe(true);
    chooseConsent({ analytics: true, marketing: false });
    expect(consentSettingsOpen.value).toBe(false);
    expect(consent.value).toBe('partial');
    expect(categoryAllowed('analytics').value).toBe(true);
  });
});
