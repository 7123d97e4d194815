// The flyout state: one hovered item at a time, the page overlay shown exactly while one is open.
import { afterEach, describe, expect, test } from 'vitest';
import { closeFlyout, hoveredItem, openFlyout } from './flyout';
import { dismissOverlay, hideOverlay, overlayVisible, showOverlay } from './overlay';

afterEach(() => {
  closeFlyout();
  dismissOverlay();
});

describe('flyout state', () => {
  test('mouse over sets the hovered item and shows the overlay for the flyout', () => {
    openFlyout(2);
    expect(hoveredItem.value).toBe(2);
    expect(overlayVisible.value).toBe(true);
    hideOverlay('flyout');
    expect(overlayVisible.value).toBe(false);
  });

  test('hovering another item switches the flyout, the overlay stays', () => {
    openFlyout(0);
    openFlyout(3);
    expect(hoveredItem.value).toBe(3);
    expect(overlayVisible.value).toBe(true);
  });

  test('leave or route change clears the item and the overlay', () => {
    openFlyout(1);
    closeFlyout();
    expect(hoveredItem.value).toBeNull();
    expect(overlayVisible.value).toBe(false);
  });

  test('closing leaves the overlay of other owners alone', () => {
    showOverlay('burger');
    openFlyout(1);
    closeFlyout();
    closeFlyout();
    expect(overlayVisible.value).toBe(true);
    hideOverlay('burger');
    expect(overlayVisible.value).toBe(false);
  });
});
