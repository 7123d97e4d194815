// Smartbanner rules: which channels promote an app, the deep link's campaign parameters,
// the dismissal cookie, and what the banner shows.
import { channelConfig } from './channel-config';
import type { Channel, Platform } from './markets';

/** Dismissal cookie; the worker leaves the banner out while it is set. */
export const SMARTBANNER_COOKIE = 'smartbannerDisabled';
/** The spec keeps the cookie "three times a constant": three periods of 30 days, i.e. 90 days. */
export const SMARTBANNER_PERIOD_SECONDS = 60 * 60 * 24 * 30;
export const SMARTBANNER_COOKIE_MAX_AGE = 3 * SMARTBANNER_PERIOD_SECONDS;
/** An app banner is for phones and tablets: it hides from the desktop width up (see viewport.ts). */
export const SMARTBANNER_HIDDEN_FROM = 'min-[1000px]:hidden';

/** Whether a site shows the app banner at all: the web platform of a channel and locale with apps. */
export function smartbannerSite(site: { channel: Channel; locale: string; platform: Platform }): boolean {
  return site.platform === 'w' && channelConfig(site.channel, site.locale).appsAvailable;
}

/** The campaign of a page path: its first segment, `home` on the root. */
function smartbannerCampaign(path: string): string {
  const first =
    path
      .split(/[?#]/)[0]
      ?.split('/')
      .find((segment) => segment !== '') ?? '';
  return first ? decodedSegment(first).toLowerCase() : 'home';
}

/** A path segment decoded; a malformed escape (`%ff`, a cut `%E0%A4%A`) stays as it came, never throws. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The app deep link with campaign parameters taken from the page path:
 * `utm_source=smartbanner&utm_medium=web&utm_campaign=<first path segment or home>`. Parameters the CMS link
 * already carries stay; the three utm ones are replaced. A link that is not http(s) is returned unchanged.
 */
export function smartbannerHref(link: string, path: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return link;
  url.searchParams.set('utm_source', 'smartbanner');
  url.searchParams.set('utm_medium', 'web');
  url.searchParams.set('utm_campaign', smartbannerCampaign(path));
  return url.toString();
}

/** Props of the smartbanner island: texts already resolved, the deep link already built. */
export interface SmartbannerProps {
  title: string;
  text: string;
  cta: string;
  closeLabel: string;
  href: string;
}
