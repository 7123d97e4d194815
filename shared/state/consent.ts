// Shared state of the cookie consent: the visitor's choice (null until chosen), what it allows per category,
// its summary, and whether the second layer (the settings dialog) is open.
import { computed, type ReadonlySignal, signal } from '@preact/signals-react';
import {
  type ConsentCategory,
  type ConsentChoice,
  type ConsentSummary,
  consentSummary,
  trackingAllowed,
} from '../domain/consent';

/** The stored choice; the consent island reads it from the cookie and writes it back when it changes. */
export const consentChoice = signal<ConsentChoice | null>(null);

/**
 * granted (every optional category), partial, declined (none) or unknown (no choice yet). Only for code that
 * needs the whole picture; tracking of one category listens to `categoryAllowed(category)`.
 */
export const consent = computed<ConsentSummary>(() => consentSummary(consentChoice.value));

const allowed = new Map<ConsentCategory, ReadonlySignal<boolean>>();

/** Whether scripts of a category may run now (necessary: always); one shared signal per category. */
export function categoryAllowed(category: ConsentCategory): ReadonlySignal<boolean> {
  let entry = allowed.get(category);
  if (!entry) {
    entry = computed(() => trackingAllowed(consentChoice.value, category));
    allowed.set(category, entry);
  }
  return entry;
}

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
