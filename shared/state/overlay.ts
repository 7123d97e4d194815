// The page overlay: a dimmed layer under whatever opened it — burger, flyout, help messenger.
// Each owner asks for it by name; it shows while any owner wants it.
import { computed, signal } from '@preact/signals-react';

export type OverlayOwner = 'burger' | 'flyout' | 'help';

const owners = signal<ReadonlySet<OverlayOwner>>(new Set());

/** True while any owner wants the overlay. */
export const overlayVisible = computed(() => owners.value.size > 0);

export function showOverlay(owner: OverlayOwner): void {
  if (owners.value.has(owner)) return;
  owners.value = new Set([...owners.value, owner]);
}

export function hideOverlay(owner: OverlayOwner): void {
  if (!owners.value.has(owner)) return;
  owners.value = new Set([...owners.value].filter((entry) => entry !== owner));
}

/** The owners asking for it now (for tests and the debug view). */
export function overlayOwners(): ReadonlySet<OverlayOwner> {
  return owners.value;
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
  const current = [...owners.value];
  owners.value = new Set();
  for (const owner of current) for (const listener of dismissListeners.get(owner) ?? []) listener();
}
