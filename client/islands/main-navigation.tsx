// Main navigation island: flyouts on mouse hover from 1000 px (not on touch tablets); a route change (back/forward, page restored from the
// back-forward cache), a click on the page overlay or a viewport below 1000 px closes the open flyout.
import { MainNavigation } from '../../shared/components/layout/MainNavigation';
import { DESKTOP_QUERY } from '../../shared/domain/viewport';
import { closeFlyout } from '../../shared/state/flyout';
import { onOverlayDismissed } from '../../shared/state/overlay';
import { defineIsland } from '../hydrate';

export default defineIsland('main-navigation', MainNavigation, () => {
  window.addEventListener('pageshow', closeFlyout);
  window.addEventListener('popstate', closeFlyout);
  window.matchMedia(DESKTOP_QUERY).addEventListener('change', (event) => {
    if (!event.matches) closeFlyout();
  });
  onOverlayDismissed('flyout', closeFlyout);
});
