import {StoryblokStory} from 'storyblok-generate-ts'

export interface AccessoryStoryblok {
  headline?: string;
  accessoryTypes: (StoryblokStory<AccessoryTypeStoryblok> | string)[];
  _uid: string;
  component: "Accessory";
  [k: string]: any;
}

export interface AccessoryDetailWrapperStoryblok {
  accessory: StoryblokStory<AccessoryTypeStoryblok> | string;
  priceCurrent?: string;
  priceOriginal?: string;
  _uid: string;
  component: "AccessoryDetailWrapper";
  [k: string]: any;
}

export interface AccessoryOverviewWrapperStoryblok {
  headline?: string;
  items: (StoryblokStory<AccessoryTypeStoryblok> | string)[];
  _uid: string;
  component: "AccessoryOverviewWrapper";
  [k: string]: any;
}

export interface AssetStoryblok {
  _uid?: string;
  id: number | null;
  alt: string | null;
  name: string;
  focus: string | null;
  source: string | null;
  title: string | null;
  filename: string;
  copyright: string | null;
  fieldtype?: string;
  meta_data?: null | {
    [k: string]: any;
  };
  is_external_url?: boolean;
  [k: string]: any;
}

export interface AccessoryTypeStoryblok {
  accessoryType: "bow" | "box" | "envelope" | "inlay" | "posterbar" | "ribbon" | "screw" | "standard";
  name: string;
  image?: AssetStoryblok;
  text?: string;
  sku?: string;
  quantity?: string;
  priceCurrent?: string;
  priceOriginal?: string;
  _uid: string;
  component: "AccessoryType";
  [k: string]: any;
}

export interface ActionBarStoryblok {
  id: string;
  text: string;
  color?: {
    color: string;
    plugin?: string;
    [k: string]: any;
  };
  backgroundColor?: {
    color: string;
    plugin?: string;
    [k: string]: any;
  };
  countdownEndDate?: string;
  actionBarEndDate?: string;
  _uid: string;
  component: "ActionBar";
  [k: string]: any;
}

export type MultilinkStoryblok =
  | {
      id?: string;
      cached_url?: string;
      anchor?: string;
      linktype?: "story";
      target?: "_self" | "_blank";
      [k: string]: any;
    }
  | {
      url?: string;
      cached_url?: string;
      anchor?: string;
      linktype?: "asset" | "url";
      target?: "_self" | "_blank";
      [k: string]: any;
    }
  | {
      email?: string;
      linktype?: "email";
      target?: "_self" | "_blank";
      [k: string]: any;
    };

export interface BurgerExtraItemStoryblok {
  text: string;
  url: MultilinkStoryblok;
  icon?: string;
  _uid: string;
  component: "BurgerExtraItem";
  [k: string]: any;
}

export interface BurgerFooterItemStoryblok {
  text: string;
  url: MultilinkStoryblok;
  icon?: string;
  _uid: string;
  component: "BurgerFooterItem";
  [k: string]: any;
}

export interface BurgerNavigationStoryblok {
  mainNavigationItems?: BurgerNavigationItemStoryblok[];
  extraMenu?: BurgerExtraItemStoryblok[];
  serviceHotline?: string;
  serviceText?: string;
  footer?: BurgerFooterItemStoryblok[];
  _uid: string;
  component: "BurgerNavigation";
  [k: string]: any;
}

export interface BurgerNavigationItemStoryblok {
  text: string;
  url: MultilinkStoryblok;
  icon?: string;
  hasSubItems: boolean;
  subItems?: BurgerNavigationItemStoryblok[];
  _uid: string;
  component: "BurgerNavigationItem";
  [k: string]: any;
}

export interface CalculatorStoryblok {
  product: "card" | "calendar" | "photobook" | "photobox" | "collage" | "photoframe";
  isCollage: boolean;
  selectedValue?: string;
  options: {
    materials: any[];
    plugin?: string;
    [k: string]: any;
  };
  labels?: CalculatorLabelStoryblok[];
  sku?: SkuContainerStoryblok[];
  _uid: string;
  component: "Calculator";
  [k: string]: any;
}

export interface CalculatorLabelStoryblok {
  index: string;
  text: string;
  backgroundColor?: {
    color: string;
    plugin?: string;
    [k: string]: any;
  };
  textColor?: {
    color: string;
    plugin?: string;
    [k: string]: any;
  };
  _uid: string;
  component: "CalculatorLabel";
  [k: string]: any;
}

