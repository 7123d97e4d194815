// Dialog rules as a table: one active, same type no-op, opening refused while blocked unless forced, the old dialog
// closed before the new one opens, scroll locked while any is open; and the events each change tells.
import { effect } from '@preact/signals-react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  activeDialog,
  blockDialogs,
  closeDialog,
  type DialogEvent,
  type DialogType,
  dialogsBlocked,
  onDialogEvent,
  openDialog,
  reportDialogClick,
  scrollLocked,
} from './dialogs';

let events: DialogEvent[] = [];
let stop = () => {};

beforeEach(() => {
  events = [];
  stop = onDialogEvent((event) => events.push(event));
});

afterEach(() => {
  stop();
  blockDialogs(false);
  activeDialog.value = null;
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

interface BlockCase {
  name: string;
  open: DialogType | null;
  blocked: boolean;
  request: DialogType;
  force: boolean;
  opened: boolean;
  active: DialogType | null;
}

const BLOCK_CASES: BlockCase[] = [
  {
    name: 'blocked, none open',
    open: null,
    blocked: true,
    request: 'login',
    force: false,
    opened: false,
    active: null,
  },
  {
    name: 'blocked, another open stays',
    open: 'signup',
    blocked: true,
    request: 'login',
    force: false,
    opened: false,
    active: 'signup',
  },
  {
    name: 'forced through the block',
    open: null,
    blocked: true,
    request: 'login',
    force: true,
    opened: true,
    active: 'login',
  },
  {
    name: 'forced through the block replaces',
    open: 'signup',
    blocked: true,
    request: 'login',
    force: true,
    opened: true,
    active: 'login',
  },
  {
    name: 'forced, same type still does nothing',
    open: 'login',
    blocked: true,
    request: 'login',
    force: true,
    opened: false,
    active: 'login',
  },
  {
    name: 'cleared block opens',
    open: null,
    blocked: false,
    request: 'login',
    force: false,
    opened: true,
    active: 'login',
  },
  {
    name: 'force without a block opens as usual',
    open: null,
    blocked: false,
    request: 'more-formats',
    force: true,
    opened: true,
    active: 'more-formats',
  },
];

describe('the block flag', () => {
  test.each(BLOCK_CASES)('$name', ({ open, blocked, request, force, opened, active }) => {
    activeDialog.value = open;
    blockDialogs(blocked);
    expect(openDialog(request, { force })).toBe(opened);
    expect(activeDialog.value).toBe(active);
    expect(scrollLocked.value).toBe(active !== null);
  });

  test('set and cleared: refused while set, opens once cleared; an open dialog is not closed by it', () => {
    openDialog('signup');
    blockDialogs(true);
    expect(dialogsBlocked.value).toBe(true);
    expect(activeDialog.value).toBe('signup');
    closeDialog();
    expect(openDialog('login')).toBe(false);
    blockDialogs(false);
    expect(dialogsBlocked.value).toBe(false);
    expect(openDialog('login')).toBe(true);
  });
});

describe('dialog events', () => {
  test.each<[string, () => void, DialogEvent[]]>([
    ['open from none', () => openDialog('login'), [{ kind: 'open', dialog: 'login' }]],
    [
      'close',
      () => {
        openDialog('login');
        closeDialog();
      },
      [
        { kind: 'open', dialog: 'login' },
        { kind: 'close', dialog: 'login' },
      ],
    ],
    [
      'another type switches: one event for the close and the open',
      () => {
        openDialog('login');
        openDialog('signup');
      },
      [
        { kind: 'open', dialog: 'login' },
        { kind: 'switch', dialog: 'signup', from: 'login' },
      ],
    ],
    [
      'a click inside the open dialog',
      () => {
        openDialog('login');
        reportDialogClick('login', 'submit');
      },
      [
        { kind: 'open', dialog: 'login' },
        { kind: 'click', dialog: 'login', target: 'submit' },
      ],
    ],
    [
      'the same type again tells nothing',
      () => [openDialog('login'), openDialog('login')],
      [{ kind: 'open', dialog: 'login' }],
    ],
    ['closing with none open tells nothing', () => closeDialog(), []],
    [
      'a refused opening tells nothing',
      () => {
        blockDialogs(true);
        openDialog('login');
      },
      [],
    ],
    [
      'a forced opening tells its open',
      () => {
        blockDialogs(true);
        openDialog('login', { force: true });
      },
      [{ kind: 'open', dialog: 'login' }],
    ],
    ['a click with no dialog open tells nothing', () => reportDialogClick('login', 'close'), []],
    [
      'a click in a modal that is not the open dialog tells nothing',
      () => {
        openDialog('login');
        reportDialogClick('consent-settings', 'button');
      },
      [{ kind: 'open', dialog: 'login' }],
    ],
  ])('%s', (_name, act, expected) => {
    act();
    expect(events).toEqual(expected);
  });

  test('each event comes after the state it tells of', () => {
    const seen: (DialogType | null)[] = [];
    const stopSeeing = onDialogEvent(() => seen.push(activeDialog.peek()));
    openDialog('login');
    openDialog('signup');
    closeDialog();
    stopSeeing();
    expect(seen).toEqual(['login', 'signup', null]);
  });

  test('a stopped listener hears nothing more', () => {
    stop();
    openDialog('login');
    expect(events).toEqual([]);
  });
});
