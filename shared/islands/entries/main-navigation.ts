// Island main-navigation: Flyouts from 1000 px; a route change, a click on the overlay or a narrower viewport closes the open one.
import { bindOverlay } from '../../browser/overlay';
import { MainNavigation } from '../../components/layout/MainNavigation';
import { WANDBILDER_FLAG } from '../../domain/navigation';
import { DESKTOP_QUERY } from '../../domain/viewport';
import type { MainNavigationProps } from '../../schemas/furniture-islands';
import { closeFlyout } from '../../state/flyout';
import { onOverlayDismissed } from '../../state/overlay';
import { island } from '../entry';

export default island<MainNavigationProps>({
  when: 'interaction',
  // The wall-art flyout's experiment: read when a flyout opens, in the browser.
  flags: [WANDBILDER_FLAG],
  component: MainNavigation,
  setup: () => {
    bindOverlay();
    window.addEventListener('pageshow', closeFlyout);
    window.addEventListener('popstate', closeFlyout);
    window.matchMedia(DESKTOP_QUERY).addEventListener('change', (event) => {
      if (!event.matches) closeFlyout();
    });
    onOverlayDismissed('flyout', closeFlyout);
  },
});