export interface CalendarStoryblok {
  calendarType: "familienplaner" | "kuechenkalender" | "terminkalender" | "tischkalender" | "wandkalender";
  formatType?:
    | ""
    | "a3-hoch"
    | "a3-quer"
    | "a4-hoch"
    | "a4-quer"
    | "a5-quer"
    | "a6-hoch"
    | "a6-quer"
    | "150-400"
    | "200-400"
    | "130-300"
    | "145-145"
    | "200-200"
    | "300-300"
    | "265-120";
  mountingType?: "" | "holzblock" | "holzfuss" | "ohne" | "spirale" | "lochung";
  title: string;
  image: AssetStoryblok;
  text?: string;
  _uid: string;
  component: "Calendar";
  [k: string]: any;
}

export interface CardStoryblok {
  themeId: string;
  occasion?:
    | ""
    | "einschulung"
    | "firmung"
    | "geburt"
    | "geburtstag"
    | "hochzeit"
    | "kindergeburtstag"
    | "kommunion"
    | "konfirmation"
    | "ostern"
    | "taufe"
    | "trauer"
    | "weihnachten";
  title: string;
  image: AssetStoryblok;
  format?: string;
  refinementType?: "" | "gold" | "ohne" | "relief" | "rosegold" | "silber";
  _uid: string;
  component: "Card";
  [k: string]: any;
}

export interface CollageStoryblok {
  designId?: string;
  materials?: "" | "canvas" | "poster" | "framed-poster" | "mixed";
  title: string;
  image: AssetStoryblok;
  _uid: string;
  component: "Collage";
  [k: string]: any;
}

export interface CommunicationTileStoryblok {
  headline: string;
  headlineShort?: string;
  text?: string;
  cta?: CtaStoryblok[];
  _uid: string;
  component: "CommunicationTile";
  [k: string]: any;
}

export interface ContactFormStoryblok {
  headline?: string;
  person?: StoryblokStory<PersonStoryblok> | string;
  _uid: string;
  component: "ContactForm";
  [k: string]: any;
}

export interface ContainerWrapperStoryblok {
  headline?: string;
  items: (StoryblokStory<ItemStoryblok> | string)[];
  _uid: string;
  component: "ContainerWrapper";
  [k: string]: any;
}

export interface ContentAbBlockStoryblok {
  feature: string;
  variantA?: (
    | HeadlineStoryblok
    | TextStoryblok
    | TeaserStoryblok
    | UspTeaserStoryblok
    | SubTeaserTilesStoryblok
    | ProductTilesStoryblok
    | MarginStoryblok
    | InformationStoryblok
    | PhotoBlockStoryblok
    | PublicContainerStoryblok
    | SubTeaserLargePhotoStoryblok
    | SubTeaserSmallPhotoStoryblok
    | RecommendedSubTeaserStoryblok
    | RecommendedSubTeaserTileStoryblok
    | ThemesOverviewStoryblok
    | FormatsAndPricesStoryblok
    | FeedStoryblok
    | ShopStoryblok
    | UspWrapperStoryblok
    | ItemWrapperStoryblok
    | ContainerWrapperStoryblok
    | PocWrapperStoryblok
    | NewsletterBlockStoryblok
    | LinkBoxStoryblok
    | SeoTextStoryblok
    | CalendarStoryblok
    | CardStoryblok
    | CollageStoryblok
    | PhotobookStoryblok
    | FrameStoryblok
    | AccessoryStoryblok
    | AccessoryDetailWrapperStoryblok
    | AccessoryOverviewWrapperStoryblok
    | CustomerPictureBlockStoryblok
    | SkuContainerStoryblok
    | ContentAbBlockStoryblok
    | ReviewsStoryblok
    | ContactFormStoryblok
    | VoucherStoryblok
    | VideoBlockStoryblok
    | ToolboxStoryblok
    | CalculatorStoryblok
  )[];
  variantB?: (
    | HeadlineStoryblok
    | TextStoryblok
    | TeaserStoryblok
    | UspTeaserStoryblok
    | SubTeaserTilesStoryblok
    | ProductTilesStoryblok
    | MarginStoryblok
    | InformationStoryblok
    | PhotoBlockStoryblok
    | PublicContainerStoryblok
    | SubTeaserLargePhotoStoryblok
    | SubTeaserSmallPhotoStoryblok
    | RecommendedSubTeaserStoryblok
    | RecommendedSubTeaserTileStoryblok
    | ThemesOverviewStoryblok
    | FormatsAndPricesStoryblok
    | FeedStoryblok
    | ShopStoryblok
    | UspWrapperStoryblok
    | ItemWrapperStoryblok
    | ContainerWrapperStoryblok
    | PocWrapperStoryblok
    | NewsletterBlockStoryblok
    | LinkBoxStoryblok
    | SeoTextStoryblok
    | CalendarStoryblok
    | CardStoryblok
    | CollageStoryblok
    | PhotobookStoryblok
    | FrameStoryblok
    | AccessoryStoryblok
    | AccessoryDetailWrapperStoryblok
    | AccessoryOverviewWrapperStoryblok
    | CustomerPictureBlockStoryblok
    | SkuContainerStoryblok
    | ContentAbBlockStoryblok
    | ReviewsStoryblok
    | ContactFormStoryblok
    | VoucherStoryblok
    | VideoBlockStoryblok
    | ToolboxStoryblok
    | CalculatorStoryblok
  )[];
  _uid: string;
  component: "ContentAbBlock";
  [k: string]: any;
}

