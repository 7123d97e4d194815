// Consent island: the banner while the visitor has not chosen, the settings dialog; the choice lives in the
// consent cookie (a year, synced across tabs); the page does not scroll while the dialog is open. Any link to
// `#cookie-settings` (footer, burger, rich text) opens the second layer instead of navigating.
import { effect } from '@preact/signals-react';
import { ConsentLayer } from '../../shared/components/layout/ConsentLayer';
import { COOKIE_SETTINGS_HASH } from '../../shared/domain/consent';
import { consentSettingsOpen, openConsentSettings } from '../../shared/state/consent';
import { holdScrollLock } from '../../shared/state/scroll-lock';
import { bindConsentCookie } from '../consent';
import { defineIsland } from '../hydrate';
import { bindScrollLock } from '../scroll-lock';

const SETTINGS_LINK = `a[href$="${COOKIE_SETTINGS_HASH}"]`;

/** A plain click on a cookie-settings link anywhere on the page opens the second layer. */
function onDocumentClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest(SETTINGS_LINK) : null;
  if (!link) return;
  event.preventDefault();
  openConsentSettings();
}

function openOnHash(): void {
  if (location.hash === COOKIE_SETTINGS_HASH) openConsentSettings();
}

export default defineIsland('consent', ConsentLayer, () => {
  bindConsentCookie();
  bindScrollLock();
  effect(() => holdScrollLock('consent', consentSettingsOpen.value));
  document.addEventListener('click', onDocumentClick);
  // The hash set before hydration, by another page or an e-mail, or later by script or a missed link.
  window.addEventListener('hashchange', openOnHash);
  openOnHash();
});
