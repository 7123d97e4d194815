// Consent Mode v2: the default state denies every signal; a choice maps analytics to analytics storage and
// marketing to the three advertising signals.
import { describe, expect, test } from 'vitest';
import { parseConsent } from './consent';
import { CONSENT_MODE_DEFAULT, type ConsentModeState, consentModeUpdate } from './consent-mode';

const G = 'granted';
const D = 'denied';

describe('consent mode', () => {
  test('the default denies the four signals and waits 500 ms for an update', () => {
    expect(CONSENT_MODE_DEFAULT).toEqual({
      analytics_storage: D,
      ad_storage: D,
      ad_user_data: D,
      ad_personalization: D,
      wait_for_update: 500,
    });
  });

  test.each<[cookie: string, update: ConsentModeState]>([
    ['granted', { analytics_storage: G, ad_storage: G, ad_user_data: G, ad_personalization: G }],
    ['declined', { analytics_storage: D, ad_storage: D, ad_user_data: D, ad_personalization: D }],
    ['custom:analytics', { analytics_storage: G, ad_storage: D, ad_user_data: D, ad_personalization: D }],
    ['custom:marketing', { analytics_storage: D, ad_storage: G, ad_user_data: G, ad_personalization: G }],
  ])('the choice %s updates to %o', (cookie, update) => {
    const choice = parseConsent(cookie);
    if (!choice) throw new Error(`${cookie} is a choice`);
    expect(consentModeUpdate(choice)).toEqual(update);
  });
});
