// Shared state of the main navigation's flyout: the hovered item is set on mouse over and
// cleared on mouse leave or route change; while an item is open the page overlay shows for the flyout.
import { signal } from '@preact/signals-react';
import { hideOverlay, showOverlay } from './overlay';

/** Index (among the visible main navigation items) of the item whose flyout is open, or null. */
export const hoveredItem = signal<number | null>(null);

/** Opens an item's flyout (closing any other) and asks for the page overlay. */
export function openFlyout(index: number): void {
  hoveredItem.value = index;
  showOverlay('flyout');
}

/** Closes the open flyout, if any, and gives up the overlay. */
export function closeFlyout(): void {
  if (hoveredItem.value === null) return;
  hoveredItem.value = null;
  hideOverlay('flyout');
}
