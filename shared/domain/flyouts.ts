// Flyout rules: image widths per flyout kind and group, the items of a group, and the
// wandbilder lists with and without the VOLL_1616 experiment.
import type { FlyoutGroup, FlyoutItem, FlyoutKind } from '../schemas/navigation';

/** The card flyout lays its occasions out in this many rows. */
export const CARD_OCCASION_ROWS = 3;

/** Groups of the frame flyout in its second row: the three product categories. */
export const FRAME_CATEGORY_GROUPS = ['poster', 'leinwand', 'platte'] as const;

/** Groups of the wandbilder flyout in the experiment, in display order. */
export const WANDBILDER_LISTS = ['bestseller', 'premium', 'additional'] as const;

/** Identifier of the single list the wandbilder flyout shows outside the experiment. */
const WANDBILDER_DEFAULT_LIST = 'all';

/** Image width per group identifier; `*` for the kind's other groups; 0 means text links without images. */
const IMAGE_WIDTHS: Record<FlyoutKind, Record<string, number>> = {
  calendar: { '*': 130 },
  accessories: { '*': 130 },
  card: { occasions: 130, additional: 80, '*': 130 },
  collage: { categories: 130, '*': 130 },
  frame: { poster: 150, leinwand: 150, platte: 150, colors: 48, other: 60, '*': 0 },
  photobook: { categories: 73, 'start-without-design': 153, more: 0, '*': 73 },
  wandbilder: { '*': 150 },
};

/** Photobook category headline item (the big first tile of the categories group). */
const PHOTOBOOK_HEADLINE_WIDTH = 170;
/** Wandbilder images in the experiment's three lists. */
const WANDBILDER_EXPERIMENT_WIDTH = 120;

export interface ImageWidthOptions {
  /** The item is a headline item (`isHeadlineItem`). */
  headline?: boolean;
  /** VOLL_1616 is on. */
  experiment?: boolean;
}

/** Width (and height: flyout images are square) of a flyout item's image in px; 0 for a text-only link. */
export function flyoutImageWidth(
  kind: FlyoutKind,
  groupIdentifier: string,
  { headline = false, experiment = false }: ImageWidthOptions = {},
): number {
  if (kind === 'photobook' && groupIdentifier === 'categories' && headline) return PHOTOBOOK_HEADLINE_WIDTH;
  if (kind === 'wandbilder' && experiment) return WANDBILDER_EXPERIMENT_WIDTH;
  const widths = IMAGE_WIDTHS[kind];
  return widths[groupIdentifier] ?? widths['*'] ?? 0;
}

/** The items of a group: the CMS items followed by the custom ones. */
export function groupItems(group: FlyoutGroup): FlyoutItem[] {
  return [...group.flyoutGroupItems, ...group.flyoutGroupItemsCustom];
}

/**
 * The groups the wandbilder flyout shows. In the experiment: bestseller, premium and additional, in that order,
 * each as the CMS editors filled it per locale. Otherwise one list of every item of the item's groups, each
 * exact item name once (first occurrence wins), titled by the caller ("All products").
 */
export function wandbilderGroups(groups: readonly FlyoutGroup[], experiment: boolean): FlyoutGroup[] {
  if (experiment) {
    return WANDBILDER_LISTS.flatMap((identifier) => {
      const group = groups.find((entry) => entry.flyoutGroupIdentifier === identifier);
      return group && groupItems(group).length > 0 ? [group] : [];
    });
  }
  const seen = new Set<string>();
  const items = groups.flatMap(groupItems).filter((item) => {
    if (seen.has(item.storyblokTitle)) return false;
    seen.add(item.storyblokTitle);
    return true;
  });
  if (items.length === 0) return [];
  return [
    {
      flyoutGroupIdentifier: WANDBILDER_DEFAULT_LIST,
      flyoutGroupTitle: '',
      flyoutGroupItems: items,
      flyoutGroupItemsCustom: [],
      type: 'wandbilder',
      rows: 1,
    },
  ];
}
