// The page scroll lock: dialogs, the burger menu and the consent settings each ask for it; the page stays
// locked while any owner holds it, so closing one never unlocks the page under another.
import { ownerSet } from './owner-set';

export type ScrollLockOwner = 'dialog' | 'burger' | 'consent';

/** The root class that stops the page from scrolling. */
export const SCROLL_LOCK_CLASS = 'overflow-hidden';

const holders = ownerSet<ScrollLockOwner>();

/** True while any owner holds the lock. */
export const pageScrollLocked = holders.held;

/** Takes (`locked`) or releases the lock for one owner. */
export function holdScrollLock(owner: ScrollLockOwner, locked: boolean): void {
  holders.hold(owner, locked);
}
