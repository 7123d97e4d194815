// The href of a CMS link field in the current page's site (locale prefix and slash rule for story paths).
import { localizePath } from '../domain/site';
import { type CmsLink, cmsHref } from '../schemas/cms';
import { usePage } from './page-context';

export function useCmsHref(): (link: CmsLink) => string {
  const { site } = usePage();
  return (link) => cmsHref(link, (path) => localizePath(site, path));
}
