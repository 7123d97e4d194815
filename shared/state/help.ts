// Help messenger state: the launcher shows only while the messenger is visible and not open.
// The embedded first-party messenger is a small help panel; opening it asks for the page overlay.
import { computed, signal } from '@preact/signals-react';
import { hideOverlay, onOverlayDismissed, showOverlay } from './overlay';

/** The messenger is available on this page (the embedded one always is, unless a page hides it). */
export const messengerVisible = signal(true);
/** The help panel is open. */
export const messengerOpen = signal(false);

/** The floating launcher button shows only for a visible, closed messenger. */
export const launcherShown = computed(() => messengerVisible.value && !messengerOpen.value);

export function openMessenger(): void {
  if (!messengerVisible.value || messengerOpen.value) return;
  messengerOpen.value = true;
  showOverlay('help');
}

export function closeMessenger(): void {
  if (!messengerOpen.value) return;
  messengerOpen.value = false;
  hideOverlay('help');
}

/** Shows or hides the whole messenger; hiding it also closes an open panel. */
export function setMessengerVisible(visible: boolean): void {
  if (!visible) closeMessenger();
  messengerVisible.value = visible;
}

// A click on the page overlay closes the panel.
onOverlayDismissed('help', closeMessenger);
