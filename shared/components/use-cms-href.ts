// The href of a CMS link field in the current page's site (locale prefix and slash rule for story paths).
import { cmsLinkHref, resolveLink } from '../domain/links';
import { localizePath } from '../domain/site';
import type { CmsLink } from '../schemas/cms';
import { usePage } from './page-context';

export function useCmsHref(): (link: CmsLink) => string {
  const { site } = usePage();
  return (link) => cmsLinkHref(link, (path) => localizePath(site, path));
}

/**
 * The href of a CMS link checked by the link rules, for places that render a plain `<a>` (island props): `_`
 * parameters carried, external hosts allowed, script-like protocols refused (null).
 */
export function useSafeCmsHref(): (link: CmsLink) => string | null {
  const { site, carried } = usePage();
  const href = useCmsHref();
  return (link) => {
    const target = resolveLink(href(link), { host: site.host, carried, allowExternal: true });
    return target.kind === 'refused' ? null : target.href;
  };
}
