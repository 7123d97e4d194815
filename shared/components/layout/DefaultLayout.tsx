// The default layout of every page but the icon sprite: skip link, smartbanner, action bar, header (with the
// burger), main navigation, sub-navigation, main, footer, then the floating parts (back-to-top, help launcher,
// page overlay, dialogs, consent). The web platform gets the full furniture; the desktop app view gets the
// header with a back button and no main navigation or footer.
import { createContext, type ReactNode, useContext } from 'react';
import type { ActionBarProps } from '../../domain/action-bar';
import { FURNITURE_REGION_ATTR } from '../../domain/live-preview';
import { usePage } from '../page-context';
import { ActionBar } from './ActionBar';
import { SmartbannerSlot } from './HelpAndAppSlots';
import { Part } from './layout-parts';
import { SubNavigationSlot } from './NavigationSlots';
import { PaintEnd } from './PaintEnd';
import type { PageFurniture } from './page-furniture';
import { SiteFooter } from './SiteFooter';
import { WhitelabelBanner } from './WhitelabelBanner';

export interface DefaultLayoutProps {
  actionBar: ActionBarProps | null;
  page: PageFurniture;
  year: number;
  children: ReactNode;
}

/** True in a draft page: each part of the furniture is marked, for the global config's live preview to swap. */
export const FurnitureRegionsContext = createContext(false);

/** A part of the furniture: marked by name in a draft page, as it is elsewhere. */
function Region({ name, children }: { name: string; children: ReactNode }) {
  if (!useContext(FurnitureRegionsContext)) return children;
  return (
    <div className="contents" {...{ [FURNITURE_REGION_ATTR]: name }}>
      {children}
    </div>
  );
}

export function DefaultLayout({ actionBar, page, year, children }: DefaultLayoutProps) {
  const { texts, site } = usePage();
  const web = site.platform === 'w';
  const { furniture } = page;
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-surface focus:px-4 focus:py-2"
      >
        {texts.skipToContent}
      </a>
      <Region name="smartbanner">
        <SmartbannerSlot data={furniture.smartbanner} />
      </Region>
      <Region name="action-bar">{actionBar && <ActionBar {...actionBar} />}</Region>
      <Region name="header">
        <Part name="header" input={{ page, year }} />
      </Region>
      <Region name="main-navigation">
        {web && <Part name="main-navigation" input={{ page, year }} />}
        {page.showSubNavigation && <SubNavigationSlot page={page} />}
      </Region>
      {web && page.whitelabelBanner && <WhitelabelBanner />}
      <main id="main" className="flex-1">
        {children}
      </main>
      {/* The page shows once its main content is parsed; the footer and the floating parts follow. */}
      <PaintEnd />
      <Region name="footer">{web && <SiteFooter page={page} year={year} />}</Region>
      <Region name="floating">
        <Part name="floating" input={{ page, year }} />
      </Region>
    </>
  );
}
