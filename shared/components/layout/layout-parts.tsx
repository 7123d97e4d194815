// The shared parts of the default layout and what each shows of its page: the worker renders a part from the
// furniture, the shared page state and these facts alone, and keys its kept copies by them.
import type { ReactNode } from 'react';
import { navigationSelection } from '../../domain/navigation';
import { Island } from '../../islands/Island';
import type { Furniture } from '../../schemas/furniture';
import { Boundary } from '../Boundary';
import { usePagePath } from '../page-context';
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

interface PartDefinition<F> {
  /**
   * What the part shows of its page beyond the furniture and the shared page state (site without path, carried
   * parameters, texts, treatments): plain data, the part's key, and all it is rendered from.
   */
  facts(input: LayoutPartInput, path: string): F;
  element(furniture: Furniture, facts: F): ReactNode;
}

const part = <F,>(definition: PartDefinition<F>) => definition;

export const LAYOUT_PARTS = {
  header: part({
    facts: () => ({}),
    element: (furniture) => <SiteHeader header={furniture.header} burger={furniture.burger} />,
  }),
  'main-navigation': part({
    // The selected item and the items linking to this page: the same on every page that selects the same.
    facts: ({ page }, path) =>
      navigationSelection(page.furniture.mainNavigation, { path, activeNavigation: page.activeNavigation }),
    element: (furniture, selection) => (
      <MainNavigationSlot items={furniture.mainNavigation} selection={selection} />
    ),
  }),
  'footer-top': part({
    facts: ({ page }) => ({ footerOverride: page.footerOverride }),
    element: (furniture, { footerOverride }) => (
      <FooterTop furniture={furniture} footerOverride={footerOverride} />
    ),
  }),
  'footer-end': part({
    facts: ({ year }) => ({ year }),
    element: (furniture, { year }) => <FooterEnd furniture={furniture} year={year} />,
  }),
  floating: part({
    facts: () => ({}),
    element: (furniture) => (
      <>
        <BackToTop />
        <HelpLauncherSlot header={furniture.header} footer={furniture.footer} />
        <PageOverlay />
        <ConsentBanner />
        <Island name="consent" props={{}} />
      </>
    ),
  }),
} satisfies Record<
  LayoutPartName,
  {
    facts(input: LayoutPartInput, path: string): unknown;
    element(furniture: Furniture, facts: never): ReactNode;
  }
>;

/** A part's facts for a page, and its element rendered from them: what the worker keys and keeps. */
export function layoutPart(name: LayoutPartName, input: LayoutPartInput, path: string) {
  const definition = LAYOUT_PARTS[name] as PartDefinition<unknown>;
  const facts = definition.facts(input, path);
  // A part that throws is left out and logged: the page keeps its other parts.
  const element = <Boundary component={name}>{definition.element(input.page.furniture, facts)}</Boundary>;
  return { facts, element };
}

/** A shared part of the layout in place: its rendered copy when the worker has one. */
export function Part({ name, input }: { name: LayoutPartName; input: LayoutPartInput }) {
  const path = usePagePath();
  return <LayoutPart name={name}>{layoutPart(name, input, path).element}</LayoutPart>;
}
