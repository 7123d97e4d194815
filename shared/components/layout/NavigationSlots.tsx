// The layout's main navigation and sub-navigation slots: pick the page's facts; the main navigation is an island,
// the sub-navigation server HTML.
import { mainNavigationProps, type NavigationSelection, subNavigationFor } from '../../domain/navigation';
import { Island } from '../../islands/Island';
import type { MainNavigationItem } from '../../schemas/navigation';
import { useRenderLog } from '../Boundary';
import { usePage, usePagePath } from '../page-context';
import type { PageFurniture } from './page-furniture';
import { SubNavigation } from './SubNavigation';
import { tilePictures } from './tile-picture';

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

/** The sub-navigation of the selected item, its tiles' pictures worked out here; nothing without tiles. */
export function SubNavigationSlot({ page }: { page: PageFurniture }) {
  const facts = { path: usePagePath(), activeNavigation: page.activeNavigation };
  const { site } = usePage();
  const log = useRenderLog();
  const choice = subNavigationFor(page.furniture.mainNavigation, facts);
  if (!choice) return null;
  const pictures = tilePictures(choice.categories, site.host, log);
  return <SubNavigation {...choice} pictures={pictures} />;
}
