// The consent store: status follows the choice, choosing closes the second layer.
import { afterEach, describe, expect, test } from 'vitest';
import { ALL_DECLINED, ALL_GRANTED } from '../domain/consent';
import {
  chooseConsent,
  consent,
  consentChoice,
  consentSettingsOpen,
  flagConsent,
  openConsentSettings,
} from './consent';

afterEach(() => {
  consentChoice.value = null;
  consentSettingsOpen.value = false;
});

describe('consent store', () => {
  test('unknown until the visitor chooses', () => {
    expect(consent.value).toBe('unknown');
    expect(flagConsent.value).toBe('unknown');
  });

  test('accepting grants, declining declines, for tracking and the flag SDK alike', () => {
    chooseConsent(ALL_GRANTED);
    expect([consent.value, flagConsent.value]).toEqual(['granted', 'granted']);
    chooseConsent(ALL_DECLINED);
    expect([consent.value, flagConsent.value]).toEqual(['declined', 'declined']);
  });

  test('a choice saved in the second layer closes it', () => {
    openConsentSettings();
    expect(consentSettingsOpen.value).toBe(true);
    chooseConsent({ analytics: true, marketing: false });
    expect(consentSettingsOpen.value).toBe(false);
    expect(consent.value).toBe('granted');
  });
});
