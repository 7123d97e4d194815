// Rules of the main navigation, flyouts and sub-navigation: which item is selected,
// which items show, which sub-navigation shows and where strips scroll (flyout images: flyouts.ts).
import type { CmsLink } from '../schemas/cms';
import type { MainNavigationProps } from '../schemas/furniture-islands';
import type {
  BurgerNavigation,
  FlyoutKind,
  MainNavigationItem,
  SubNavigationCategory,
  SubNavigationTileType,
} from '../schemas/navigation';
import { cmsLinkHref } from './links';
import { localizePath, type SiteContext } from './site';

export { centeredScrollLeft, easeInOut, RESIZE_DEBOUNCE_MS, SCROLL_DURATION_MS } from './strip-scroll';

/**
 * The experiment that gives the wandbilder flyout its bestseller, premium and additional lists. Here, not with
 * the flyout rules: the navigation island names it without loading them.
 */
export const WANDBILDER_FLAG = 'VOLL_1616';

/** Box of a sub-navigation tile's image per tile type. */
export const TILE_SIZES: Record<SubNavigationTileType, { width: number; height: number }> = {
  circle: { width: 76, height: 76 },
  square: { width: 110, height: 73 },
  'square-image': { width: 110, height: 110 },
};

/** Id of an item's flyout panel, for the toggle's `aria-controls`. */
export const flyoutId = (index: number): string => `main-navigation-flyout-${index}`;

/** The facts of the page that select an item. */
export interface SelectionFacts {
  /** The current path without locale prefix (`/karten`). */
  path: string;
  /** The page's `activeNavigation` (a navigation type), or empty. */
  activeNavigation: string;
}

/** A path without leading or trailing slashes, query or hash: `/karten/` and `karten` compare equal. */
export function barePath(path: string): string {
  return path.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '');
}

/** True when an internal CMS link points at the given path; external links never do. */
function linkMatchesPath(link: CmsLink, path: string): boolean {
  const target = cmsLinkHref(link, (inSite) => inSite);
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return false;
  return barePath(target) === barePath(path);
}

/** An item is selected when its link equals the current path or its navigation type is the page's. */
function isItemSelected(item: MainNavigationItem, facts: SelectionFacts): boolean {
  if (linkMatchesPath(item.link, facts.path)) return true;
  return facts.activeNavigation !== '' && item.navigationType === facts.activeNavigation;
}

/** The items the main navigation shows: all but the burger-only ones. */
function visibleItems(items: readonly MainNavigationItem[]): MainNavigationItem[] {
  return items.filter((item) => !item.isOnlyInBurgerNavigation);
}

/** Index of the first selected item of a list, or -1. */
function selectedIndex(items: readonly MainNavigationItem[], facts: SelectionFacts): number {
  return items.findIndex((item) => isItemSelected(item, facts));
}

/** The item's flyout layout: the type of its first group; null without groups or for sub-navigation-only items. */
export function flyoutKind(item: MainNavigationItem): FlyoutKind | null {
  if (item.subNaviOnly) return null;
  return item.flyoutGroups[0]?.type ?? null;
}

/** What the sub-navigation shows: the selected item's categories, and whether it shows on desktop too. */
export interface SubNavigationChoice {
  categories: SubNavigationCategory[];
  /**
   * From 1000 px the flyout carries the same links, so the sub-navigation shows there only when the item has
   * `alwaysShowSubNavi` or has no flyout (`subNaviOnly`); below 1000 px it always shows.
   */
  desktop: boolean;
  /** The tiles (numbered over all categories) whose link is the page itself. */
  activeTiles: number[];
}

const hasTiles = (item: MainNavigationItem): boolean =>
  item.subNavigation.some((category) => category.tiles.length > 0);

/**
 * The sub-navigation of the selected item; on pages that select no item with tiles, that of the first item with
 * `alwaysShowSubNavi` ("always shown"); otherwise none.
 */
export function subNavigationFor(
  items: readonly MainNavigationItem[],
  facts: SelectionFacts,
): SubNavigationChoice | null {
  const item =
    items.find((entry) => isItemSelected(entry, facts) && hasTiles(entry)) ??
    items.find((entry) => entry.alwaysShowSubNavi && hasTiles(entry));
  if (!item) return null;
  const categories = item.subNavigation.filter((category) => category.tiles.length > 0);
  const activeTiles = categories
    .flatMap((category) => category.tiles)
    .flatMap((tile, index) => (linkMatchesPath(tile.link, facts.path) ? [index] : []));
  return { categories, desktop: item.alwaysShowSubNavi || flyoutKind(item) === null, activeTiles };
}

/**
 * What the navigation islands load when first needed, rather than every page carrying it: the visible main
 * items with their flyouts (no sub-navigation), and the burger menu.
 */
export interface NavigationData {
  main: MainNavigationItem[];
  burger: BurgerNavigation | null;
}

/** The visible main items with their flyouts and the burger menu, as the navigation endpoint answers. */
export function navigationData(
  main: readonly MainNavigationItem[],
  burger: NavigationData['burger'],
): NavigationData {
  return { main: visibleItems(main).map((item) => ({ ...item, subNavigation: [] })), burger };
}

/** What the main navigation shows of a page: the selected item and the items linking to the page itself. */
export interface NavigationSelection {
  selected: number;
  current: number[];
}

/** The page's selection among the visible items. */
export function navigationSelection(
  items: readonly MainNavigationItem[],
  facts: SelectionFacts,
): NavigationSelection {
  const visible = visibleItems(items);
  const current = visible.flatMap((item, index) => (linkMatchesPath(item.link, facts.path) ? [index] : []));
  return { selected: selectedIndex(visible, facts), current };
}

/** The main navigation island's props for a page: small, only what the island needs. */
export function mainNavigationProps(
  items: readonly MainNavigationItem[],
  selection: NavigationSelection,
): MainNavigationProps {
  const strip = visibleItems(items).map((item) => ({
    text: item.text,
    link: item.link,
    navigationType: item.navigationType,
    flyout: flyoutKind(item),
  }));
  return { items: strip, ...selection };
}

/**
 * Where a page's navigation islands load their data: the endpoint under the page's locale prefix, versioned by
 * the content cache version (a publish changes the URL), or with the editor's query on a draft.
 */
export function navigationSource(
  site: Pick<SiteContext, 'basePath' | 'trailingSlash'>,
  version: { cacheVersion: number } | { draftQuery: string },
): string {
  const query = 'draftQuery' in version ? version.draftQuery : `?cv=${version.cacheVersion}`;
  return localizePath(site, `/frontend-api/navigation${query}`);
}
