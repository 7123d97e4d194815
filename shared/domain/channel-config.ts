// The channel configuration: the fourteen settings each channel (and a locale of it) runs with, as one table.
// Every setting is read through `channelConfig()` where it applies.
import type { Channel, Unit } from './markets';

export type CoverLamination = 'glossy' | 'matt';

export interface ChannelConfig {
  /** The unit of the aluminium gallery frames' sizes. */
  aluGalleryUnit: Unit;
  /** Whether the channel promotes its apps (smartbanner, app links). */
  appsAvailable: boolean;
  condolencebooksAvailable: boolean;
  /** The collage design the collage designer opens when a link names none. */
  defaultCollageId: number;
  defaultPhotobookCoverLamination: CoverLamination;
  /** The photobook refinement preselected; `ohne` is none. */
  defaultPhotobookRefinement: string;
  guestbooksAvailable: boolean;
  /** The page's first image loads lazily instead of eagerly with high priority. */
  loadingFirstImgLazy: boolean;
  pricesInProductOverview: boolean;
  showInfoInPhotobookDropdown: boolean;
  /** Whether the photobook configurator offers the cover lamination as a choice. */
  showPhotobookCoverLamination: boolean;
  templatesCompacted: boolean;
  trailingSlash: boolean;
  wishlistAvailable: boolean;
}

export const CHANNEL_CONFIG_DEFAULTS: ChannelConfig = {
  aluGalleryUnit: 'cm',
  appsAvailable: false,
  condolencebooksAvailable: false,
  defaultCollageId: 13,
  defaultPhotobookCoverLamination: 'glossy',
  defaultPhotobookRefinement: 'ohne',
  guestbooksAvailable: false,
  loadingFirstImgLazy: false,
  pricesInProductOverview: true,
  showInfoInPhotobookDropdown: true,
  showPhotobookCoverLamination: true,
  templatesCompacted: true,
  trailingSlash: false,
  wishlistAvailable: false,
};

/** What each channel sets differently from the defaults, and what one of its locales sets on top. */
const CHANNEL_OVERRIDES: Record<
  Channel,
  { all: Partial<ChannelConfig>; locales?: Record<string, Partial<ChannelConfig>> }
> = {
  kartenliebe: {
    all: {
      defaultCollageId: 1,
      defaultPhotobookCoverLamination: 'matt',
      pricesInProductOverview: false,
      trailingSlash: true,
      guestbooksAvailable: true,
      wishlistAvailable: true,
      condolencebooksAvailable: true,
      showPhotobookCoverLamination: false,
      templatesCompacted: false,
    },
  },
  poster: {
    all: {
      defaultCollageId: 13,
      appsAvailable: true,
      defaultPhotobookRefinement: 'gold',
      loadingFirstImgLazy: true,
    },
    locales: {
      'en-US': { appsAvailable: false, showInfoInPhotobookDropdown: false, aluGalleryUnit: 'in' },
    },
  },
};

/**
 * Every channel's settings, and each locale's that has its own, merged once when the module loads: a constant table,
 * read on every request and for every image.
 */
const MERGED = Object.fromEntries(
  Object.entries(CHANNEL_OVERRIDES).map(([channel, overrides]) => {
    const all = Object.freeze({ ...CHANNEL_CONFIG_DEFAULTS, ...overrides.all });
    const locales = Object.fromEntries(
      Object.entries(overrides.locales ?? {}).map(([locale, own]) => [
        locale,
        Object.freeze({ ...all, ...own }),
      ]),
    );
    return [channel, { all, locales }];
  }),
) as Record<Channel, { all: Readonly<ChannelConfig>; locales: Record<string, Readonly<ChannelConfig>> }>;

/** The settings of a channel, for a locale of it when one is given. */
export function channelConfig(channel: Channel, locale?: string): Readonly<ChannelConfig> {
  const merged = MERGED[channel];
  // Locales without their own settings share the channel's entry.
  return (locale !== undefined && merged.locales[locale]) || merged.all;
}

/** The material of alu gallery prints: its sizes read in the channel's `aluGalleryUnit`. */
export const ALU_GALLERY_MATERIAL = 'aludibond';

/** The unit a material's sizes read in: alu gallery prints in the channel's alu unit, the rest in the site's. */
export function materialUnit(site: { channel: Channel; locale: string; unit: Unit }, material: string): Unit {
  return material === ALU_GALLERY_MATERIAL
    ? channelConfig(site.channel, site.locale).aluGalleryUnit
    : site.unit;
}
