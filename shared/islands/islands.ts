// Every island by the name its marker carries, with its props schema. The worker wraps markers from this table,
// the build makes one chunk per name (from shared/islands/entries/<name>.ts alone), the browser hydrates with the
// entry. The schemas are the server's alone: no module the browser loads imports them.
import type * as v from 'valibot';
import { CalculatorPropsSchema } from '../components/blocks/calculator-props';
import { ContactFormPropsSchema } from '../components/blocks/contact-form-props';
import { AccessoryOrderPropsSchema, CardOrderPropsSchema } from '../components/blocks/order-props';
import { ReviewsCarouselPropsSchema } from '../components/blocks/review-carousel-props';
import { ToolboxPropsSchema } from '../components/blocks/toolbox-props';
import { VideoBlockPropsSchema } from '../components/blocks/video-props';
import { VoucherPropsSchema } from '../components/blocks/voucher-props';
import {
  HeaderAccountPropsSchema,
  HeaderBackPropsSchema,
  HelpLauncherPropsSchema,
  MainNavigationPropsSchema,
  NoPropsSchema,
} from '../schemas/furniture-islands';
import accessoryOrder from './entries/accessory-order';
import account from './entries/account';
import burger from './entries/burger';
import calculator from './entries/calculator';
import cardOrder from './entries/card-order';
import consent from './entries/consent';
import contactForm from './entries/contact-form';
import headerBack from './entries/header-back';
import helpLauncher from './entries/help-launcher';
import mainNavigation from './entries/main-navigation';
import reviewsCarousel from './entries/reviews-carousel';
import toolbox from './entries/toolbox';
import videoBlock from './entries/video-block';
import voucher from './entries/voucher';
import { type CheckedIslandEntry, checked } from './entry';
import { parseEntryProps } from './parse';

export type { CheckedIslandEntry, IslandEntry } from './entry';

/**
 * The page furniture's islands, which the shop's pages carry (the app view's back button aside), share one chunk:
 * the first of them to wake brings the others' code along, and the page fetches one file where it would fetch one
 * per island and some thirty small ones they share (decision 030).
 */
const FURNITURE = 'furniture';

export const ISLANDS = {
  'reviews-carousel': checked(reviewsCarousel, ReviewsCarouselPropsSchema),
  'contact-form': checked(contactForm, ContactFormPropsSchema),
  voucher: checked(voucher, VoucherPropsSchema),
  'video-block': checked(videoBlock, VideoBlockPropsSchema),
  toolbox: checked(toolbox, ToolboxPropsSchema),
  account: checked(account, HeaderAccountPropsSchema, FURNITURE),
  'header-back': checked(headerBack, HeaderBackPropsSchema),
  'help-launcher': checked(helpLauncher, HelpLauncherPropsSchema, FURNITURE),
  'main-navigation': checked(mainNavigation, MainNavigationPropsSchema, FURNITURE),
  burger: checked(burger, NoPropsSchema, FURNITURE),
  consent: checked(consent, NoPropsSchema, FURNITURE),
  calculator: checked(calculator, CalculatorPropsSchema),
  'card-order': checked(cardOrder, CardOrderPropsSchema),
  'accessory-order': checked(accessoryOrder, AccessoryOrderPropsSchema),
} as const;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = v.InferOutput<(typeof ISLANDS)[N]['props']>;

/** Parses island props against the island's schema; throws with the island's name on a mismatch. */
export function parseIslandProps<N extends IslandName>(name: N, props: unknown): IslandProps<N> {
  return parseEntryProps(name, ISLANDS[name] as CheckedIslandEntry, props) as IslandProps<N>;
}