export interface CtaStoryblok {
  text: string;
  link: MultilinkStoryblok;
  _uid: string;
  component: "Cta";
  [k: string]: any;
}

export interface CustomerOpinionsStoryblok {
  headline?: string;
  stars: string;
  totalReviews: string;
  link?: MultilinkStoryblok;
  _uid: string;
  component: "CustomerOpinions";
  [k: string]: any;
}

export type MultiassetStoryblok = {
  alt?: string;
  copyright?: string;
  id: number;
  filename: string;
  name: string;
  title?: string;
  [k: string]: any;
}[];

export interface CustomerPictureBlockStoryblok {
  headline?: string;
  images: MultiassetStoryblok;
  _uid: string;
  component: "CustomerPictureBlock";
  [k: string]: any;
}

export interface FeedStoryblok {
  headline?: string;
  items: FeedItemStoryblok[];
  _uid: string;
  component: "Feed";
  [k: string]: any;
}

export interface FeedItemStoryblok {
  title: string;
  image: AssetStoryblok;
  link: MultilinkStoryblok;
  text?: string;
  _uid: string;
  component: "FeedItem";
  [k: string]: any;
}

export interface FlyoutGroupStoryblok {
  flyoutGroupIdentifier: string;
  flyoutGroupTitle?: string;
  flyoutGroupItems?: FlyoutItemStoryblok[];
  flyoutGroupItemsCustom?: FlyoutItemStoryblok[];
  type: "calendar" | "accessories" | "card" | "collage" | "frame" | "photobook" | "wandbilder";
  rows?: string;
  _uid: string;
  component: "FlyoutGroup";
  [k: string]: any;
}

export interface FlyoutItemStoryblok {
  link: MultilinkStoryblok;
  storyblokTitle?: string;
  asset?: AssetStoryblok;
  linkOnlyImage: boolean;
  isHeadlineItem: boolean;
  row?: string;
  subnaviTitle?: string;
  subnaviAsset?: AssetStoryblok;
  typeOverride?: string;
  subFlyoutGroups?: FlyoutSubGroupStoryblok[];
  _uid: string;
  component: "FlyoutItem";
  [k: string]: any;
}

export interface FlyoutSubGroupStoryblok {
  flyoutGroupIdentifier?: string;
  flyoutGroupTitle?: string;
  flyoutGroupItems?: FlyoutItemStoryblok[];
  _uid: string;
  component: "FlyoutSubGroup";
  [k: string]: any;
}

export interface FooterStoryblok {
  linkBox?: LinkBoxStoryblok[];
  newsletter?: FooterNewsletterStoryblok[];
  communicationTiles?: CommunicationTileStoryblok[];
  customerOpinions?: CustomerOpinionsStoryblok[];
  paymentMethods?: PaymentMethodStoryblok[];
  boxes?: FooterBoxesStoryblok[];
  _uid: string;
  component: "Footer";
  [k: string]: any;
}

export interface FooterBoxStoryblok {
  title?: string;
  items: FooterBoxItemStoryblok[];
  _uid: string;
  component: "FooterBox";
  [k: string]: any;
}

export interface FooterBoxItemStoryblok {
  link: MultilinkStoryblok;
  text: string;
  title?: string;
  linkImage?: string;
  image?: AssetStoryblok;
  _uid: string;
  component: "FooterBoxItem";
  [k: string]: any;
}

