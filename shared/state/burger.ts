// The burger menu's state: closed or open, and inside it the level — primary, secondary (an
// item's sub-items) or tertiary (one accordion open) — plus the primary list's remembered scroll position.
import { computed, signal } from '@preact/signals-react';

export type BurgerLevel = 'primary' | 'secondary' | 'tertiary';

/** True while the full-screen panel shows. */
export const burgerOpen = signal(false);
/** Index of the primary item whose sub-items show (secondary level), or null on the primary level. */
export const burgerActiveItem = signal<number | null>(null);
/** Index of the open accordion among the active item's sub-items (tertiary level), or null. */
export const burgerOpenAccordion = signal<number | null>(null);
/** Scroll top of the primary list when a secondary level opened; restored on the way back. */
export const burgerPrimaryScrollTop = signal(0);

/** The level shown, derived from the active item and the open accordion. */
export const burgerLevel = computed<BurgerLevel>(() => {
  if (burgerActiveItem.value === null) return 'primary';
  return burgerOpenAccordion.value === null ? 'secondary' : 'tertiary';
});

function resetLevels(): void {
  burgerActiveItem.value = null;
  burgerOpenAccordion.value = null;
  burgerPrimaryScrollTop.value = 0;
}

/** Opens the panel on the primary level. */
function openBurger(): void {
  if (burgerOpen.value) return;
  resetLevels();
  burgerOpen.value = true;
}

/** Closes the panel; the next opening starts on the primary level with nothing active or expanded. */
export function closeBurger(): void {
  burgerOpen.value = false;
  resetLevels();
}

export function toggleBurger(): void {
  if (burgerOpen.value) closeBurger();
  else openBurger();
}

/** Opens primary item `index`'s secondary level, remembering where the primary list was scrolled to. */
export function openItem(index: number, primaryScrollTop = 0): void {
  if (!burgerOpen.value || burgerActiveItem.value !== null || index < 0) return;
  burgerPrimaryScrollTop.value = Math.max(0, primaryScrollTop);
  burgerOpenAccordion.value = null;
  burgerActiveItem.value = index;
}

/** Back to the primary level; returns the scroll top to restore there. */
export function back(): number {
  burgerActiveItem.value = null;
  burgerOpenAccordion.value = null;
  return burgerPrimaryScrollTop.value;
}

/** Opens accordion `index` (closing any other) or closes it when it is the open one. */
export function toggleAccordion(index: number): void {
  if (burgerActiveItem.value === null || index < 0) return;
  burgerOpenAccordion.value = burgerOpenAccordion.value === index ? null : index;
}

/** Id of the burger's panel, which the button controls. */
export const BURGER_PANEL_ID = 'burger-panel';
