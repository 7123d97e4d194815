// Mirrors the shared scroll lock onto the root element; any island may call this, the binding is made once.
import { effect } from '@preact/signals-react';
import { pageScrollLocked, SCROLL_LOCK_CLASS } from '../state/scroll-lock';

let bound = false;

export function bindScrollLock(): void {
  if (bound) return;
  bound = true;
  effect(() => {
    document.documentElement.classList.toggle(SCROLL_LOCK_CLASS, pageScrollLocked.value);
  });
}
