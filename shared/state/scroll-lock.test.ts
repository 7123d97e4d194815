// The page scroll lock by owner: locked while any owner holds it.
import { afterEach, describe, expect, test } from 'vitest';
import { holdScrollLock, pageScrollLocked } from './scroll-lock';

afterEach(() => {
  holdScrollLock('dialog', false);
  holdScrollLock('burger', false);
});

describe('page scroll lock', () => {
  test('locked while any owner holds it', () => {
    expect(pageScrollLocked.value).toBe(false);
    holdScrollLock('burger', true);
    holdScrollLock('dialog', true);
    holdScrollLock('dialog', false);
    expect(pageScrollLocked.value).toBe(true);
    holdScrollLock('burger', false);
    expect(pageScrollLocked.value).toBe(false);
  });

  test('holding twice and releasing once frees it', () => {
    holdScrollLock('dialog', true);
    holdScrollLock('dialog', true);
    holdScrollLock('dialog', false);
    expect(pageScrollLocked.value).toBe(false);
  });
});
