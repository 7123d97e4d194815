// Help messenger state: the launcher's visibility rule, the overlay while open, closing through the overlay.
import { afterEach, describe, expect, test } from 'vitest';
import { closeMessenger, launcherShown, messengerOpen, openMessenger } from './help';
import { dismissOverlay, hideOverlay, overlayVisible, showOverlay } from './overlay';

afterEach(() => {
  closeMessenger();
  dismissOverlay();
});

describe('help launcher', () => {
  test.each<[name: string, open: boolean, shown: boolean]>([
    ['closed', false, true],
    ['open', true, false],
  ])('%s: launcher shown is %s', (_name, open, shown) => {
    if (open) openMessenger();
    expect(launcherShown.value).toBe(shown);
  });

  test('opening shows the help overlay, closing hides it again', () => {
    openMessenger();
    expect(messengerOpen.value).toBe(true);
    expect(overlayVisible.value).toBe(true);
    closeMessenger();
    expect(messengerOpen.value).toBe(false);
    expect(overlayVisible.value).toBe(false);
  });

  test('a click on the overlay closes the panel and the other owners’ overlay', () => {
    showOverlay('flyout');
    openMessenger();
    dismissOverlay();
    expect(messengerOpen.value).toBe(false);
    expect(launcherShown.value).toBe(true);
    expect(overlayVisible.value).toBe(false);
  });

  test('closing the panel keeps the overlay of another owner', () => {
    showOverlay('burger');
    openMessenger();
    closeMessenger();
    expect(overlayVisible.value).toBe(true);
    hideOverlay('burger');
    expect(overlayVisible.value).toBe(false);
  });
});
