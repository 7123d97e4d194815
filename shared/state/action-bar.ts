// Shared state of the action bars: which bar ids the visitor dismissed in this tab (or another tab).
import { signal } from '@preact/signals-react';

export const dismissedBars = signal<ReadonlySet<string>>(new Set());

/** Marks a bar dismissed; the client persists it in a cookie and tells other tabs. */
export function dismissBar(id: string): void {
  if (dismissedBars.value.has(id)) return;
  dismissedBars.value = new Set([...dismissedBars.value, id]);
}
