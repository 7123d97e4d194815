// Dialog rules as a table: one active, same type no-op, block flag unless forced, the old
// dialog closed before the new one opens, scroll locked while any is open.
import { effect } from '@preact/signals-react';
import { afterEach, describe, expect, test } from 'vitest';
import {
  activeDialog,
  closeDialog,
  type DialogType,
  dialogBlocked,
  openDialog,
  scrollLocked,
} from './dialogs';

afterEach(() => {
  closeDialog();
  dialogBlocked.value = false;
});

interface Case {
  name: string;
  open: DialogType | null;
  blocked: boolean;
  request: DialogType;
  force: boolean;
  opened: boolean;
  active: DialogType | null;
}

const CASES: Case[] = [
  {
    name: 'opens from none',
    open: null,
    blocked: false,
    request: 'login',
    force: false,
    opened: true,
    active: 'login',
  },
  {
    name: 'same type again does nothing',
    open: 'login',
    blocked: false,
    request: 'login',
    force: false,
    opened: false,
    active: 'login',
  },
  {
    name: 'same type forced does nothing',
    open: 'signup',
    blocked: false,
    request: 'signup',
    force: true,
    opened: false,
    active: 'signup',
  },
  {
    name: 'blocked refuses',
    open: null,
    blocked: true,
    request: 'login',
    force: false,
    opened: false,
    active: null,
  },
  {
    name: 'blocked refuses a switch',
    open: 'login',
    blocked: true,
    request: 'signup',
    force: false,
    opened: false,
    active: 'login',
  },
  {
    name: 'blocked but forced opens',
    open: null,
    blocked: true,
    request: 'password-reset',
    force: true,
    opened: true,
    active: 'password-reset',
  },
  {
    name: 'another type replaces',
    open: 'signup',
    blocked: false,
    request: 'login',
    force: false,
    opened: true,
    active: 'login',
  },
  {
    name: 'blocked, forced switch replaces',
    open: 'login',
    blocked: true,
    request: 'signup',
    force: true,
    opened: true,
    active: 'signup',
  },
];

describe('openDialog', () => {
  test.each(CASES)('$name', ({ open, blocked, request, force, opened, active }) => {
    activeDialog.value = open;
    dialogBlocked.value = blocked;
    expect(openDialog(request, { force })).toBe(opened);
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
