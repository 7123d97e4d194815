// Consent island: the banner while the visitor has not chosen, the settings dialog; the choice lives in the
// consent cookie (a year, synced across tabs); the page does not scroll while the dialog is open.
import { effect } from '@preact/signals-react';
import { ConsentLayer } from '../../shared/components/layout/ConsentLayer';
import { COOKIE_SETTINGS_HASH } from '../../shared/components/layout/footer/FooterBoxes';
import { consentSettingsOpen, openConsentSettings } from '../../shared/state/consent';
import { holdScrollLock } from '../../shared/state/scroll-lock';
import { bindConsentCookie } from '../consent';
import { defineIsland } from '../hydrate';
import { bindScrollLock } from '../scroll-lock';

export default defineIsland('consent', ConsentLayer, () => {
  bindConsentCookie();
  bindScrollLock();
  effect(() => holdScrollLock('consent', consentSettingsOpen.value));
  // A link to the cookie settings from elsewhere (another page, an e-mail) opens the second layer.
  if (location.hash === COOKIE_SETTINGS_HASH) openConsentSettings();
});
