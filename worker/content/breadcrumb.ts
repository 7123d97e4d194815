// The breadcrumb of a content path: home, then one item per path level that has a story; the last item is the
// page itself. Used by the footer and by the breadcrumb endpoint. Published trails are kept per isolate and
// content cache version, so a page costs no story read per level once its trail is known.
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

/** Trails of published content by cache version, site and path; the oldest go first past the limit. */
const TRAILS = new Map<string, Promise<BreadcrumbItem[]>>();
const TRAIL_LIMIT = 2000;

/** breadcrumbItems, kept per content cache version for published content (a publish moves the version). */
export async function cachedBreadcrumbItems(
  content: Pick<ContentAccess, 'story' | 'cacheVersion' | 'draft'>,
  site: SiteContext,
  path: string,
): Promise<BreadcrumbItem[]> {
  if (content.draft) return breadcrumbItems(content, site, path);
  const key = `${await content.cacheVersion()}|${site.origin}|${site.locale}|${site.platform}|${path.toLowerCase()}`;
  let trail = TRAILS.get(key);
  if (!trail) {
    trail = breadcrumbItems(content, site, path);
    TRAILS.set(key, trail);
    trail.catch(() => TRAILS.delete(key));
    if (TRAILS.size > TRAIL_LIMIT) TRAILS.delete(TRAILS.keys().next().value as string);
  }
  return trail;
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
