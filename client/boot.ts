// The only script a page references. It wires what every page has from the server HTML with a little DOM code
// (action bar, back-to-top, footer, consent banner, sub-navigation; the overview's "show more" where it is), then schedules the islands: React and an
// island's chunk load only when the visitor's interaction needs them.
import { bindTracking } from '../shared/browser/track';
import { ANALYTICS_INIT_ID, BOOT_READY_ATTR } from '../shared/islands/protocol';
import { bindActionBar } from './dom/action-bar';
import { bindBackToTop } from './dom/back-to-top';
import { bindConsent } from './dom/consent';
import { monitorFlags } from './dom/flag-monitor';
import { bindFooter } from './dom/footer';
import { bindSubNavigation } from './dom/sub-navigation';
import { hydrateIsland, pageTreatments, scheduleIslands } from './islands';

bindActionBar();
bindBackToTop();
bindFooter();
bindConsent(hydrateIsland);
bindSubNavigation();
// Events queued by islands go out as a beacon when the page is hidden.
bindTracking();
monitorFlags(pageTreatments());
// Only the products overview has "show more": its few lines load on that page alone.
if (document.querySelector('[data-show-more]')) {
  void import('./dom/show-more').then((module) => module.bindShowMore());
}
// The tag manager's loader, where analytics are configured for the page.
if (document.getElementById(ANALYTICS_INIT_ID)) {
  void import('./dom/analytics').then((module) => module.bindAnalytics());
}
// The newsletter forms' bot check: its few lines load when a visitor first touches a form.
const newsletter = (event: Event) => {
  if (!(event.target as Element | null)?.closest?.('form[data-bot-check]')) return;
  document.removeEventListener('focusin', newsletter);
  document.removeEventListener('pointerdown', newsletter);
  void import('./dom/newsletter').then((module) => module.bindNewsletter());
};
if (document.querySelector('form[data-bot-check]')) {
  document.addEventListener('focusin', newsletter);
  document.addEventListener('pointerdown', newsletter);
}
// The wishlist hearts, on pages with product tiles of a channel that has a wishlist.
if (document.querySelector('[data-wishlist]')) {
  void import('./dom/wishlist').then((module) => module.bindWishlist());
}
scheduleIslands();
document.documentElement.setAttribute(BOOT_READY_ATTR, '');
