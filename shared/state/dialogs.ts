// Shared state of the dialogs: at most one open, same type again is a no-op, a new dialog closes the old one
// first, page scroll locked while one is open.
import { computed, signal } from '@preact/signals-react';

export const DIALOG_TYPES = ['login', 'signup', 'password-reset', 'more-formats'] as const;
export type DialogType = (typeof DIALOG_TYPES)[number];

/** The one open dialog, or null. */
export const activeDialog = signal<DialogType | null>(null);
/** The page scroll is locked while any dialog is open. */
export const scrollLocked = computed(() => activeDialog.value !== null);

/** Opens a dialog; true when it did. The open one (of another type) is closed first. */
export function openDialog(type: DialogType): boolean {
  if (activeDialog.value === type) return false;
  if (activeDialog.value !== null) closeDialog();
  activeDialog.value = type;
  return true;
}

/** Closes the open dialog, if any. */
export function closeDialog(): void {
  activeDialog.value = null;
}
