// The breadcrumb of a content path (spec section 2): home, then one item per path level that has a story; the
// last item is the page itself. Used by the footer and by the breadcrumb endpoint.
import type { BreadcrumbItem } from '../../shared/components/layout/page-furniture';
import { localizePath, type SiteContext } from '../../shared/domain/site';
import type { ContentAccess } from './access';

/** The items after home: one per path level with a story (stories are loaded once per request). */
export async function breadcrumbItems(
  content: Pick<ContentAccess, 'story'>,
  site: SiteContext,
  path: string,
): Promise<BreadcrumbItem[]> {
  const segments = path.split('/').filter(Boolean);
  const levels = segments.map((_, index) =>
    segments
      .slice(0, index + 1)
      .join('/')
      .toLowerCase(),
  );
  const stories = await Promise.all(levels.map((slug) => content.story(slug)));
  return stories.flatMap((story, index) =>
    story ? [{ text: story.name, href: localizePath(site, `/${levels[index]}`) }] : [],
  );
}

/** All items, home first; the home item's text is the home story's name (else the shop name). */
export async function breadcrumbTrail(
  content: Pick<ContentAccess, 'story'>,
  site: SiteContext,
  path: string,
): Promise<BreadcrumbItem[]> {
  const [home, items] = await Promise.all([content.story('home'), breadcrumbItems(content, site, path)]);
  return [{ text: home?.name ?? site.shopName, href: localizePath(site, '/') }, ...items];
}
