// Google's Consent Mode v2 for the tag manager: the default state every page starts with (everything denied until
// the visitor chooses) and the update a stored choice gives: analytics for analytics storage, marketing for the
// three advertising signals.
import type { ConsentChoice } from './consent';

type ConsentSignal = 'granted' | 'denied';

/** The four signals Consent Mode v2 requires, as `gtag('consent', 'update', …)` takes them. */
export interface ConsentModeState {
  analytics_storage: ConsentSignal;
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
}

/** `gtag('consent', 'default', …)`: all denied; tags wait this long (ms) for an update before they fire. */
export const CONSENT_MODE_DEFAULT: ConsentModeState & { wait_for_update: number } = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  wait_for_update: 500,
};

const signal = (allowed: boolean): ConsentSignal => (allowed ? 'granted' : 'denied');

/** `gtag('consent', 'update', …)` for a stored choice. */
export function consentModeUpdate(choice: ConsentChoice): ConsentModeState {
  const marketing = signal(choice.marketing);
  return {
    analytics_storage: signal(choice.analytics),
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
  };
}