export interface FooterBoxesStoryblok {
  about?: FooterBoxStoryblok[];
  appLinks?: FooterBoxStoryblok[];
  awards?: FooterBoxStoryblok[];
  customerService?: FooterBoxStoryblok[];
  international?: FooterBoxStoryblok[];
  languages?: FooterBoxStoryblok[];
  socialMedia?: FooterBoxStoryblok[];
  _uid: string;
  component: "FooterBoxes";
  [k: string]: any;
}

export interface FooterNewsletterStoryblok {
  headline?: string;
  inputPlaceholder?: string;
  ctaText: string;
  newsletterText?: string;
  backgroundColor?: {
    color: string;
    plugin?: string;
    [k: string]: any;
  };
  textColor?: {
    color: string;
    plugin?: string;
    [k: string]: any;
  };
  _uid: string;
  component: "FooterNewsletter";
  [k: string]: any;
}

export interface FormatsAndPricesStoryblok {
  headline?: string;
  rows: FormatsAndPricesRowStoryblok[];
  _uid: string;
  component: "FormatsAndPrices";
  [k: string]: any;
}

export interface FormatsAndPricesRowStoryblok {
  format: string;
  priceCurrent: string;
  priceOriginal?: string;
  _uid: string;
  component: "FormatsAndPricesRow";
  [k: string]: any;
}

export interface FrameStoryblok {
  headline?: string;
  frameTypes: (StoryblokStory<FrameTypeStoryblok> | string)[];
  materialType?:
    | ""
    | "acrylglas"
    | "aludibond"
    | "backlitfolie"
    | "echtglas"
    | "forexplatte"
    | "fototapete"
    | "gallerybond"
    | "hahnemuehle"
    | "klebefolie"
    | "leinwand"
    | "poster"
    | "pvcplane";
  formats?: string[];
  _uid: string;
  component: "Frame";
  [k: string]: any;
}

export interface FrameTypeStoryblok {
  frameType: string;
  frameFamily?: string;
  name: string;
  shortName?: string;
  image?: AssetStoryblok;
  _uid: string;
  component: "FrameType";
  [k: string]: any;
}

export interface GlobalConfigStoryblok {
  actionBar?: ActionBarStoryblok[];
  header?: HeaderStoryblok[];
  burgerNavigation?: BurgerNavigationStoryblok[];
  mainNavigation?: MainNavigationItemStoryblok[];
  footer?: FooterStoryblok[];
  smartbanner?: SmartbannerStoryblok[];
  errorPageSlug?: string;
  _uid: string;
  component: "GlobalConfig";
  [k: string]: any;
}

export interface HeaderStoryblok {
  shopLinks?: ShopLinkStoryblok[];
  magazine?: HeaderItemStoryblok[];
  service?: HeaderItemStoryblok[];
  account?: HeaderItemStoryblok[];
  cart?: HeaderItemStoryblok[];
  serviceHotline?: string;
  _uid: string;
  component: "Header";
  [k: string]: any;
}

export interface HeaderItemStoryblok {
  text: string;
  icon?: {
    name: string;
    plugin?: string;
    [k: string]: any;
  };
  link: MultilinkStoryblok;
  type?: string;
  _uid: string;
  component: "HeaderItem";
  [k: string]: any;
}

export interface HeadlineStoryblok {
  text: string;
  level?: string;
  _uid: string;
  component: "Headline";
  [k: string]: any;
}

export interface RichtextStoryblok {
  type: string;
  content?: RichtextStoryblok[];
  marks?: RichtextStoryblok[];
  attrs?: any;
  text?: string;
  [k: string]: any;
}

