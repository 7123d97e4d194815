// Analytics: the tag manager's container id and where it loads from (the shop's first-party subdomain), the
// data layer's init payload, and the normalised names of analytics events.
import type { SiteContext } from './site';

/** A container id: `GTM-` or `G-`, then upper-case letters or digits. */
export const CONTAINER_ID = /^(GTM|G)-[A-Z0-9]+$/;

/** The container id, or an error naming the rule (the configuration is wrong: pages are not served with it). */
export function checkContainerId(id: string): string {
  if (!CONTAINER_ID.test(id)) {
    throw new Error(
      `ANALYTICS_CONTAINER_ID "${id}" must be GTM- or G- followed by upper-case letters or digits`,
    );
  }
  return id;
}

/** The tag manager's origin: the first-party subdomain of the shop's host (`metrics.kartenliebe.de`). */
export function analyticsOrigin(url: URL, subdomain: string): string {
  const host = url.host.replace(/^www\./, '');
  return `${url.protocol}//${subdomain}.${host}`;
}

/** The script a container loads: Tag Manager for `GTM-`, the tag for `G-`. */
export function tagManagerScript(origin: string, id: string): string {
  return id.startsWith('GTM-') ? `${origin}/gtm.js?id=${id}` : `${origin}/gtag/js?id=${id}`;
}

export interface AnalyticsInit {
  event: 'init';
  channel: string;
  country: string;
  currency: string;
  language: string;
  locale: string;
  platform: string;
  page: { uniqueIdentifier: string };
}

/** The data layer's first entry on every page. */
export function analyticsInit(
  site: Pick<SiteContext, 'channel' | 'country' | 'currency' | 'language' | 'locale' | 'platform'>,
  path: string,
): AnalyticsInit {
  const { channel, country, currency, language, locale, platform } = site;
  return {
    event: 'init',
    channel,
    country,
    currency,
    language,
    locale,
    platform,
    page: { uniqueIdentifier: path },
  };
}

/** An analytics event name: leading non-alphanumerics removed, other characters outside `\w` as `_`, 80 at most. */
export function analyticsEventName(name: string): string {
  return name
    .replace(/^[^A-Za-z0-9]+/, '')
    .replace(/[^A-Za-z0-9_]/g, '_')
    .slice(0, 80);
}
