// The generated content types (storyblok/component-types.d.ts, from the component schema) against the valibot
// schemas, checked by the compiler: every value the generated type of a component allows is an input its schema
// takes. A field typed differently in the component schema and in the shop fails the type check.
import type * as v from 'valibot';
import type { AccessorySchema } from '../../shared/components/blocks/Accessory';
import type { AccessoryDetailWrapperSchema } from '../../shared/components/blocks/AccessoryDetailWrapper';
import type { AccessoryOverviewWrapperSchema } from '../../shared/components/blocks/AccessoryOverviewWrapper';
import type { CalendarSchema } from '../../shared/components/blocks/Calendar';
import type { CardSchema } from '../../shared/components/blocks/Card';
import type { CollageSchema } from '../../shared/components/blocks/Collage';
import type { ContainerWrapperSchema } from '../../shared/components/blocks/ContainerWrapper';
import type { ContentAbBlockSchema } from '../../shared/components/blocks/ContentAbBlock';
import type { CustomerPictureBlockSchema } from '../../shared/components/blocks/CustomerPictureBlock';
import type { CalculatorSchema } from '../../shared/components/blocks/calculator-fields';
import type {
  ContactFormBlockSchema,
  PersonContentSchema,
} from '../../shared/components/blocks/contact-form-props';
import type { FeedSchema } from '../../shared/components/blocks/Feed';
import type { FormatsAndPricesSchema } from '../../shared/components/blocks/FormatsAndPrices';
import type { FrameSchema, FrameTypeContentSchema } from '../../shared/components/blocks/Frame';
import type { HeadlineSchema } from '../../shared/components/blocks/Headline';
import type { InformationSchema } from '../../shared/components/blocks/Information';
import type { ItemSchema, ItemWrapperSchema } from '../../shared/components/blocks/ItemWrapper';
import type { LinkBoxSchema } from '../../shared/components/blocks/LinkBox';
import type { MarginSchema } from '../../shared/components/blocks/Margin';
import type { NewsletterBlockSchema } from '../../shared/components/blocks/NewsletterBlock';
import type { PhotoBlockSchema } from '../../shared/components/blocks/PhotoBlock';
import type { PhotobookSchema } from '../../shared/components/blocks/Photobook';
import type { PocWrapperSchema } from '../../shared/components/blocks/PocWrapper';
import type { ProductTilesSchema } from '../../shared/components/blocks/ProductTiles';
import type { PublicContainerSchema } from '../../shared/components/blocks/PublicContainer';
import type { RecommendedSubTeaserSchema } from '../../shared/components/blocks/RecommendedSubTeaser';
import type { RecommendedSubTeaserTileSchema } from '../../shared/components/blocks/RecommendedSubTeaserTile';
import type { ReviewsBlockSchema } from '../../shared/components/blocks/review-carousel-props';
import type { SeoTextSchema } from '../../shared/components/blocks/SeoText';
import type { ShopSchema } from '../../shared/components/blocks/Shop';
import type { SkuContainerSchema } from '../../shared/components/blocks/SkuContainer';
import type { SubTeaserLargePhotoSchema } from '../../shared/components/blocks/SubTeaserLargePhoto';
import type { SubTeaserSmallPhotoSchema } from '../../shared/components/blocks/SubTeaserSmallPhoto';
import type { SubTeaserTilesSchema } from '../../shared/components/blocks/SubTeaserTiles';
import type { TeaserSchema } from '../../shared/components/blocks/Teaser';
import type { TextSchema } from '../../shared/components/blocks/Text';
import type { ThemesOverviewSchema } from '../../shared/components/blocks/ThemesOverview';
import type { ToolboxBlockSchema } from '../../shared/components/blocks/toolbox-props';
import type { UspTeaserSchema } from '../../shared/components/blocks/UspTeaser';
import type { UspItemSchema, UspWrapperSchema } from '../../shared/components/blocks/UspWrapper';
import type { VideoBlockSchema } from '../../shared/components/blocks/video-props';
import type { VoucherBlockSchema } from '../../shared/components/blocks/voucher-props';
import type { AccessoryContentSchema } from '../../shared/domain/accessories';
import type { ActionBarDataSchema } from '../../shared/domain/action-bar';
import type { FooterBoxSchema, SmartbannerSchema } from '../../shared/schemas/footer';
import type {
  BurgerNavigationSchema,
  HeaderSchema,
  MainNavigationItemSchema,
} from '../../shared/schemas/navigation';
import type { PageContentSchema, RedirectContentSchema } from '../../shared/schemas/story';
import type * as Storyblok from '../../storyblok/component-types';