export interface InformationStoryblok {
  headline?: string;
  text: RichtextStoryblok;
  icon?:
    | ""
    | "account"
    | "cart"
    | "burger"
    | "close"
    | "search"
    | "heart"
    | "heart-filled"
    | "phone"
    | "mail"
    | "chat"
    | "help"
    | "magazine"
    | "service"
    | "chevron-left"
    | "chevron-right"
    | "chevron-up"
    | "chevron-down"
    | "arrow-left"
    | "arrow-right"
    | "arrow-up"
    | "back"
    | "plus"
    | "minus"
    | "check"
    | "info"
    | "warning"
    | "star"
    | "star-half"
    | "star-outline"
    | "truck"
    | "shield-check"
    | "smile"
    | "gift"
    | "tag"
    | "clock"
    | "calendar"
    | "card"
    | "photobook"
    | "photobox"
    | "photo-print"
    | "collage"
    | "frame"
    | "canvas"
    | "upload"
    | "pen"
    | "location"
    | "globe"
    | "lock"
    | "logout"
    | "eye"
    | "eye-off"
    | "play"
    | "pause"
    | "download"
    | "external-link"
    | "facebook"
    | "instagram"
    | "pinterest"
    | "youtube"
    | "tiktok"
    | "apple"
    | "google-play"
    | "trustpilot-star";
  variant?: "" | "info" | "warning" | "success";
  _uid: string;
  component: "Information";
  [k: string]: any;
}

export interface ItemStoryblok {
  title: string;
  text?: RichtextStoryblok;
  _uid: string;
  component: "Item";
  [k: string]: any;
}

export interface ItemWrapperStoryblok {
  headline?: string;
  items: (StoryblokStory<ItemStoryblok> | string)[];
  _uid: string;
  component: "ItemWrapper";
  [k: string]: any;
}

export interface LabelStoryblok {
  labelText?: string;
  labelBackgroundColor?: {
    color: string;
    plugin?: string;
    [k: string]: any;
  };
  labelTextColor?: {
    color: string;
    plugin?: string;
    [k: string]: any;
  };
  _uid: string;
  component: "Label";
  [k: string]: any;
}

export interface LinkBoxStoryblok {
  headline?: string;
  linkLists: LinkListStoryblok[];
  _uid: string;
  component: "LinkBox";
  [k: string]: any;
}

export interface LinkListStoryblok {
  headline?: string;
  links: LinkListLinkStoryblok[];
  _uid: string;
  component: "LinkList";
  [k: string]: any;
}

export interface LinkListLinkStoryblok {
  text: string;
  link: MultilinkStoryblok;
  _uid: string;
  component: "LinkListLink";
  [k: string]: any;
}

export interface MainNavigationItemStoryblok {
  text: string;
  link: MultilinkStoryblok;
  navigationType?: string;
  flyoutGroups?: FlyoutGroupStoryblok[];
  subNavigation?: SubNavigationCategoryStoryblok[];
  subNaviOnly: boolean;
  isOnlyInBurgerNavigation: boolean;
  alwaysShowSubNavi: boolean;
  _uid: string;
  component: "MainNavigationItem";
  [k: string]: any;
}

export interface MarginStoryblok {
  size?: "" | "small" | "medium" | "large";
  _uid: string;
  component: "Margin";
  [k: string]: any;
}

export interface NewsletterBlockStoryblok {
  headline: string;
  inputPlaceholder?: string;
  ctaText: string;
  newsletterText?: string;
  backgroundColor?: {
    color: string;
    plugin?: string;
    [k: string]: any;
  };
  textColor?: {
    color: string;
    plugin?: string;
    [k: string]: any;
  };
  _uid: string;
  component: "NewsletterBlock";
  [k: string]: any;
}

export interface PageStoryblok {
  title?: string;
  description?: string;
  activeNavigation?: string;
  teaser?: TeaserStoryblok[];
  uspTeaser?: UspTeaserStoryblok[];
  calculator?: CalculatorStoryblok[];
  sku?: SkuContainerStoryblok[];
  body?: (
    | HeadlineStoryblok
    | TextStoryblok
    | TeaserStoryblok
    | UspTeaserStoryblok
    | SubTeaserTilesStoryblok
    | ProductTilesStoryblok
    | MarginStoryblok
    | InformationStoryblok
    | PhotoBlockStoryblok
    | PublicContainerStoryblok
    | SubTeaserLargePhotoStoryblok
    | SubTeaserSmallPhotoStoryblok
    | RecommendedSubTeaserStoryblok
    | RecommendedSubTeaserTileStoryblok
    | ThemesOverviewStoryblok
    | FormatsAndPricesStoryblok
    | FeedStoryblok
    | ShopStoryblok
    | UspWrapperStoryblok
    | ItemWrapperStoryblok
    | ContainerWrapperStoryblok
    | PocWrapperStoryblok
    | NewsletterBlockStoryblok
    | LinkBoxStoryblok
    | SeoTextStoryblok
    | CalendarStoryblok
    | CardStoryblok
    | CollageStoryblok
    | PhotobookStoryblok
    | FrameStoryblok
    | AccessoryStoryblok
    | AccessoryDetailWrapperStoryblok
    | AccessoryOverviewWrapperStoryblok
    | CustomerPictureBlockStoryblok
    | SkuContainerStoryblok
    | ContentAbBlockStoryblok
    | ReviewsStoryblok
    | ContactFormStoryblok
    | VoucherStoryblok
    | VideoBlockStoryblok
    | ToolboxStoryblok
    | CalculatorStoryblok
  )[];
  footerOverride?: (LinkBoxStoryblok | SeoTextStoryblok)[];
  productSnippet?: StoryblokStory<ProductSnippetStoryblok> | string;
  _uid: string;
  component: "Page";
  [k: string]: any;
}

