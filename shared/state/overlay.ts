// The page overlay: a dimmed layer under whatever opened it — burger, flyout, help messenger.
// Each owner asks for it by name; it shows while any owner wants it.
import { ownerSet } from './owner-set';

export type OverlayOwner = 'burger' | 'flyout' | 'help';

const owners = ownerSet<OverlayOwner>();

/** True while any owner wants the overlay. */
export const overlayVisible = owners.held;

export function showOverlay(owner: OverlayOwner): void {
  owners.hold(owner, true);
}

export function hideOverlay(owner: OverlayOwner): void {
  owners.hold(owner, false);
}

type DismissListener = () => void;
const dismissListeners = new Map<OverlayOwner, Set<DismissListener>>();

/** Lets an owner hear a click on the overlay (burger, flyout, help close themselves); returns the unsubscribe. */
export function onOverlayDismissed(owner: OverlayOwner, listener: DismissListener): () => void {
  const listeners = dismissListeners.get(owner) ?? new Set<DismissListener>();
  dismissListeners.set(owner, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor clicked the overlay: every current owner is told to close, and the overlay hides. */
export function dismissOverlay(): void {
  for (const owner of owners.releaseAll())
    for (const listener of dismissListeners.get(owner) ?? []) listener();
}
