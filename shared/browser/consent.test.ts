// whenConsented: a loader runs only once the choice allows its category, and only once.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ALL_DECLINED, ALL_GRANTED } from '../domain/consent';
import { chooseConsent, consentChoice } from '../state/consent';
import { whenConsented } from './consent';

afterEach(() => {
  consentChoice.value = null;
});

describe('whenConsented', () => {
  test('waits while the choice is unknown and runs once consent is granted', () => {
    const load = vi.fn();
    whenConsented('analytics', load);
    expect(load).not.toHaveBeenCalled();
    chooseConsent(ALL_GRANTED);
    expect(load).toHaveBeenCalledTimes(1);
    chooseConsent(ALL_DECLINED);
    chooseConsent(ALL_GRANTED);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('never runs when declined, nor for a category left out', () => {
    const analytics = vi.fn();
    const marketing = vi.fn();
    whenConsented('analytics', analytics);
    whenConsented('marketing', marketing);
    chooseConsent(ALL_DECLINED);
    chooseConsent({ analytics: true, marketing: false });
    expect(analytics).toHaveBeenCalledTimes(1);
    expect(marketing).not.toHaveBeenCalled();
  });

  test('runs at once when the stored choice already allows it; necessary needs no choice', () => {
    const necessary = vi.fn();
    whenConsented('necessary', necessary);
    expect(necessary).toHaveBeenCalledTimes(1);
    chooseConsent(ALL_GRANTED);
    const marketing = vi.fn();
    whenConsented('marketing', marketing);
    expect(marketing).toHaveBeenCalledTimes(1);
  });

  test('a cancelled loader does not run', () => {
    const load = vi.fn();
    const cancel = whenConsented('analytics', load);
    cancel();
    chooseConsent(ALL_GRANTED);
    expect(load).not.toHaveBeenCalled();
  });
});
