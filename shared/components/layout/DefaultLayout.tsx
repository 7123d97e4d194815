// The default layout of every page but the icon sprite: skip link, smartbanner, action bar, header (with the
// burger), main navigation, sub-navigation, main, footer, then the floating parts (back-to-top, help launcher,
// page overlay, dialogs, consent). The web platform gets the full furniture; the desktop app view gets the
// header with a back button and no main navigation or footer.
import type { ReactNode } from 'react';
import type { ActionBarProps } from '../../domain/action-bar';
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
      <SmartbannerSlot data={furniture.smartbanner} />
      {actionBar && <ActionBar {...actionBar} />}
      <Part name="header" input={{ page, year }} />
      {web && <Part name="main-navigation" input={{ page, year }} />}
      {page.showSubNavigation && <SubNavigationSlot page={page} />}
      {web && page.whitelabelBanner && <WhitelabelBanner />}
      <main id="main" className="flex-1">
        {children}
      </main>
      {/* The page shows once its main content is parsed; the footer and the floating parts follow. */}
      <PaintEnd />
      {web && <SiteFooter page={page} year={year} />}
      <Part name="floating" input={{ page, year }} />
    </>
  );
}
