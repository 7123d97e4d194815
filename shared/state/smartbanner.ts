// Shared state of the smartbanner: dismissed in this tab (or, through the cookie bus, in another tab).
import { signal } from '@preact/signals-react';

export const smartbannerClosed = signal(false);

/** Hides the banner; the client island persists the dismissal in the cookie and tells other tabs. */
export function closeSmartbanner(): void {
  smartbannerClosed.value = true;
}
