// The tag manager without React: loaded from the shop's first-party subdomain once the visitor's consent allows
// analytics (at once when it already does, else when they choose), with the data layer's init payload first.
// The page carries the script URL and the payload only when analytics are configured and `tracking=0` is absent.
import { onCookieChange, readCookie } from '../../shared/browser/cookies';
import { CONSENT_COOKIE, parseConsent, trackingAllowed } from '../../shared/domain/consent';
import { ANALYTICS_INIT_ID } from '../../shared/islands/protocol';

type DataLayer = Record<string, unknown>[];

export function bindAnalytics(): void {
  const data = document.getElementById(ANALYTICS_INIT_ID);
  const src = data?.dataset.src;
  if (!data || !src) return;
  const init = JSON.parse(data.textContent ?? '{}') as Record<string, unknown>;
  let loaded = false;
  const load = () => {
    if (loaded || !trackingAllowed(parseConsent(readCookie(CONSENT_COOKIE)), 'analytics')) return;
    loaded = true;
    const holder = window as unknown as { dataLayer?: DataLayer };
    holder.dataLayer ??= [];
    holder.dataLayer.push(init, { 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  };
  load();
  onCookieChange(CONSENT_COOKIE, load);
}
