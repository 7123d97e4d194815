// The shape of one language's text tables; `a | b | c` strings are split into fields by the builders.
import type { Channel } from '../../../shared/domain/markets';
import type { AccessoryId, ProductId } from '../catalogue';
import type { FamilyId } from '../families';
import type { SpaceLocale } from '../locales';

/** Home page and furniture texts of one channel. */
export interface ChannelTexts {
  title: string;
  description: string;
  heroHeadline: string;
  heroSubline: string;
  heroText: string;
  heroCta: string;
  /** Action bar HTML; may hold `[COUNTDOWN]`. */
  actionBar: string;
  tilesHeadline: string;
  introHeadline: string;
  introText: string;
  bestsellers: string;
}

export interface PageText {
  slug?: string;
  title: string;
  text: string;
}

export type ServicePageId = 'contact' | 'shipping' | 'faq' | 'imprint' | 'privacy' | 'themes';
export type FixedPageId = 'error' | 'feedCard' | 'feedCalendar' | 'feedCollage';

export interface PageTexts {
  channels: Record<Channel, ChannelTexts>;
  /** Delivery, quality, satisfaction. */
  usp: readonly [string, string, string];
  /** `title | subtitle`, then reviews as `title | text | author`. */
  reviews: readonly string[];
  /** `headline | input placeholder | cta | small print`. */
  newsletter: string;
  pages: Record<ServicePageId, Required<PageText>> & Record<FixedPageId, PageText>;
  /** The one unpublished page of the space (German only). */
  previewOnly?: PageText;
  /** FAQ entries as `question | answer`. */
  faq: readonly string[];
  /** `headline | role of the contact person | intro`. */
  contact: string;
  /** Replacements per locale, applied after the placeholders. */
  local: Partial<Record<SpaceLocale, readonly (readonly [string, string])[]>>;
}

/** Product names: families (headline and intro), products (`name | tagline`), options. */
export interface ShopTexts {
  familyTitle: Record<FamilyId, string>;
  familyText: Record<FamilyId, string>;
  products: Record<ProductId, string>;
  /** Product page body: `headline | text`; `{{name}}` is the product name. */
  productBody: string;
  formatsHeadline: string;
  frameTypes: readonly [string, string, string, string];
  accessories: Record<AccessoryId, string>;
  occasions: readonly string[];
  photobookCategories: readonly string[];
  labels: { bestseller: string; new: string };
  voucher: string;
}

export type FlyoutKey =
  | 'occasions'
  | 'additional'
  | 'calendar'
  | 'accessories'
  | 'categories'
  | 'types'
  | 'startWithoutDesign'
  | 'assistant'
  | 'more'
  | 'multipleImages'
  | 'bestseller'
  | 'premium'
  | 'allProducts'
  | 'poster'
  | 'canvas'
  | 'plates'
  | 'colors'
  | 'other';

/** Header, navigation, footer and smartbanner. */
export interface NavTexts {
  header: { magazine: string; service: string; account: string; cart: string };
  /** Opening hours of the service hotline. */
  serviceText: string;
  extraMenu: { themes: string; help: string; app: string };
  flyout: Record<FlyoutKey, string>;
  /** `headline`, then the link list headlines: products, service, company. */
  linkBox: readonly [string, string, string, string];
  /** `headline | short headline | text | cta` for customer service, shipping and FAQ. */
  tiles: readonly [string, string, string];
  boxes: Record<
    'about' | 'appLinks' | 'awards' | 'customerService' | 'international' | 'languages' | 'socialMedia',
    string
  >;
  /** `title | text | cta | close label`; `{{shop}}` is the shop name. */
  smartbanner: string;
  subNavigation: string;
  cookieSettings: string;
}

export type Texts = PageTexts & ShopTexts & NavTexts;
