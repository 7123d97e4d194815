// Every island: its props schema and its default hydration trigger. Names equal the client/islands/ file names.
import * as v from 'valibot';
import { SeoTextSchema } from '../components/blocks/SeoText';
import { HeaderAccountPropsSchema } from '../components/layout/HeaderAccount';
import { HeaderBackPropsSchema } from '../components/layout/HeaderBack';
import { ActionBarPropsSchema } from '../domain/action-bar';
import { ContactFormPropsSchema } from '../domain/contact-form-block';
import { HelpLauncherPropsSchema } from '../domain/help-launcher';
import { MainNavigationPropsSchema, SubNavigationPropsSchema } from '../domain/navigation';
import { ReviewsCarouselPropsSchema } from '../domain/review-carousel';
import { SmartbannerPropsSchema } from '../domain/smartbanner';
import { ToolboxPropsSchema } from '../domain/toolbox';
import { VideoBlockPropsSchema } from '../domain/video-block';
import { VoucherPropsSchema } from '../domain/voucher';
import { CommunicationTileSchema, FooterBoxesSchema, FooterLinkBoxSchema } from '../schemas/footer';
import { BurgerNavigationSchema } from '../schemas/navigation';
import type { Trigger } from './protocol';

export const ISLANDS = {
  'action-bar': { props: ActionBarPropsSchema, when: 'idle' },
  'back-to-top': { props: v.object({}), when: 'idle' },
  'reviews-carousel': { props: ReviewsCarouselPropsSchema, when: 'visible' },
  'contact-form': { props: ContactFormPropsSchema, when: 'interaction' },
  voucher: { props: VoucherPropsSchema, when: 'interaction' },
  'video-block': { props: VideoBlockPropsSchema, when: 'visible' },
  toolbox: { props: ToolboxPropsSchema, when: 'interaction' },
  account: { props: HeaderAccountPropsSchema, when: 'interaction' },
  'header-back': { props: HeaderBackPropsSchema, when: 'interaction' },
  'auth-dialogs': { props: v.object({}), when: 'idle' },
  smartbanner: { props: SmartbannerPropsSchema, when: 'interaction' },
  'help-launcher': { props: HelpLauncherPropsSchema, when: 'interaction' },
  'page-overlay': { props: v.object({}), when: 'idle' },
  'main-navigation': { props: MainNavigationPropsSchema, when: 'interaction' },
  'sub-navigation': { props: SubNavigationPropsSchema, when: 'idle' },
  burger: { props: v.object({ navigation: BurgerNavigationSchema }), when: 'interaction' },
  'footer-links': { props: FooterLinkBoxSchema, when: 'interaction' },
  'footer-tiles': { props: v.object({ tiles: v.array(CommunicationTileSchema) }), when: 'interaction' },
  'footer-boxes': { props: FooterBoxesSchema, when: 'interaction' },
  'footer-seo-text': { props: SeoTextSchema, when: 'visible' },
  consent: { props: v.object({}), when: 'idle' },
} as const satisfies Record<string, { props: v.GenericSchema; when: Trigger }>;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = v.InferOutput<(typeof ISLANDS)[N]['props']>;

/** Parses island props against the island's schema; throws with the island's name on a mismatch. */
export function parseIslandProps<N extends IslandName>(name: N, props: unknown): IslandProps<N> {
  const result = v.safeParse(ISLANDS[name].props, props);
  if (!result.success) throw new Error(`Island ${name}: bad props: ${result.issues[0].message}`);
  return result.output as IslandProps<N>;
}
