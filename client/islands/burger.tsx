// Burger island: the menu's button and panel; while open the page scroll is locked and the overlay shows, and
// reaching the desktop width (where the main navigation shows) closes it.
import { effect } from '@preact/signals-react';
import { BurgerMenu } from '../../shared/components/layout/BurgerMenu';
import { DESKTOP_QUERY } from '../../shared/domain/viewport';
import { burgerOpen, closeBurger } from '../../shared/state/burger';
import { hideOverlay, onOverlayDismissed, showOverlay } from '../../shared/state/overlay';
import { holdScrollLock } from '../../shared/state/scroll-lock';
import { defineIsland } from '../hydrate';
import { bindScrollLock } from '../scroll-lock';

export default defineIsland('burger', BurgerMenu, () => {
  bindScrollLock();
  effect(() => {
    const open = burgerOpen.value;
    holdScrollLock('burger', open);
    if (open) showOverlay('burger');
    else hideOverlay('burger');
  });
  onOverlayDismissed('burger', closeBurger);
  const desktop = window.matchMedia(DESKTOP_QUERY);
  desktop.addEventListener('change', (event) => {
    if (event.matches) closeBurger();
  });
});
