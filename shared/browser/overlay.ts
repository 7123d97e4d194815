// Mirrors the shared overlay state onto the server-rendered overlay element; bound by the islands that own it
// (burger, flyouts, help), so no page loads code for it before one of them opens.
import { effect } from '@preact/signals-react';
import { dismissOverlay, overlayVisible } from '../state/overlay';

/** The dim layer's marker attribute, rendered hidden by the server. */
export const OVERLAY_ATTR = 'data-page-overlay';

let bound = false;

export function bindOverlay(): void {
  if (bound) return;
  const overlay = document.querySelector<HTMLElement>(`[${OVERLAY_ATTR}]`);
  if (!overlay) return;
  bound = true;
  overlay.addEventListener('click', dismissOverlay);
  effect(() => {
    overlay.hidden = !overlayVisible.value;
  });
}