export interface PaymentMethodStoryblok {
  id: string;
  filename: string;
  _uid: string;
  component: "PaymentMethod";
  [k: string]: any;
}

export interface PersonStoryblok {
  name: string;
  role?: string;
  email?: string;
  phone?: string;
  image?: AssetStoryblok;
  _uid: string;
  component: "Person";
  [k: string]: any;
}

export interface PhotoBlockStoryblok {
  image: AssetStoryblok;
  caption?: string;
  ratio?: string;
  _uid: string;
  component: "PhotoBlock";
  [k: string]: any;
}

export interface PhotobookStoryblok {
  photobookType: "digitalfotobuch" | "echtfotobuch" | "fotoheft";
  photobookFormat?:
    | ""
    | "200-200"
    | "300-300"
    | "a3-quer"
    | "a4-hoch"
    | "a4-quer"
    | "a4-quer-sendmoments"
    | "a5-hoch"
    | "a5-quer"
    | "a6-quer";
  photobookCover?: "" | "hard" | "soft";
  designGroupSetId?: string;
  title: string;
  image: AssetStoryblok;
  _uid: string;
  component: "Photobook";
  [k: string]: any;
}

export interface PocWrapperStoryblok {
  headline?: string;
  items: (StoryblokStory<ItemStoryblok> | string)[];
  _uid: string;
  component: "PocWrapper";
  [k: string]: any;
}

export interface ProductSnippetStoryblok {
  title?: string;
  text?: RichtextStoryblok;
  image?: AssetStoryblok;
  _uid: string;
  component: "ProductSnippet";
  [k: string]: any;
}

export interface ProductTileStoryblok {
  title: string;
  image?: AssetStoryblok;
  link: MultilinkStoryblok;
  priceCurrent: string;
  priceOriginal?: string;
  fromPrice: boolean;
  _uid: string;
  component: "ProductTile";
  [k: string]: any;
}

export interface ProductTilesStoryblok {
  headline?: string;
  items: ProductTileStoryblok[];
  _uid: string;
  component: "ProductTiles";
  [k: string]: any;
}

export interface PublicContainerStoryblok {
  headline?: string;
  body: (
    | HeadlineStoryblok
    | TextStoryblok
    | TeaserStoryblok
    | UspTeaserStoryblok
    | SubTeaserTilesStoryblok
    | ProductTilesStoryblok
    | MarginStoryblok
    | InformationStoryblok
    | PhotoBlockStoryblok
    | PublicContainerStoryblok
    | SubTeaserLargePhotoStoryblok
    | SubTeaserSmallPhotoStoryblok
    | RecommendedSubTeaserStoryblok
    | RecommendedSubTeaserTileStoryblok
    | ThemesOverviewStoryblok
    | FormatsAndPricesStoryblok
    | FeedStoryblok
    | ShopStoryblok
    | UspWrapperStoryblok
    | ItemWrapperStoryblok
    | ContainerWrapperStoryblok
    | PocWrapperStoryblok
    | NewsletterBlockStoryblok
    | LinkBoxStoryblok
    | SeoTextStoryblok
    | CalendarStoryblok
    | CardStoryblok
    | CollageStoryblok
    | PhotobookStoryblok
    | FrameStoryblok
    | AccessoryStoryblok
    | AccessoryDetailWrapperStoryblok
    | AccessoryOverviewWrapperStoryblok
    | CustomerPictureBlockStoryblok
    | SkuContainerStoryblok
    | ContentAbBlockStoryblok
    | ReviewsStoryblok
    | ContactFormStoryblok
    | VoucherStoryblok
    | VideoBlockStoryblok
    | ToolboxStoryblok
    | CalculatorStoryblok
  )[];
  _uid: string;
  component: "PublicContainer";
  [k: string]: any;
}

