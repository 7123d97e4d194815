// The layout's main navigation and sub-navigation slots: pick the page's facts and wrap the islands.
import { mainNavigationProps, type NavigationSelection, subNavigationFor } from '../../domain/navigation';
import { Island } from '../../islands/Island';
import type { MainNavigationItem } from '../../schemas/navigation';
import { usePagePath } from '../page-context';
import type { PageFurniture } from './page-furniture';

/** The main navigation island; nothing without items. Hydrates on the first pointerover or focus. */
export function MainNavigationSlot({
  items,
  selection,
}: {
  items: readonly MainNavigationItem[];
  selection: NavigationSelection;
}) {
  const props = mainNavigationProps(items, selection);
  if (props.items.length === 0) return null;
  return <Island name="main-navigation" props={props} />;
}

/** The sub-navigation island of the selected item; nothing when no selected item has tiles. */
export function SubNavigationSlot({ page }: { page: PageFurniture }) {
  const facts = { path: usePagePath(), activeNavigation: page.activeNavigation };
  const choice = subNavigationFor(page.furniture.mainNavigation, facts);
  if (!choice) return null;
  return <Island name="sub-navigation" props={choice} />;
}
