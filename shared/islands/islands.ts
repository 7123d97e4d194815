// Every island by the name its marker carries. The worker wraps markers from this table, the build makes one
// chunk per name (from shared/islands/entries/<name>.ts alone), the browser hydrates with the entry.
import type * as v from 'valibot';
import accessoryOrder, { props as accessoryOrderProps } from './entries/accessory-order';
import account, { props as accountProps } from './entries/account';
import burger, { props as burgerProps } from './entries/burger';
import calculator, { props as calculatorProps } from './entries/calculator';
import cardOrder, { props as cardOrderProps } from './entries/card-order';
import consent, { props as consentProps } from './entries/consent';
import contactForm, { props as contactFormProps } from './entries/contact-form';
import headerBack, { props as headerBackProps } from './entries/header-back';
import helpLauncher, { props as helpLauncherProps } from './entries/help-launcher';
import mainNavigation, { props as mainNavigationProps } from './entries/main-navigation';
import reviewsCarousel, { props as reviewsCarouselProps } from './entries/reviews-carousel';
import subNavigation, { props as subNavigationProps } from './entries/sub-navigation';
import toolbox, { props as toolboxProps } from './entries/toolbox';
import videoBlock, { props as videoBlockProps } from './entries/video-block';
import voucher, { props as voucherProps } from './entries/voucher';
import { type CheckedIslandEntry, checked } from './entry';
import { parseEntryProps } from './parse';

export type { CheckedIslandEntry, IslandEntry } from './entry';

export const ISLANDS = {
  'reviews-carousel': checked(reviewsCarousel, reviewsCarouselProps),
  'contact-form': checked(contactForm, contactFormProps),
  voucher: checked(voucher, voucherProps),
  'video-block': checked(videoBlock, videoBlockProps),
  toolbox: checked(toolbox, toolboxProps),
  account: checked(account, accountProps),
  'header-back': checked(headerBack, headerBackProps),
  'help-launcher': checked(helpLauncher, helpLauncherProps),
  'main-navigation': checked(mainNavigation, mainNavigationProps),
  'sub-navigation': checked(subNavigation, subNavigationProps),
  burger: checked(burger, burgerProps),
  consent: checked(consent, consentProps),
  calculator: checked(calculator, calculatorProps),
  'card-order': checked(cardOrder, cardOrderProps),
  'accessory-order': checked(accessoryOrder, accessoryOrderProps),
} as const;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = v.InferOutput<(typeof ISLANDS)[N]['props']>;

/** Parses island props against the island's schema; throws with the island's name on a mismatch. */
export function parseIslandProps<N extends IslandName>(name: N, props: unknown): IslandProps<N> {
  return parseEntryProps(name, ISLANDS[name] as CheckedIslandEntry, props) as IslandProps<N>;
}
