// The page overlay by owner: shown while any owner wants it.
import { afterEach, describe, expect, test } from 'vitest';
import { dismissOverlay, hideOverlay, overlayVisible, showOverlay } from './overlay';

afterEach(() => {
  dismissOverlay();
});

describe('page overlay', () => {
  test('shows while any owner wants it', () => {
    showOverlay('flyout');
    showOverlay('burger');
    hideOverlay('flyout');
    expect(overlayVisible.value).toBe(true);
    hideOverlay('burger');
    expect(overlayVisible.value).toBe(false);
  });

  test('hiding an owner that never asked changes nothing', () => {
    showOverlay('help');
    hideOverlay('burger');
    expect(overlayVisible.value).toBe(true);
    hideOverlay('help');
    expect(overlayVisible.value).toBe(false);
  });
});