export interface RecommendedSubTeaserStoryblok {
  headline?: string;
  tiles: RecommendedSubTeaserTileStoryblok[];
  _uid: string;
  component: "RecommendedSubTeaser";
  [k: string]: any;
}

export interface RecommendedSubTeaserTileStoryblok {
  title: string;
  image: AssetStoryblok;
  link: MultilinkStoryblok;
  label?: LabelStoryblok[];
  _uid: string;
  component: "RecommendedSubTeaserTile";
  [k: string]: any;
}

export interface RedirectStoryblok {
  target: Exclude<MultilinkStoryblok, {linktype?: "email"} | {linktype?: "asset"}>;
  status?: "" | "301" | "302" | "307" | "308";
  _uid: string;
  component: "Redirect";
  [k: string]: any;
}

export interface ReviewsStoryblok {
  title?: string;
  subtitle?: string;
  infinite: boolean;
  reviews: {
    score: {
      stars: number;
      trustScore: number;
      [k: string]: any;
    };
    totalReviews: number;
    reviewBaseLink: string;
    companyLink?: string;
    reviews: {
      id: string | number;
      stars: number;
      title?: string;
      text?: string;
      authorName?: string;
      createdAt?: string;
      [k: string]: any;
    }[];
    plugin?: string;
    [k: string]: any;
  };
  _uid: string;
  component: "Reviews";
  [k: string]: any;
}

export interface SeoTextStoryblok {
  headline?: string;
  text: RichtextStoryblok;
  _uid: string;
  component: "SeoText";
  [k: string]: any;
}

export interface ShopStoryblok {
  headline?: string;
  shops: ShopEntryStoryblok[];
  _uid: string;
  component: "Shop";
  [k: string]: any;
}

export interface ShopEntryStoryblok {
  name: string;
  text?: string;
  link: MultilinkStoryblok;
  image?: AssetStoryblok;
  _uid: string;
  component: "ShopEntry";
  [k: string]: any;
}

export interface ShopLinkStoryblok {
  text: string;
  link: MultilinkStoryblok;
  color?: {
    color: string;
    plugin?: string;
    [k: string]: any;
  };
  icon?: string;
  _uid: string;
  component: "ShopLink";
  [k: string]: any;
}

export interface SkuContainerStoryblok {
  sku: string;
  context?: {
    [k: string]: string | number | boolean;
  };
  priceCurrent?: string;
  priceOriginal?: string;
  _uid: string;
  component: "SkuContainer";
  [k: string]: any;
}

export interface SmartbannerStoryblok {
  title: string;
  text?: string;
  cta: string;
  closeLabel?: string;
  link: MultilinkStoryblok;
  _uid: string;
  component: "Smartbanner";
  [k: string]: any;
}

export interface SubNavigationCategoryStoryblok {
  headline?: string;
  tiles: SubNavigationTileStoryblok[];
  _uid: string;
  component: "SubNavigationCategory";
  [k: string]: any;
}

export interface SubNavigationTileStoryblok {
  title: string;
  link: MultilinkStoryblok;
  type?: "" | "circle" | "square" | "square-image";
  image: AssetStoryblok;
  _uid: string;
  component: "SubNavigationTile";
  [k: string]: any;
}

export interface SubTeaserLargePhotoStoryblok {
  headline: string;
  text?: string;
  image: AssetStoryblok;
  link: MultilinkStoryblok;
  cta?: string;
  _uid: string;
  component: "SubTeaserLargePhoto";
  [k: string]: any;
}

export interface SubTeaserSmallPhotoStoryblok {
  headline: string;
  text?: string;
  image: AssetStoryblok;
  link: MultilinkStoryblok;
  cta?: string;
  _uid: string;
  component: "SubTeaserSmallPhoto";
  [k: string]: any;
}

export interface SubTeaserTileStoryblok {
  title: string;
  image?: AssetStoryblok;
  link: MultilinkStoryblok;
  _uid: string;
  component: "SubTeaserTile";
  [k: string]: any;
}

export interface SubTeaserTilesStoryblok {
  headline?: string;
  tiles: SubTeaserTileStoryblok[];
  _uid: string;
  component: "SubTeaserTiles";
  [k: string]: any;
}

