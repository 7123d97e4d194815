// The shared parts of the default layout and what each depends on beyond the site, the content version, the
// carried parameters and the flags it reads: the worker keys its rendered copies by these.
import type { ReactNode } from 'react';
import { linkMatchesPath, mainNavigationProps } from '../../domain/navigation';
import { Island } from '../../islands/Island';
import type { PageState } from '../page-context';
import { BackToTop } from './BackToTop';
import { ConsentBanner } from './ConsentLayer';
import { FooterEnd, FooterTop } from './footer/FooterParts';
import { HelpLauncherSlot } from './HelpAndAppSlots';
import { LayoutPart, type LayoutPartName } from './layout-part';
import { MainNavigationSlot } from './NavigationSlots';
import { PageOverlay } from './PageOverlay';
import type { PageFurniture } from './page-furniture';
import { SiteHeader } from './SiteHeader';

export interface LayoutPartInput {
  page: PageFurniture;
  year: number;
}

interface PartDefinition {
  /** What the part's markup depends on besides the site, content version, carried parameters and flags. */
  vary(input: LayoutPartInput, state: PageState): string;
  element(input: LayoutPartInput): ReactNode;
}

export const LAYOUT_PARTS: Record<LayoutPartName, PartDefinition> = {
  header: {
    vary: () => '',
    element: ({ page }) => <SiteHeader header={page.furniture.header} burger={page.furniture.burger} />,
  },
  'main-navigation': {
    // The selected item and the items linking to this page: the same on every page that selects the same.
    vary: ({ page }, { site }) => {
      const facts = { path: site.path, activeNavigation: page.activeNavigation };
      const { items, selected } = mainNavigationProps(page.furniture.mainNavigation, facts);
      return `${selected}:${items.map((item) => Number(linkMatchesPath(item.link, site.path))).join('')}`;
    },
    element: ({ page }) => <MainNavigationSlot page={page} />,
  },
  'footer-top': {
    vary: ({ page }) => (page.footerOverride.length > 0 ? JSON.stringify(page.footerOverride) : ''),
    element: ({ page }) => <FooterTop page={page} />,
  },
  'footer-end': {
    vary: ({ year }) => String(year),
    element: ({ page, year }) => <FooterEnd page={page} year={year} />,
  },
  floating: {
    vary: () => '',
    element: ({ page }) => (
      <>
        <BackToTop />
        <HelpLauncherSlot header={page.furniture.header} footer={page.furniture.footer} />
        <PageOverlay />
        <ConsentBanner />
        <Island name="consent" props={{}} />
      </>
    ),
  },
};

/** A shared part of the layout in place: its rendered copy when the worker has one. */
export function Part({ name, input }: { name: LayoutPartName; input: LayoutPartInput }) {
  return <LayoutPart name={name}>{LAYOUT_PARTS[name].element(input)}</LayoutPart>;
}