/**
 * A value of the generated type, as the schema would be given it: plain object types throughout (the generator's
 * interfaces, such as the related story's, carry no index signature that a loose schema's input type names).
 */
type Sent<T> = T extends object ? { [K in keyof T]: Sent<T[K]> } : T;
declare function sent<T>(): Sent<T>;

export const accessory: v.InferInput<typeof AccessorySchema> = sent<Storyblok.AccessoryStoryblok>();
// The one exception: an accessory the content client could not resolve (a uuid) leaves the detail block out, which
// has nothing to show without it.
export const accessoryDetailWrapper: v.InferInput<typeof AccessoryDetailWrapperSchema> = sent<
  Storyblok.AccessoryDetailWrapperStoryblok & {
    accessory: Exclude<Storyblok.AccessoryDetailWrapperStoryblok['accessory'], string>;
  }
>();
export const accessoryOverviewWrapper: v.InferInput<typeof AccessoryOverviewWrapperSchema> =
  sent<Storyblok.AccessoryOverviewWrapperStoryblok>();
export const accessoryType: v.InferInput<typeof AccessoryContentSchema> =
  sent<Storyblok.AccessoryTypeStoryblok>();
export const actionBar: v.InferInput<typeof ActionBarDataSchema> = sent<Storyblok.ActionBarStoryblok>();
export const burgerNavigation: v.InferInput<typeof BurgerNavigationSchema> =
  sent<Storyblok.BurgerNavigationStoryblok>();
export const calculator: v.InferInput<typeof CalculatorSchema> = sent<Storyblok.CalculatorStoryblok>();
export const calendar: v.InferInput<typeof CalendarSchema> = sent<Storyblok.CalendarStoryblok>();
export const card: v.InferInput<typeof CardSchema> = sent<Storyblok.CardStoryblok>();
export const collage: v.InferInput<typeof CollageSchema> = sent<Storyblok.CollageStoryblok>();
export const contactForm: v.InferInput<typeof ContactFormBlockSchema> =
  sent<Storyblok.ContactFormStoryblok>();
export const containerWrapper: v.InferInput<typeof ContainerWrapperSchema> =
  sent<Storyblok.ContainerWrapperStoryblok>();
export const contentAbBlock: v.InferInput<typeof ContentAbBlockSchema> =
  sent<Storyblok.ContentAbBlockStoryblok>();
export const customerPictureBlock: v.InferInput<typeof CustomerPictureBlockSchema> =
  sent<Storyblok.CustomerPictureBlockStoryblok>();
export const feed: v.InferInput<typeof FeedSchema> = sent<Storyblok.FeedStoryblok>();
export const footerBox: v.InferInput<typeof FooterBoxSchema> = sent<Storyblok.FooterBoxStoryblok>();
export const formatsAndPrices: v.InferInput<typeof FormatsAndPricesSchema> =
  sent<Storyblok.FormatsAndPricesStoryblok>();
export const frame: v.InferInput<typeof FrameSchema> = sent<Storyblok.FrameStoryblok>();
export const frameType: v.InferInput<typeof FrameTypeContentSchema> = sent<Storyblok.FrameTypeStoryblok>();
export const header: v.InferInput<typeof HeaderSchema> = sent<Storyblok.HeaderStoryblok>();
export const headline: v.InferInput<typeof HeadlineSchema> = sent<Storyblok.HeadlineStoryblok>();
export const information: v.InferInput<typeof InformationSchema> = sent<Storyblok.InformationStoryblok>();
export const item: v.InferInput<typeof ItemSchema> = sent<Storyblok.ItemStoryblok>();
export const itemWrapper: v.InferInput<typeof ItemWrapperSchema> = sent<Storyblok.ItemWrapperStoryblok>();
export const linkBox: v.InferInput<typeof LinkBoxSchema> = sent<Storyblok.LinkBoxStoryblok>();
export const mainNavigationItem: v.InferInput<typeof MainNavigationItemSchema> =
  sent<Storyblok.MainNavigationItemStoryblok>();
