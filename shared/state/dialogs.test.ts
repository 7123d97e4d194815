// Dialog rules as a table: one active, same type no-op, the old dialog closed before the new one opens, scroll
// locked while any is open.
import { effect } from '@preact/signals-react';
import { afterEach, describe, expect, test } from 'vitest';
import { activeDialog, closeDialog, type DialogType, openDialog, scrollLocked } from './dialogs';

afterEach(() => {
  closeDialog();
});

interface Case {
  name: string;
  open: DialogType | null;
  request: DialogType;
  opened: boolean;
  active: DialogType | null;
}

const CASES: Case[] = [
  { name: 'opens from none', open: null, request: 'login', opened: true, active: 'login' },
  { name: 'same type again does nothing', open: 'login', request: 'login', opened: false, active: 'login' },
  { name: 'another type replaces', open: 'signup', request: 'login', opened: true, active: 'login' },
];

describe('openDialog', () => {
  test.each(CASES)('$name', ({ open, request, opened, active }) => {
    activeDialog.value = open;
    expect(openDialog(request)).toBe(opened);
    expect(activeDialog.value).toBe(active);
  });

  test('a new dialog closes the old one first', () => {
    const seen: (DialogType | null)[] = [];
    openDialog('signup');
    const dispose = effect(() => {
      seen.push(activeDialog.value);
    });
    openDialog('login');
    dispose();
    expect(seen).toEqual(['signup', null, 'login']);
  });
});

describe('closeDialog and scroll lock', () => {
  test.each<[DialogType | null, boolean]>([
    [null, false],
    ['login', true],
    ['signup', true],
    ['password-reset', true],
  ])('%s open -> scroll locked %s', (open, locked) => {
    activeDialog.value = open;
    expect(scrollLocked.value).toBe(locked);
  });

  test('closing unlocks the scroll; closing again is harmless', () => {
    openDialog('login');
    closeDialog();
    expect(activeDialog.value).toBeNull();
    expect(scrollLocked.value).toBe(false);
    closeDialog();
    expect(activeDialog.value).toBeNull();
  });
});
