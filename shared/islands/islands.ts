// Every island by the name its marker carries. The worker wraps markers from this table, the build makes one
// chunk per name (from shared/islands/entries/<name>.ts alone), the browser hydrates with the entry.
import type * as v from 'valibot';
import account from './entries/account';
import burger from './entries/burger';
import calculator from './entries/calculator';
import consent from './entries/consent';
import contactForm from './entries/contact-form';
import headerBack from './entries/header-back';
import helpLauncher from './entries/help-launcher';
import mainNavigation from './entries/main-navigation';
import reviewsCarousel from './entries/reviews-carousel';
import smartbanner from './entries/smartbanner';
import subNavigation from './entries/sub-navigation';
import toolbox from './entries/toolbox';
import videoBlock from './entries/video-block';
import voucher from './entries/voucher';
import type { IslandEntry } from './entry';
import { parseEntryProps } from './parse';

export type { IslandEntry } from './entry';

export const ISLANDS = {
  'reviews-carousel': reviewsCarousel,
  'contact-form': contactForm,
  voucher,
  'video-block': videoBlock,
  toolbox,
  account,
  'header-back': headerBack,
  smartbanner,
  'help-launcher': helpLauncher,
  'main-navigation': mainNavigation,
  'sub-navigation': subNavigation,
  burger,
  consent,
  calculator,
} as const;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = v.InferOutput<(typeof ISLANDS)[N]['props']>;

/** Parses island props against the island's schema; throws with the island's name on a mismatch. */
export function parseIslandProps<N extends IslandName>(name: N, props: unknown): IslandProps<N> {
  return parseEntryProps(name, ISLANDS[name] as IslandEntry, props) as IslandProps<N>;
}
