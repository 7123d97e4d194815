// The consent cookie in the browser: read into the shared consent store, written back when the visitor chooses,
// synced across tabs.
import { effect } from '@preact/signals-react';
import { CONSENT_COOKIE, CONSENT_MAX_AGE, parseConsent, serializeConsent } from '../domain/consent';
import { consentChoice } from '../state/consent';
import { onCookieWrite, readCookie, writeCookie } from './cookies';

let bound = false;

/** Mirrors the consent cookie into the store and back (once per page). */
export function bindConsentCookie(): void {
  if (bound) return;
  bound = true;
  consentChoice.value = parseConsent(readCookie(CONSENT_COOKIE));
  onCookieWrite(CONSENT_COOKIE, (value) => {
    consentChoice.value = parseConsent(value);
  });
  effect(() => {
    const choice = consentChoice.value;
    if (!choice) return;
    const value = serializeConsent(choice);
    if (readCookie(CONSENT_COOKIE) !== value) writeCookie(CONSENT_COOKIE, value, CONSENT_MAX_AGE);
  });
}
