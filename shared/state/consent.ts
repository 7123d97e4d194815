// Shared state of the cookie consent: the visitor's choice (null until chosen), the spec's status for tracking
// and experiment code, and whether the second layer (the settings dialog) is open.
import { computed, signal } from '@preact/signals-react';
import { type ConsentChoice, type ConsentStatus, consentStatus, flagSdkConsent } from '../domain/consent';

/** The stored choice; the consent island reads it from the cookie and writes it back when it changes. */
export const consentChoice = signal<ConsentChoice | null>(null);
/** granted, declined or unknown: what tracking and experiment code listen to. */
export const consent = computed<ConsentStatus>(() => consentStatus(consentChoice.value));
/** The consent to hand to the flag SDK (see `flagSdkConsent`). */
export const flagConsent = computed<ConsentStatus>(() => flagSdkConsent(consentChoice.value));
/** The settings dialog (the consent second layer) is open. */
export const consentSettingsOpen = signal(false);

/** Stores the visitor's choice and closes the second layer. */
export function chooseConsent(choice: ConsentChoice): void {
  consentChoice.value = choice;
  consentSettingsOpen.value = false;
}

export function openConsentSettings(): void {
  consentSettingsOpen.value = true;
}

export function closeConsentSettings(): void {
  consentSettingsOpen.value = false;
}