export const margin: v.InferInput<typeof MarginSchema> = sent<Storyblok.MarginStoryblok>();
export const newsletterBlock: v.InferInput<typeof NewsletterBlockSchema> =
  sent<Storyblok.NewsletterBlockStoryblok>();
export const page: v.InferInput<typeof PageContentSchema> = sent<Storyblok.PageStoryblok>();
export const person: v.InferInput<typeof PersonContentSchema> = sent<Storyblok.PersonStoryblok>();
export const photoBlock: v.InferInput<typeof PhotoBlockSchema> = sent<Storyblok.PhotoBlockStoryblok>();
export const photobook: v.InferInput<typeof PhotobookSchema> = sent<Storyblok.PhotobookStoryblok>();
export const pocWrapper: v.InferInput<typeof PocWrapperSchema> = sent<Storyblok.PocWrapperStoryblok>();
export const productTiles: v.InferInput<typeof ProductTilesSchema> = sent<Storyblok.ProductTilesStoryblok>();
export const publicContainer: v.InferInput<typeof PublicContainerSchema> =
  sent<Storyblok.PublicContainerStoryblok>();
export const recommendedSubTeaser: v.InferInput<typeof RecommendedSubTeaserSchema> =
  sent<Storyblok.RecommendedSubTeaserStoryblok>();
export const recommendedSubTeaserTile: v.InferInput<typeof RecommendedSubTeaserTileSchema> =
  sent<Storyblok.RecommendedSubTeaserTileStoryblok>();
export const redirect: v.InferInput<typeof RedirectContentSchema> = sent<Storyblok.RedirectStoryblok>();
export const reviews: v.InferInput<typeof ReviewsBlockSchema> = sent<Storyblok.ReviewsStoryblok>();
export const seoText: v.InferInput<typeof SeoTextSchema> = sent<Storyblok.SeoTextStoryblok>();
export const shop: v.InferInput<typeof ShopSchema> = sent<Storyblok.ShopStoryblok>();
export const skuContainer: v.InferInput<typeof SkuContainerSchema> = sent<Storyblok.SkuContainerStoryblok>();
export const smartbanner: v.InferInput<typeof SmartbannerSchema> = sent<Storyblok.SmartbannerStoryblok>();
export const subTeaserLargePhoto: v.InferInput<typeof SubTeaserLargePhotoSchema> =
  sent<Storyblok.SubTeaserLargePhotoStoryblok>();
export const subTeaserSmallPhoto: v.InferInput<typeof SubTeaserSmallPhotoSchema> =
  sent<Storyblok.SubTeaserSmallPhotoStoryblok>();
export const subTeaserTiles: v.InferInput<typeof SubTeaserTilesSchema> =
  sent<Storyblok.SubTeaserTilesStoryblok>();
export const teaser: v.InferInput<typeof TeaserSchema> = sent<Storyblok.TeaserStoryblok>();
export const text: v.InferInput<typeof TextSchema> = sent<Storyblok.TextStoryblok>();
export const themesOverview: v.InferInput<typeof ThemesOverviewSchema> =
  sent<Storyblok.ThemesOverviewStoryblok>();
export const toolbox: v.InferInput<typeof ToolboxBlockSchema> = sent<Storyblok.ToolboxStoryblok>();
export const uspItem: v.InferInput<typeof UspItemSchema> = sent<Storyblok.UspItemStoryblok>();
export const uspTeaser: v.InferInput<typeof UspTeaserSchema> = sent<Storyblok.UspTeaserStoryblok>();
export const uspWrapper: v.InferInput<typeof UspWrapperSchema> = sent<Storyblok.UspWrapperStoryblok>();
export const videoBlock: v.InferInput<typeof VideoBlockSchema> = sent<Storyblok.VideoBlockStoryblok>();
export const voucher: v.InferInput<typeof VoucherBlockSchema> = sent<Storyblok.VoucherStoryblok>();
