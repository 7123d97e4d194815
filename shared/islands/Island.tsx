// Server-side island wrapper: renders the component as HTML inside a marker carrying its serialised props.
import type { ComponentType } from 'react';
import { ContactForm } from '../components/blocks/ContactForm';
import { ReviewsCarousel } from '../components/blocks/ReviewsCarousel';
import { Toolbox } from '../components/blocks/Toolbox';
import { VideoBlock } from '../components/blocks/VideoBlock';
import { Voucher } from '../components/blocks/Voucher';
import { AuthDialogs } from '../components/dialogs/AuthDialogs';
import { ActionBar } from '../components/layout/ActionBar';
import { BackToTop } from '../components/layout/BackToTop';
import { BurgerMenu } from '../components/layout/BurgerMenu';
import { ConsentLayer } from '../components/layout/ConsentLayer';
import { FooterBoxes } from '../components/layout/footer/FooterBoxes';
import { FooterLinkBox } from '../components/layout/footer/FooterLinkBox';
import { FooterSeoText } from '../components/layout/footer/FooterSeoText';
import { FooterTiles } from '../components/layout/footer/FooterTiles';
import { HeaderAccount } from '../components/layout/HeaderAccount';
import { HeaderBack } from '../components/layout/HeaderBack';
import { HelpLauncher } from '../components/layout/HelpLauncher';
import { MainNavigation } from '../components/layout/MainNavigation';
import { PageOverlay } from '../components/layout/PageOverlay';
import { Smartbanner } from '../components/layout/Smartbanner';
import { SubNavigation } from '../components/layout/SubNavigation';
import { ISLAND_ATTR, PROPS_ATTR, serialize, TRIGGER_ATTR, type Trigger } from './protocol';
import { ISLANDS, type IslandName, type IslandProps, parseIslandProps } from './registry';

const COMPONENTS: { [N in IslandName]: ComponentType<IslandProps<N>> } = {
  'footer-links': FooterLinkBox,
  'footer-tiles': FooterTiles,
  'footer-boxes': FooterBoxes,
  'footer-seo-text': FooterSeoText,
  consent: ConsentLayer,
  'action-bar': ActionBar,
  'back-to-top': BackToTop,
  'reviews-carousel': ReviewsCarousel,
  'contact-form': ContactForm,
  voucher: Voucher,
  'video-block': VideoBlock,
  toolbox: Toolbox,
  account: HeaderAccount,
  'header-back': HeaderBack,
  'auth-dialogs': AuthDialogs,
  smartbanner: Smartbanner,
  'help-launcher': HelpLauncher,
  'page-overlay': PageOverlay,
  burger: BurgerMenu,
  'main-navigation': MainNavigation,
  'sub-navigation': SubNavigation,
};

export interface IslandMarkerProps<N extends IslandName> {
  name: N;
  props: IslandProps<N>;
  /** Overrides the island's default trigger. */
  when?: Trigger;
}

export function Island<N extends IslandName>({ name, props, when }: IslandMarkerProps<N>) {
  const Component = COMPONENTS[name] as ComponentType<IslandProps<N>>;
  const safe = parseIslandProps(name, props);
  const markerAttributes = {
    [ISLAND_ATTR]: name,
    [TRIGGER_ATTR]: when ?? ISLANDS[name].when,
    [PROPS_ATTR]: serialize(safe),
  };
  return (
    <div {...markerAttributes}>
      <Component {...safe} />
    </div>
  );
}
