// The page scroll lock: dialogs, the burger menu and the consent settings each ask for it; the page stays
// locked while any owner holds it, so closing one never unlocks the page under another.
import { computed, signal } from '@preact/signals-react';

export type ScrollLockOwner = 'dialog' | 'burger' | 'consent';

/** The root class that stops the page from scrolling. */
export const SCROLL_LOCK_CLASS = 'overflow-hidden';

const holders = signal<ReadonlySet<ScrollLockOwner>>(new Set());

/** True while any owner holds the lock. */
export const pageScrollLocked = computed(() => holders.value.size > 0);

/** Takes (`locked`) or releases the lock for one owner. */
export function holdScrollLock(owner: ScrollLockOwner, locked: boolean): void {
  if (holders.value.has(owner) === locked) return;
  const next = new Set(holders.value);
  if (locked) next.add(owner);
  else next.delete(owner);
  holders.value = next;
}
