// The product blocks as registry entries: CMS component name -> schema and component.

import { Accessory, AccessorySchema } from './Accessory';
import { AccessoryDetailWrapper, AccessoryDetailWrapperSchema } from './AccessoryDetailWrapper';
import { AccessoryOverviewWrapper, AccessoryOverviewWrapperSchema } from './AccessoryOverviewWrapper';
import { Calendar, CalendarSchema } from './Calendar';
import { Card, CardSchema } from './Card';
import { Collage, CollageSchema } from './Collage';
import { ContentAbBlock, ContentAbBlockSchema } from './ContentAbBlock';
import { CustomerPictureBlock, CustomerPictureBlockSchema } from './CustomerPictureBlock';
import { type BlockEntry, blockEntry } from './entry';
import { Frame, FrameSchema } from './Frame';
import { Photobook, PhotobookSchema } from './Photobook';
import { SkuContainer, SkuContainerSchema } from './SkuContainer';

/** Product blocks to spread into the registry's map. */
export const PRODUCT_BLOCKS: Record<string, BlockEntry> = {
  Calendar: blockEntry(CalendarSchema, Calendar),
  Card: blockEntry(CardSchema, Card),
  Collage: blockEntry(CollageSchema, Collage),
  Photobook: blockEntry(PhotobookSchema, Photobook),
  Frame: blockEntry(FrameSchema, Frame),
  Accessory: blockEntry(AccessorySchema, Accessory),
  AccessoryDetailWrapper: blockEntry(AccessoryDetailWrapperSchema, AccessoryDetailWrapper),
  AccessoryOverviewWrapper: blockEntry(AccessoryOverviewWrapperSchema, AccessoryOverviewWrapper),
  CustomerPictureBlock: blockEntry(CustomerPictureBlockSchema, CustomerPictureBlock),
  SkuContainer: blockEntry(SkuContainerSchema, SkuContainer),
  ContentAbBlock: blockEntry(ContentAbBlockSchema, ContentAbBlock),
};
