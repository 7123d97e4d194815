// The consent store: no choice until the visitor makes one; choosing stores it and closes the second layer.
import { afterEach, describe, expect, test } from 'vitest';
import {
  chooseConsent,
  closeConsentSettings,
  consentChoice,
  consentSettingsOpen,
  openConsentSettings,
} from './consent';

afterEach(() => {
  consentChoice.value = null;
  consentSettingsOpen.value = false;
});

describe('consent store', () => {
  test('unknown until the visitor chooses', () => {
    expect(consentChoice.value).toBeNull();
  });

  test('a choice saved in the second layer closes it', () => {
    openConsentSettings();
    expect(consentSettingsOpen.value).toBe(true);
    chooseConsent({ analytics: true, marketing: false });
    expect(consentSettingsOpen.value).toBe(false);
    expect(consentChoice.value).toEqual({ analytics: true, marketing: false });
  });

  test('closing the second layer without a choice leaves none', () => {
    openConsentSettings();
    closeConsentSettings();
    expect(consentSettingsOpen.value).toBe(false);
    expect(consentChoice.value).toBeNull();
  });
});
