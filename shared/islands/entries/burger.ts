// Island burger: while open the page scroll is locked and the overlay shows; reaching the desktop width closes it.
import { effect } from '@preact/signals-react';
import { bindOverlay } from '../../browser/overlay';
import { bindScrollLock } from '../../browser/scroll-lock';
import { BurgerMenu } from '../../components/layout/BurgerMenu';
import { DESKTOP_QUERY } from '../../domain/viewport';
import type { NoProps } from '../../schemas/furniture-islands';
import { burgerOpen, closeBurger } from '../../state/burger';
import { hideOverlay, onOverlayDismissed, showOverlay } from '../../state/overlay';
import { holdScrollLock } from '../../state/scroll-lock';
import { island } from '../entry';

export default island<NoProps>({
  when: 'interaction',
  component: BurgerMenu,
  setup: () => {
    bindScrollLock();
    bindOverlay();
    effect(() => {
      const open = burgerOpen.value;
      holdScrollLock('burger', open);
      if (open) showOverlay('burger');
      else hideOverlay('burger');
    });
    onOverlayDismissed('burger', closeBurger);
    window.matchMedia(DESKTOP_QUERY).addEventListener('change', (event) => {
      if (event.matches) closeBurger();
    });
  },
});
