// The tag manager without React, loaded once the visitor has chosen. The data layer starts with Consent Mode's
// default (all denied), then the update from the choice; every later change of the choice pushes another update. The
// container loads from the shop's first-party subdomain once the choice allows analytics, the init payload first.
// The page carries the script URL and the payload only when analytics are configured and `tracking=0` is absent.
import { onCookieChange, readCookie } from '../../shared/browser/cookies';
import { CONSENT_COOKIE, parseConsent } from '../../shared/domain/consent';
import { consentModeUpdate } from '../../shared/domain/consent-mode';
import { ANALYTICS_INIT_ID } from '../../shared/islands/protocol';

const holder = window as unknown as { dataLayer?: unknown[] };

/** Google's `gtag()`: the tag manager reads a command only as the Arguments object of this call. */
function gtag(_command: 'consent', _action: 'default' | 'update', _state: object): void {
  holder.dataLayer ??= [];
  // biome-ignore lint/complexity/noArguments: the data layer entry must be the Arguments object, as Google's snippet pushes it
  holder.dataLayer.push(arguments);
}

export function bindAnalytics(): void {
  const data = document.getElementById(ANALYTICS_INIT_ID);
  const src = data?.dataset.src;
  if (!data || !src) return;
  const { consent, init } = JSON.parse(data.textContent ?? '{}') as { consent: object; init: object };
  gtag('consent', 'default', consent);
  let pushed = '';
  let loaded = false;
  const follow = (value: string | undefined) => {
    const choice = parseConsent(value);
    if (!choice) return;
    const update = consentModeUpdate(choice);
    // A choice written again unchanged (banner and settings both store it) is no new update.
    if (JSON.stringify(update) !== pushed) {
      pushed = JSON.stringify(update);
      gtag('consent', 'update', update);
    }
    if (loaded || !choice.analytics) return;
    loaded = true;
    holder.dataLayer?.push(init, { 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  };
  follow(readCookie(CONSENT_COOKIE));
  onCookieChange(CONSENT_COOKIE, follow);
}
