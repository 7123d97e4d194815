// Dialog events go out as tracked events named `dialog.<kind>` with the dialog and what the event adds; the
// tag manager sees the same events under its normalised names.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { activeDialog, closeDialog, type DialogEvent, openDialog, reportDialogClick } from '../state/dialogs';
import { dialogTrackedEvent, reportDialogEvents } from './dialog-events';

describe('dialogTrackedEvent', () => {
  test.each<[DialogEvent, string, Record<string, string>]>([
    [{ kind: 'open', dialog: 'login' }, 'dialog.open', { dialog: 'login' }],
    [{ kind: 'close', dialog: 'more-formats' }, 'dialog.close', { dialog: 'more-formats' }],
    [
      { kind: 'switch', dialog: 'signup', from: 'login' },
      'dialog.switch',
      { dialog: 'signup', from: 'login' },
    ],
    [
      { kind: 'click', dialog: 'password-reset', target: 'submit' },
      'dialog.click',
      { dialog: 'password-reset', target: 'submit' },
    ],
  ])('%o is %s', (event, eventType, properties) => {
    expect(dialogTrackedEvent(event)).toEqual({ eventType, properties });
  });
});

describe('reportDialogEvents', () => {
  let layer: Record<string, unknown>[];
  beforeEach(() => {
    layer = [];
    vi.stubGlobal('window', { dataLayer: layer });
  });
  afterEach(() => {
    activeDialog.value = null;
    vi.unstubAllGlobals();
  });

  test('every dialog event is tracked once, however many islands start the reporting', () => {
    reportDialogEvents();
    reportDialogEvents();
    openDialog('login');
    reportDialogClick('login', 'button');
    openDialog('signup');
    closeDialog();
    expect(layer).toEqual([
      { event: 'dialog_open', value: null, dialog: 'login' },
      { event: 'dialog_click', value: null, dialog: 'login', target: 'button' },
      { event: 'dialog_switch', value: null, dialog: 'signup', from: 'login' },
      { event: 'dialog_close', value: null, dialog: 'signup' },
    ]);
  });
});
