// The shop's own pages (account, basket) and the logout: their paths, the header's links to them and where a
// logout returns to.
import type { CmsLink } from '../schemas/cms';
import { cmsLinkHref, resolveLink } from './links';
import { localizePath, type SiteContext } from './site';

/** The account page and the basket, before the site's prefix and slash rule. */
export const ACCOUNT_PATH = '/account/';
export const BASKET_PATH = '/basket/';
/** The logout form's target (POST). */
export const LOGOUT_PATH = '/account/logout';

type LinkSite = Pick<SiteContext, 'basePath' | 'trailingSlash' | 'host'>;

/**
 * The header's link to a shop page: the CMS link when it has a target, else `fallback`; localised (prefix,
 * slash rule) and with the carried `_` parameters like every internal link. A refused link falls back too.
 */
export function shopPageHref(
  link: CmsLink | undefined,
  fallback: string,
  site: LinkSite,
  carried: Record<string, string>,
): string {
  const localize = (path: string) => localizePath(site, path);
  const own = link && (link.url || link.cached_url) ? cmsLinkHref(link, localize) : localize(fallback);
  const target = resolveLink(own, { host: site.host, carried, allowExternal: true });
  if (target.kind !== 'refused' && target.kind !== 'contact') return target.href;
  const safe = resolveLink(localize(fallback), { host: site.host, carried });
  return safe.kind === 'refused' ? localize(fallback) : safe.href;
}

/**
 * Where a logout returns to: the page the form was on (its Referer) when that page is of this origin, its path
 * and query only; else null.
 */
export function returnPath(referer: string | undefined, origin: string): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}`;
}
