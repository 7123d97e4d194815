// The consent banner without React: shown while there is no stored choice; accept and decline store it (a year,
// told to other tabs) and hide the banner. The settings button, any `#cookie-settings` link and that hash on
// arrival hydrate the consent island and open its settings layer.
import {
  CONSENT_BANNER_ATTR,
  CONSENT_READY_ATTR,
  hideConsentBanner,
  showConsentBanner,
} from '../../shared/browser/consent-banner';
import { onCookieWrite, readCookie, writeCookie } from '../../shared/browser/cookies';
import { flushEvents } from '../../shared/browser/track';
import {
  ALL_DECLINED,
  ALL_GRANTED,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  CONSENT_OPEN_EVENT,
  COOKIE_SETTINGS_HASH,
  type ConsentChoice,
  parseConsent,
  serializeConsent,
} from '../../shared/domain/consent';

const SETTINGS_LINK = `a[href$="${COOKIE_SETTINGS_HASH}"], [data-consent-open]`;

export function bindConsent(hydrateIsland: (name: string) => Promise<void>): void {
  const banner = document.querySelector<HTMLElement>(`[${CONSENT_BANNER_ATTR}]`);
  if (!banner) return;
  const openSettings = () =>
    void hydrateIsland('consent').then(() => document.dispatchEvent(new Event(CONSENT_OPEN_EVENT)));
  const choose = (choice: ConsentChoice) => {
    writeCookie(CONSENT_COOKIE, serializeConsent(choice), CONSENT_MAX_AGE);
    // Granting starts sending what was queued; declining drops it.
    flushEvents();
    hideConsentBanner();
  };
  if (!parseConsent(readCookie(CONSENT_COOKIE))) showConsentBanner(banner);
  document.documentElement.setAttribute(CONSENT_READY_ATTR, '');
  banner.querySelector('[data-consent-accept]')?.addEventListener('click', () => choose(ALL_GRANTED));
  banner.querySelector('[data-consent-decline]')?.addEventListener('click', () => choose(ALL_DECLINED));
  onCookieWrite(CONSENT_COOKIE, (value) => {
    if (parseConsent(value)) hideConsentBanner();
  });
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target.closest(SETTINGS_LINK) : null;
    if (!target) return;
    event.preventDefault();
    openSettings();
  });
  // The hash set by another page or an e-mail, or later by script.
  const openOnHash = () => {
    if (location.hash === COOKIE_SETTINGS_HASH) openSettings();
  };
  window.addEventListener('hashchange', openOnHash);
  openOnHash();
}
