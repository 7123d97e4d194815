// The breadcrumb of a content path: home, then one item per path level that has a story; the last item is the
// page itself. Used by the footer and by the breadcrumb endpoint. Published trails are kept per isolate and
// content cache version, so a page costs no story read per level once its trail is known.
import type { BreadcrumbItem } from '../../shared/components/layout/page-furniture';
import { type IsolateCache, keptSpace } from '../../shared/domain/isolate-cache';
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

/** Trails of published content by cache version, origin, base path (platform and locale) and lowercased path. */
const TRAILS = keptSpace<BreadcrumbItem[]>('breadcrumbs');

/** breadcrumbItems, kept per content cache version for published content (a publish moves the version). */
export async function cachedBreadcrumbItems(
  content: Pick<ContentAccess, 'story' | 'cacheVersion' | 'draft'>,
  kept: IsolateCache,
  site: SiteContext,
  path: string,
): Promise<BreadcrumbItem[]> {
  if (content.draft) return breadcrumbItems(content, site, path);
  const key = `${await content.cacheVersion()}|${site.origin}|${site.basePath}|${path.toLowerCase()}`;
  const known = kept.get(TRAILS, key);
  if (known) return known;
  const trail = await breadcrumbItems(content, site, path);
  kept.set(TRAILS, key, trail);
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
