// Shared state of the dialogs: at most one open, same type again is a no-op, opening is refused while the block
// flag is set unless forced, a new dialog closes the old one first, page scroll locked while one is open. Every
// change is told to the listeners as one event: open, close, switch, and a click inside the open dialog.
import { computed, signal } from '@preact/signals-react';

export const DIALOG_TYPES = ['login', 'signup', 'password-reset', 'more-formats'] as const;
export type DialogType = (typeof DIALOG_TYPES)[number];

/** The one open dialog, or null. */
export const activeDialog = signal<DialogType | null>(null);
/** While set, no dialog opens unless the opening is forced. */
export const dialogsBlocked = signal(false);
/** The page scroll is locked while any dialog is open. */
export const scrollLocked = computed(() => activeDialog.value !== null);

/**
 * What happened to the dialogs: one opened while none was (`open`), the open one closed (`close`), one took the
 * open one's place (`switch`: `from` closed and `dialog` opened, one event for both), or a button or link inside
 * the open dialog was clicked (`click`, `target` names it).
 */
export type DialogEvent =
  | { kind: 'open'; dialog: DialogType }
  | { kind: 'close'; dialog: DialogType }
  | { kind: 'switch'; dialog: DialogType; from: DialogType }
  | { kind: 'click'; dialog: DialogType; target: string };

export const DIALOG_EVENT_KINDS = ['open', 'close', 'switch', 'click'] as const;

const listeners = new Set<(event: DialogEvent) => void>();
/** Events before anyone listens (a dialog's code, which reports them, loads when it first opens): a few kept. */
const early: DialogEvent[] = [];

/** Calls `listener` with the events kept so far and every dialog event from now on; the returned function stops it. */
export function onDialogEvent(listener: (event: DialogEvent) => void): () => void {
  listeners.add(listener);
  for (const event of early.splice(0)) listener(event);
  return () => listeners.delete(listener);
}

function emit(event: DialogEvent): void {
  if (listeners.size === 0 && early.length < 8) early.push(event);
  for (const listener of listeners) listener(event);
}

/**
 * Opens a dialog; true when it did. The same type again does nothing; while dialogs are blocked nothing opens
 * unless `force` is set. The open one (of another type) is closed first.
 */
export function openDialog(type: DialogType, options: { force?: boolean } = {}): boolean {
  // Read without subscribing: an effect that opens a dialog must not rerun when one opens.
  const current = activeDialog.peek();
  if (current === type) return false;
  if (dialogsBlocked.peek() && !options.force) return false;
  if (current !== null) activeDialog.value = null;
  activeDialog.value = type;
  emit(current === null ? { kind: 'open', dialog: type } : { kind: 'switch', dialog: type, from: current });
  return true;
}

/** Closes the open dialog, if any. */
export function closeDialog(): void {
  const current = activeDialog.peek();
  if (current === null) return;
  activeDialog.value = null;
  emit({ kind: 'close', dialog: current });
}

/** Sets or clears the block flag; an open dialog stays open. */
export function blockDialogs(blocked: boolean): void {
  dialogsBlocked.value = blocked;
}

/** Reports a click on `target` inside the dialog `kind`, when that is the open dialog (another modal is not one). */
export function reportDialogClick(kind: string, target: string): void {
  const current = activeDialog.peek();
  if (current !== null && current === kind) emit({ kind: 'click', dialog: current, target });
}
