// The layout's main navigation and sub-navigation slots: pick the page's facts and wrap the islands.
import { mainNavigationProps, subNavigationFor } from '../../domain/navigation';
import { Island } from '../../islands/Island';
import { usePage } from '../page-context';
import type { PageFurniture } from './page-furniture';

/** The main navigation island; nothing without items. Hydrates on the first pointerover or focus. */
export function MainNavigationSlot({ page }: { page: PageFurniture }) {
  const { site } = usePage();
  const facts = { path: site.path, activeNavigation: page.activeNavigation };
  const props = mainNavigationProps(page.furniture.mainNavigation, facts);
  if (props.items.length === 0) return null;
  return <Island name="main-navigation" props={props} />;
}

/** The sub-navigation island of the selected item; nothing when no selected item has tiles. */
export function SubNavigationSlot({ page }: { page: PageFurniture }) {
  const { site } = usePage();
  const facts = { path: site.path, activeNavigation: page.activeNavigation };
  const choice = subNavigationFor(page.furniture.mainNavigation, facts);
  if (!choice) return null;
  return <Island name="sub-navigation" props={choice} />;
}