export interface TeaserStoryblok {
  headline: string;
  subline?: string;
  text?: string;
  image?: AssetStoryblok;
  cta?: CtaStoryblok[];
  variant?: "" | "hero" | "default";
  _uid: string;
  component: "Teaser";
  [k: string]: any;
}

export interface TextStoryblok {
  text: RichtextStoryblok;
  _uid: string;
  component: "Text";
  [k: string]: any;
}

export interface ThemeStoryblok {
  id: string;
  title: string;
  image?: AssetStoryblok;
  _uid: string;
  component: "Theme";
  [k: string]: any;
}

export interface ThemesOverviewStoryblok {
  headline?: string;
  themes: ThemeStoryblok[];
  _uid: string;
  component: "ThemesOverview";
  [k: string]: any;
}

export interface ToolboxStoryblok {
  headline?: string;
  tools: ("" | "convert-file" | "convert-pdf" | "optimize-image")[];
  _uid: string;
  component: "Toolbox";
  [k: string]: any;
}

export interface UspItemStoryblok {
  title?: string;
  text?: string;
  icon?:
    | ""
    | "account"
    | "cart"
    | "burger"
    | "close"
    | "search"
    | "heart"
    | "heart-filled"
    | "phone"
    | "mail"
    | "chat"
    | "help"
    | "magazine"
    | "service"
    | "chevron-left"
    | "chevron-right"
    | "chevron-up"
    | "chevron-down"
    | "arrow-left"
    | "arrow-right"
    | "arrow-up"
    | "back"
    | "plus"
    | "minus"
    | "check"
    | "info"
    | "warning"
    | "star"
    | "star-half"
    | "star-outline"
    | "truck"
    | "shield-check"
    | "smile"
    | "gift"
    | "tag"
    | "clock"
    | "calendar"
    | "card"
    | "photobook"
    | "photobox"
    | "photo-print"
    | "collage"
    | "frame"
    | "canvas"
    | "upload"
    | "pen"
    | "location"
    | "globe"
    | "lock"
    | "logout"
    | "eye"
    | "eye-off"
    | "play"
    | "pause"
    | "download"
    | "external-link"
    | "facebook"
    | "instagram"
    | "pinterest"
    | "youtube"
    | "tiktok"
    | "apple"
    | "google-play"
    | "trustpilot-star";
  _uid: string;
  component: "UspItem";
  [k: string]: any;
}

export interface UspTeaserStoryblok {
  items: UspTeaserItemStoryblok[];
  _uid: string;
  component: "UspTeaser";
  [k: string]: any;
}

export interface UspTeaserItemStoryblok {
  icon?:
    | ""
    | "account"
    | "cart"
    | "burger"
    | "close"
    | "search"
    | "heart"
    | "heart-filled"
    | "phone"
    | "mail"
    | "chat"
    | "help"
    | "magazine"
    | "service"
    | "chevron-left"
    | "chevron-right"
    | "chevron-up"
    | "chevron-down"
    | "arrow-left"
    | "arrow-right"
    | "arrow-up"
    | "back"
    | "plus"
    | "minus"
    | "check"
    | "info"
    | "warning"
    | "star"
    | "star-half"
    | "star-outline"
    | "truck"
    | "shield-check"
    | "smile"
    | "gift"
    | "tag"
    | "clock"
    | "calendar"
    | "card"
    | "photobook"
    | "photobox"
    | "photo-print"
    | "collage"
    | "frame"
    | "canvas"
    | "upload"
    | "pen"
    | "location"
    | "globe"
    | "lock"
    | "logout"
    | "eye"
    | "eye-off"
    | "play"
    | "pause"
    | "download"
    | "external-link"
    | "facebook"
    | "instagram"
    | "pinterest"
    | "youtube"
    | "tiktok"
    | "apple"
    | "google-play"
    | "trustpilot-star";
  text: string;
  _uid: string;
  component: "UspTeaserItem";
  [k: string]: any;
}

export interface UspWrapperStoryblok {
  headline?: string;
  items: (StoryblokStory<UspItemStoryblok> | string)[];
  _uid: string;
  component: "UspWrapper";
  [k: string]: any;
}

export interface VideoBlockStoryblok {
  video: AssetStoryblok;
  poster: AssetStoryblok;
  _uid: string;
  component: "VideoBlock";
  [k: string]: any;
}

export interface VoucherStoryblok {
  headline?: string;
  code: string;
  text?: string;
  _uid: string;
  component: "Voucher";
  [k: string]: any;
}
