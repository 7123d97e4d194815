// The only script a page references. It wires what every page has from the server HTML with a little DOM code
// (action bar, app banner, back-to-top, footer, consent banner, sub-navigation; the overview's "show more" where
// it is), then schedules the islands: React and an island's chunk load only when the visitor's interaction needs
// them. A prerendered page does the rest (islands, analytics, flags) only once it is shown.
import { onCookieChange, onCookieWrittenHere, readCookie } from '../shared/browser/cookies';
import { bindTracking } from '../shared/browser/track';
import { trackingConsent } from '../shared/browser/track-endpoint';
import { CONSENT_COOKIE, googleTagsAllowed, parseConsent } from '../shared/domain/consent';
import {
  ANALYTICS_INIT_ID,
  BOOT_READY_ATTR,
  ISLANDS_ADDED_EVENT,
  WAKE_ISLAND_EVENT,
} from '../shared/islands/protocol';
import { bindActionBar } from './dom/action-bar';
import { loadedAhead, whenShown } from './dom/activation';
import { bindBackToTop } from './dom/back-to-top';
import { bindConsent } from './dom/consent';
import { monitorFlags } from './dom/flag-monitor';
import { bindFooter } from './dom/footer';
import { bindPlaceholders } from './dom/placeholders';
import { bindSmartbanner } from './dom/smartbanner';
import { bindSubNavigation } from './dom/sub-navigation';
import { hydrateIsland, pageBasePath, pageFlags, scheduleIslands } from './islands';
import { startRum } from './rum';

// First, so that errors of the boot itself are reported.
startRum();
bindActionBar();
bindBackToTop();
bindSmartbanner();
bindFooter();
bindConsent(hydrateIsland);
bindSubNavigation();
bindPlaceholders();
// Events queued by islands go out as a beacon when the page is hidden.
bindTracking();
// Read now: once activated, a prerendered page no longer says it was; the choice the server saw with the request.
const ahead = loadedAhead();
const analyticsAtLoad = trackingConsent() === 'granted';
// The rest in a task of its own: a phone's main thread is free between the two halves, so the boot script makes no
// long task. The page's loader replays a click caught meanwhile once this module has run to its end.
await new Promise((resolve) => setTimeout(resolve, 0));
whenShown(() => {
  const flags = pageFlags();
  monitorFlags(flags?.evaluated ?? {});
  // The server counts a view's impressions only when it was asked with consent and not ahead of the visit. Else the
  // page counts its own: now if it was loaded ahead, or once a choice is made on it (counted only if accepted).
  if (!flags?.seen?.length || flags.unrecorded || (analyticsAtLoad && !ahead)) return;
  const count = () =>
    void import('../shared/browser/exposure').then((module) => module.countPageView(flags, pageBasePath()));
  if (ahead) return count();
  const stop = onCookieWrittenHere(CONSENT_COOKIE, () => {
    stop();
    count();
  });
});
// Page features with their own few lines, loaded only where the page has them: the overview's "show more", the
// tag manager's loader (where analytics are configured), the wishlist hearts.
const present = (selector: string) => document.querySelector(selector) !== null;
if (present('[data-show-more]')) void import('./dom/show-more').then((module) => module.bindShowMore());
// The tag manager's loader. Advanced Consent Mode: on every page, its tags held by the all-denied default until a
// choice. Basic: only once a choice allows analytics or marketing, then at once on that page; before a choice, or
// after declining, nothing of Google's loads.
const analyticsInit = document.getElementById(ANALYTICS_INIT_ID);
const advancedConsentMode = analyticsInit?.dataset.consentMode === 'advanced';
let analytics = false;
const loadAnalytics = (value?: string) => {
  if (analytics || (!advancedConsentMode && !googleTagsAllowed(parseConsent(value)))) return;
  analytics = true;
  void import('./dom/analytics').then((module) => module.bindAnalytics());
};
if (analyticsInit) {
  whenShown(() => {
    loadAnalytics(readCookie(CONSENT_COOKIE));
    if (!analytics) onCookieChange(CONSENT_COOKIE, loadAnalytics);
  });
}
if (present('[data-wishlist]')) void import('./dom/wishlist').then((module) => module.bindWishlist());
// The newsletter forms' bot check loads when a visitor first touches a form. A submit before its code is there
// (autofill and Enter) waits for it and then goes through it, so no post leaves without its token.
const NEWSLETTER_EVENTS = ['focusin', 'pointerdown', 'submit'];
let newsletterBound: Promise<void> | undefined;
const newsletter = (event: Event) => {
  const form = (event.target as Element).closest?.<HTMLFormElement>('form[data-bot-check]');
  if (!form) return;
  newsletterBound ??= import('./dom/newsletter').then((module) => {
    for (const type of NEWSLETTER_EVENTS) document.removeEventListener(type, newsletter);
    module.bindNewsletter();
  });
  if (event.type !== 'submit') return;
  event.preventDefault();
  void newsletterBound.then(() => form.requestSubmit());
};
if (present('form[data-bot-check]')) {
  for (const type of NEWSLETTER_EVENTS) document.addEventListener(type, newsletter);
}
whenShown(() => scheduleIslands());
// A part swapped in later (the live preview's story region) brings markers of its own.
document.addEventListener(ISLANDS_ADDED_EVENT, (event) => scheduleIslands(event.target as Element));
// An island may ask another to take over at once (the header's cart count after an add on the page).
document.addEventListener(WAKE_ISLAND_EVENT, (event) => hydrateIsland(String((event as CustomEvent).detail)));
document.documentElement.setAttribute(BOOT_READY_ATTR, '');
