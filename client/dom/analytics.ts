// The tag manager without React. The data layer starts with Consent Mode's default (all denied); the visitor's
// stored choice follows as an update before the container loads, and every later change of the choice pushes
// another, at once, on the page where it is made. The container loads from the shop's first-party subdomain, the
// init payload first: in advanced mode at once, in basic mode once a choice allows analytics or marketing. The
// page carries the script URL, the mode and the payload only when analytics are configured and `tracking=0` is
// absent.
import { onCookieChange, readCookie } from '../../shared/browser/cookies';
import { CONSENT_COOKIE, googleTagsAllowed, parseConsent } from '../../shared/domain/consent';
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
  const advanced = data.dataset.consentMode === 'advanced';
  const { consent, init } = JSON.parse(data.textContent ?? '{}') as { consent: object; init: object };
  gtag('consent', 'default', consent);
  let pushed = '';
  let loaded = false;
  const load = () => {
    loaded = true;
    holder.dataLayer?.push(init, { 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  };
  const follow = (value: string | undefined) => {
    const choice = parseConsent(value);
    if (choice) {
      const update = consentModeUpdate(choice);
      // A choice written again unchanged (banner and settings both store it) is no new update.
      if (JSON.stringify(update) !== pushed) {
        pushed = JSON.stringify(update);
        gtag('consent', 'update', update);
      }
    }
    if (!loaded && (advanced || googleTagsAllowed(choice))) load();
  };
  follow(readCookie(CONSENT_COOKIE));
  onCookieChange(CONSENT_COOKIE, follow);
}
