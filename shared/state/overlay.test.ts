// The page overlay by owner: shown while any owner wants it.
import { afterEach, describe, expect, test } from 'vitest';
import { hideOverlay, overlayOwners, overlayVisible, showOverlay } from './overlay';

afterEach(() => {
  for (const owner of overlayOwners()) hideOverlay(owner);
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
    expect([...overlayOwners()]).toEqual(['help']);
  });
});
