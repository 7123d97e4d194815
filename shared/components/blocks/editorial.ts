// The editorial blocks by CMS component name, to be spread into the block registry.

import { ContainerWrapper, ContainerWrapperSchema } from './ContainerWrapper';
import { type BlockEntry, blockEntry } from './entry';
import { Feed, FeedSchema } from './Feed';
import { FormatsAndPrices, FormatsAndPricesSchema } from './FormatsAndPrices';
import { Information, InformationSchema } from './Information';
import { ItemWrapper, ItemWrapperSchema } from './ItemWrapper';
import { LinkBox, LinkBoxSchema } from './LinkBox';
import { Margin, MarginSchema } from './Margin';
import { NewsletterBlock, NewsletterBlockSchema } from './NewsletterBlock';
import { PhotoBlock, PhotoBlockSchema } from './PhotoBlock';
import { PocWrapper, PocWrapperSchema } from './PocWrapper';
import { PublicContainer, PublicContainerSchema } from './PublicContainer';
import { RecommendedSubTeaser, RecommendedSubTeaserSchema } from './RecommendedSubTeaser';
import { RecommendedSubTeaserTile, RecommendedSubTeaserTileSchema } from './RecommendedSubTeaserTile';
import { SeoText, SeoTextSchema } from './SeoText';
import { Shop, ShopSchema } from './Shop';
import { SubTeaserLargePhoto, SubTeaserLargePhotoSchema } from './SubTeaserLargePhoto';
import { SubTeaserSmallPhoto, SubTeaserSmallPhotoSchema } from './SubTeaserSmallPhoto';
import { ThemesOverview, ThemesOverviewSchema } from './ThemesOverview';
import { UspWrapper, UspWrapperSchema } from './UspWrapper';

/**
 * Content blocks and the footer override's LinkBox and SeoText. `PublicContainer` renders
 * its nested body only when the registry's BlockList passes it a `renderBlocks` prop.
 */
export const EDITORIAL_BLOCKS: Record<string, BlockEntry> = {
  Margin: blockEntry(MarginSchema, Margin),
  Information: blockEntry(InformationSchema, Information),
  PhotoBlock: blockEntry(PhotoBlockSchema, PhotoBlock),
  PublicContainer: blockEntry(PublicContainerSchema, PublicContainer),
  SubTeaserLargePhoto: blockEntry(SubTeaserLargePhotoSchema, SubTeaserLargePhoto),
  SubTeaserSmallPhoto: blockEntry(SubTeaserSmallPhotoSchema, SubTeaserSmallPhoto),
  RecommendedSubTeaser: blockEntry(RecommendedSubTeaserSchema, RecommendedSubTeaser),
  RecommendedSubTeaserTile: blockEntry(RecommendedSubTeaserTileSchema, RecommendedSubTeaserTile),
  ThemesOverview: blockEntry(ThemesOverviewSchema, ThemesOverview),
  FormatsAndPrices: blockEntry(FormatsAndPricesSchema, FormatsAndPrices),
  Feed: blockEntry(FeedSchema, Feed),
  Shop: blockEntry(ShopSchema, Shop),
  UspWrapper: blockEntry(UspWrapperSchema, UspWrapper),
  ItemWrapper: blockEntry(ItemWrapperSchema, ItemWrapper),
  ContainerWrapper: blockEntry(ContainerWrapperSchema, ContainerWrapper),
  PocWrapper: blockEntry(PocWrapperSchema, PocWrapper),
  NewsletterBlock: blockEntry(NewsletterBlockSchema, NewsletterBlock),
  LinkBox: blockEntry(LinkBoxSchema, LinkBox),
  SeoText: blockEntry(SeoTextSchema, SeoText, 'richtext-render-error'),
};
