// Shared state of the cookie consent: the visitor's choice (null until chosen) and whether the second layer (the
// settings dialog) is open.
import { signal } from '@preact/signals-react';
import type { ConsentChoice } from '../domain/consent';

/** The stored choice; the consent island reads it from the cookie and writes it back when it changes. */
export const consentChoice = signal<ConsentChoice | null>(null);

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
