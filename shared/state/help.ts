// Help messenger state: the launcher shows only while the messenger is not open.
// The embedded first-party messenger is a small help panel; opening it asks for the page overlay.
import { computed, signal } from '@preact/signals-react';
import { hideOverlay, onOverlayDismissed, showOverlay } from './overlay';

/** The help panel is open. */
export const messengerOpen = signal(false);

/** The floating launcher button shows only while the messenger is closed. */
export const launcherShown = computed(() => !messengerOpen.value);

export function openMessenger(): void {
  if (messengerOpen.value) return;
  messengerOpen.value = true;
  showOverlay('help');
}

export function closeMessenger(): void {
  if (!messengerOpen.value) return;
  messengerOpen.value = false;
  hideOverlay('help');
}

// A click on the page overlay closes the panel.
onOverlayDismissed('help', closeMessenger);
