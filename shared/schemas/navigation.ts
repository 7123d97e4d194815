// The navigation parts of the global configuration story ("Navigation and page furniture"):
// header, burger navigation, main navigation with flyout groups and sub-navigation tiles.
import * as v from 'valibot';
import { CmsImageSchema, CmsLinkSchema } from './cms';
import { numberField, optionField } from './storyblok-fields';

const text = v.pipe(v.string(), v.minLength(1, 'text is empty'));
/** A Storyblok asset field whose filename may be empty (no image chosen). */
const OptionalAssetSchema = v.optional(v.looseObject({ filename: v.nullish(v.string(), '') }), {
  filename: '',
});

export const ShopLinkSchema = v.looseObject({
  text,
  link: CmsLinkSchema,
  color: v.optional(v.looseObject({ color: v.optional(v.string(), '') }), { color: '' }),
  icon: v.optional(v.string(), ''),
});
export type ShopLink = v.InferOutput<typeof ShopLinkSchema>;

export const HeaderItemSchema = v.looseObject({
  text,
  icon: v.optional(v.looseObject({ name: v.optional(v.string(), '') }), { name: '' }),
  link: CmsLinkSchema,
  type: v.optional(v.string(), ''),
});
export type HeaderItem = v.InferOutput<typeof HeaderItemSchema>;

/** Header data: the first entry of magazine, service, account and cart is used. */
export const HeaderSchema = v.looseObject({
  shopLinks: v.optional(v.array(ShopLinkSchema), []),
  magazine: v.optional(v.array(HeaderItemSchema), []),
  service: v.optional(v.array(HeaderItemSchema), []),
  account: v.optional(v.array(HeaderItemSchema), []),
  cart: v.optional(v.array(HeaderItemSchema), []),
  serviceHotline: v.optional(v.string(), ''),
});
export type HeaderData = v.InferOutput<typeof HeaderSchema>;

export interface BurgerItem {
  text: string;
  url: v.InferOutput<typeof CmsLinkSchema>;
  icon: string;
  hasSubItems: boolean;
  subItems: BurgerItem[];
}

export const BurgerItemSchema: v.GenericSchema<unknown, BurgerItem> = v.object({
  text,
  url: CmsLinkSchema,
  icon: v.optional(v.string(), ''),
  hasSubItems: v.optional(v.boolean(), false),
  subItems: v.optional(v.array(v.lazy(() => BurgerItemSchema)), []),
});

export const BurgerLinkSchema = v.object({
  text,
  url: CmsLinkSchema,
  icon: v.optional(v.string(), ''),
});
export type BurgerLink = v.InferOutput<typeof BurgerLinkSchema>;

export const BurgerNavigationSchema = v.object({
  mainNavigationItems: v.optional(v.array(BurgerItemSchema), []),
  extraMenu: v.optional(v.array(BurgerLinkSchema), []),
  serviceHotline: v.optional(v.string(), ''),
  serviceText: v.optional(v.string(), ''),
  footer: v.optional(v.array(BurgerLinkSchema), []),
});
export type BurgerNavigation = v.InferOutput<typeof BurgerNavigationSchema>;

/** The fields of a flyout item's link (a sub-flyout's items have these alone). */
const FLYOUT_LINK_ENTRIES = {
  link: CmsLinkSchema,
  storyblokTitle: v.optional(v.string(), ''),
  asset: OptionalAssetSchema,
  linkOnlyImage: v.optional(v.boolean(), false),
  isHeadlineItem: v.optional(v.boolean(), false),
  /** Row of the item in a multi-row group (cards occasions: 1 to 3). */
  row: v.optional(numberField(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3)), undefined)),
  subnaviTitle: v.optional(v.string(), ''),
  subnaviAsset: OptionalAssetSchema,
  typeOverride: v.optional(v.string(), ''),
};

/** A group of an item's sub-flyout: a title and links, shown under the item (one level deep). */
export const FlyoutSubGroupSchema = v.object({
  flyoutGroupIdentifier: v.optional(v.string(), ''),
  flyoutGroupTitle: v.optional(v.string(), ''),
  flyoutGroupItems: v.optional(v.array(v.object(FLYOUT_LINK_ENTRIES)), []),
});
export type FlyoutSubGroup = v.InferOutput<typeof FlyoutSubGroupSchema>;

// An intersection, not a spread of the link's entries: a spread is no pure expression, and would keep every
// navigation schema in the browser's bundle.
export const FlyoutItemSchema = v.intersect([
  v.object(FLYOUT_LINK_ENTRIES),
  /** The item's sub-flyout: groups of further links under it. */
  v.object({ subFlyoutGroups: v.optional(v.array(FlyoutSubGroupSchema)) }),
]);
export type FlyoutItem = v.InferOutput<typeof FlyoutItemSchema>;

export const FLYOUT_KINDS = [
  'calendar',
  'accessories',
  'card',
  'collage',
  'frame',
  'photobook',
  'wandbilder',
] as const;
export type FlyoutKind = (typeof FLYOUT_KINDS)[number];

export const FlyoutGroupSchema = v.object({
  flyoutGroupIdentifier: text,
  flyoutGroupTitle: v.optional(v.string(), ''),
  flyoutGroupItems: v.optional(v.array(FlyoutItemSchema), []),
  flyoutGroupItemsCustom: v.optional(v.array(FlyoutItemSchema), []),
  type: v.picklist(FLYOUT_KINDS, 'unknown flyout type'),
  /** Rows of the group (1 to 3). */
  rows: numberField(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3)), 1),
});
export type FlyoutGroup = v.InferOutput<typeof FlyoutGroupSchema>;

export const SUB_NAVIGATION_TILE_TYPES = ['circle', 'square', 'square-image'] as const;
export type SubNavigationTileType = (typeof SUB_NAVIGATION_TILE_TYPES)[number];

export const SubNavigationTileSchema = v.object({
  title: text,
  link: CmsLinkSchema,
  type: optionField(SUB_NAVIGATION_TILE_TYPES, 'unknown tile type', 'square'),
  image: CmsImageSchema,
});
export type SubNavigationTile = v.InferOutput<typeof SubNavigationTileSchema>;

export const SubNavigationCategorySchema = v.object({
  headline: v.optional(v.string(), ''),
  tiles: v.array(SubNavigationTileSchema),
});
export type SubNavigationCategory = v.InferOutput<typeof SubNavigationCategorySchema>;

export const MainNavigationItemSchema = v.object({
  text,
  link: CmsLinkSchema,
  navigationType: v.optional(v.string(), ''),
  flyoutGroups: v.optional(v.array(FlyoutGroupSchema), []),
  subNavigation: v.optional(v.array(SubNavigationCategorySchema), []),
  subNaviOnly: v.optional(v.boolean(), false),
  isOnlyInBurgerNavigation: v.optional(v.boolean(), false),
  alwaysShowSubNavi: v.optional(v.boolean(), false),
});
export type MainNavigationItem = v.InferOutput<typeof MainNavigationItemSchema>;
