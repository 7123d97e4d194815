// Each block's images as the server renders them: the `sizes` that follows the block's layout and the srcset
// widths that cover it at densities 1 and 2, one row per block, so a layout change that forgets its images fails.
import type { ReactElement } from 'react';
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { DEMO_SPACE } from '../../../demo/space/index';
import { demoBlocks, renderInPage } from '../../../test/fixtures/render';
import { CALENDAR_TYPES } from '../../domain/calendars';
import type { FooterBoxKind } from '../../schemas/footer';
import type { FlyoutItem } from '../../schemas/navigation';
import { FlyoutEntry } from '../layout/flyouts/FlyoutParts';
import { FooterBoxes } from '../layout/footer/FooterBoxes';
import { PaymentMethods } from '../layout/footer/PaymentMethods';
import { SubNavigation } from '../layout/SubNavigation';
import { tilePictures } from '../layout/tile-picture';
import { ProductsOverview } from '../ProductsOverview';
import { Accessory, AccessorySchema } from './Accessory';
import { AccessoryDetailWrapper, AccessoryDetailWrapperSchema } from './AccessoryDetailWrapper';
import { AccessoryOverviewWrapper, AccessoryOverviewWrapperSchema } from './AccessoryOverviewWrapper';
import { Calendar, CalendarSchema } from './Calendar';
import { Card, CardSchema } from './Card';
import { ContactPersonCard } from './ContactPersonCard';
import { CustomerPictureBlock, CustomerPictureBlockSchema } from './CustomerPictureBlock';
import { Feed, FeedSchema } from './Feed';
import { Frame, FrameSchema } from './Frame';
import { PhotoBlock, PhotoBlockSchema } from './PhotoBlock';
import { ProductTiles, ProductTilesSchema } from './ProductTiles';
import { RecommendedSubTeaser, RecommendedSubTeaserSchema } from './RecommendedSubTeaser';
import { RecommendedSubTeaserTile, RecommendedSubTeaserTileSchema } from './RecommendedSubTeaserTile';
import { RichText, RichTextDocSchema } from './RichText';
import { Shop, ShopSchema } from './Shop';
import { SubTeaserLargePhoto, SubTeaserLargePhotoSchema } from './SubTeaserLargePhoto';
import { SubTeaserSmallPhoto } from './SubTeaserSmallPhoto';
import { SubTeaserTiles, SubTeaserTilesSchema } from './SubTeaserTiles';
import { Teaser, TeaserSchema } from './Teaser';
import { ThemesOverview, ThemesOverviewSchema } from './ThemesOverview';
import { VIDEO_SIZE } from './VideoBlock';
import { VideoPoster } from './VideoPoster';

const image = { filename: '/demo-images/canvas-1.svg', alt: 'Canvas' };
const link = { url: '/leinwand/', cached_url: '', linktype: 'url' };
const byUuid = new Map(DEMO_SPACE.stories.map((story) => [story.uuid, story]));
const resolved = (uuids: unknown) => (uuids as string[]).map((uuid) => byUuid.get(uuid) ?? uuid);
const accessory = { accessoryType: 'envelope', name: 'Envelope', image };
const flyoutItem = (linkOnlyImage: boolean): FlyoutItem => ({
  link,
  storyblokTitle: 'Wall calendar',
  asset: image,
  linkOnlyImage,
  isHeadlineItem: false,
  subnaviTitle: '',
  subnaviAsset: image,
  typeOverride: '',
});
const richImage = (src: string) =>
  v.parse(RichTextDocSchema, { type: 'doc', content: [{ type: 'image', attrs: { src, alt: '' } }] });
const footerBox = (kind: FooterBoxKind) => ({
  [kind]: { title: 'Box', items: [{ text: 'Item', title: '', linkImage: '', link: { url: '/x/' }, image }] },
});

// The srcset ladders the rows share.
const TO_2000 = [320, 400, 480, 640, 800, 960, 1200, 1600, 2000];
const TO_1600 = [320, 400, 480, 640, 800, 960, 1200, 1600];
const TO_1200 = [320, 400, 480, 640, 800, 960, 1200];
const TILES_TO_960 = [160, 240, 320, 400, 480, 640, 800, 960];
const TILES_TO_800 = [160, 240, 320, 400, 480, 640, 800];

// Body blocks sit in the page container (1024 px, 16 px padding); teasers in a container of their own.
const TEASER = '(min-width: 1024px) 480px, (min-width: 768px) calc((100vw - 64px) / 2), calc(100vw - 32px)';
const PRODUCT_CARD =
  '(min-width: 1024px) 460px, (min-width: 768px) calc((100vw - 104px) / 2), calc(100vw - 64px)';
const PAGE_COLUMN = '(min-width: 1024px) 992px, calc(100vw - 32px)';
const TWO_FOUR_FROM_LG =
  '(min-width: 1024px) 230px, (min-width: 900px) calc((100vw - 104px) / 4), calc((100vw - 56px) / 2)';
const two_three = (xl: number) =>
  `(min-width: 1024px) ${xl}px, (min-width: 768px) calc((100vw - 64px) / 3), calc((100vw - 48px) / 2)`;

const ROWS: [block: string, node: () => ReactElement, sizes: string, widths: number[]][] = [
  [
    'Teaser hero',
    () => <Teaser {...v.parse(TeaserSchema, { headline: 'Hi', image, variant: 'hero' })} />,
    TEASER,
    TO_1600,
  ],
  ['Teaser default', () => <Teaser {...v.parse(TeaserSchema, { headline: 'Hi', image })} />, TEASER, TO_1600],
  [
    'Card',
    () => <Card {...v.parse(CardSchema, { themeId: 1, title: 'Card', image })} />,
    PRODUCT_CARD,
    TO_1600,
  ],
  [
    'ProductCard (Calendar, Collage, Photobook)',
    () => <Calendar {...v.parse(CalendarSchema, { calendarType: CALENDAR_TYPES[0], title: 'Cal', image })} />,
    PRODUCT_CARD,
    TO_1600,
  ],
  [
    'SubTeaserLargePhoto',
    () => <SubTeaserLargePhoto {...v.parse(SubTeaserLargePhotoSchema, { headline: 'Hi', image, link })} />,
    PAGE_COLUMN,
    TO_2000,
  ],
  [
    'SubTeaserSmallPhoto',
    () => <SubTeaserSmallPhoto {...v.parse(SubTeaserLargePhotoSchema, { headline: 'Hi', image, link })} />,
    '(min-width: 576px) 380px, calc(100vw - 64px)',
    TO_1200,
  ],
  [
    'ProductTiles',
    () => (
      <ProductTiles
        {...v.parse(ProductTilesSchema, { items: [{ title: 'Canvas', image, link, priceCurrent: 10 }] })}
      />
    ),
    TWO_FOUR_FROM_LG,
    TILES_TO_960,
  ],
  [
    'SubTeaserTiles',
    () => (
      <SubTeaserTiles {...v.parse(SubTeaserTilesSchema, { tiles: [{ title: 'Canvas', image, link }] })} />
    ),
    two_three(152),
    TILES_TO_800,
  ],
  [
    'ThemesOverview',
    () => (
      <ThemesOverview {...v.parse(ThemesOverviewSchema, { themes: [{ id: 7, title: 'Birthday', image }] })} />
    ),
    two_three(186),
    TILES_TO_800,
  ],
  [
    'CustomerPictureBlock',
    () => <CustomerPictureBlock {...v.parse(CustomerPictureBlockSchema, { images: [image] })} />,
    two_three(236),
    TILES_TO_800,
  ],
  [
    'RecommendedSubTeaser',
    () => (
      <RecommendedSubTeaser
        {...v.parse(RecommendedSubTeaserSchema, { tiles: [{ title: 'Canvas', image, link }] })}
      />
    ),
    TWO_FOUR_FROM_LG,
    TILES_TO_960,
  ],
  [
    'RecommendedSubTeaserTile alone',
    () => (
      <RecommendedSubTeaserTile
        {...v.parse(RecommendedSubTeaserTileSchema, { title: 'Canvas', image, link })}
      />
    ),
    PAGE_COLUMN,
    TO_2000,
  ],
  [
    'ProductsOverview (and the wishlist)',
    () => (
      <ProductsOverview
        heading="Products"
        tiles={[{ path: '/leinwand/', title: 'Canvas', image }]}
        total={1}
        showPrices={false}
        back="/products/"
      />
    ),
    '(min-width: 1024px) 212px, (min-width: 768px) calc((100vw - 64px) / 3 - 24px), calc((100vw - 48px) / 2 - 24px)',
    TILES_TO_800,
  ],
  [
    'Feed',
    () => <Feed {...v.parse(FeedSchema, { items: [{ title: 'Idea', image, link }] })} />,
    '(min-width: 1024px) 315px, (min-width: 576px) calc((100vw - 56px) / 2), calc(100vw - 32px)',
    TO_1200,
  ],
  ['PhotoBlock', () => <PhotoBlock {...v.parse(PhotoBlockSchema, { image })} />, PAGE_COLUMN, TO_2000],
  [
    'Accessory',
    () => {
      const demo = demoBlocks('Accessory')[0] ?? {};
      return <Accessory {...v.parse(AccessorySchema, { accessoryTypes: resolved(demo.accessoryTypes) })} />;
    },
    '(min-width: 1024px) 230px, (min-width: 768px) calc((100vw - 104px) / 4), calc((100vw - 56px) / 2)',
    TILES_TO_800,
  ],
  [
    'AccessoryOverviewWrapper',
    () => <AccessoryOverviewWrapper {...v.parse(AccessoryOverviewWrapperSchema, { items: [accessory] })} />,
    '(min-width: 1024px) 230px, (min-width: 768px) calc((100vw - 80px) / 3), calc((100vw - 56px) / 2)',
    TILES_TO_800,
  ],
  [
    'AccessoryDetailWrapper',
    () => (
      <AccessoryDetailWrapper {...v.parse(AccessoryDetailWrapperSchema, { accessory, priceCurrent: 2 })} />
    ),
    '(min-width: 1024px) 484px, (min-width: 768px) calc((100vw - 56px) / 2), calc(100vw - 32px)',
    TO_1600,
  ],
  [
    // The picture a failed video shows in its place.
    'VideoBlock poster',
    () => <VideoPoster poster={image} size={VIDEO_SIZE} />,
    PAGE_COLUMN,
    TO_2000,
  ],
  [
    'ContactPersonCard',
    () => <ContactPersonCard person={{ name: 'Anna', role: '', email: '', phone: '', image }} />,
    '128px',
    [128, 256],
  ],
  [
    'RichText image 1600x900 (720 wide)',
    () => <RichText doc={richImage('https://a.storyblok.com/f/1/1600x900/a/sea.jpg')} />,
    '(min-width: 752px) 720px, calc(100vw - 32px)',
    TO_1600,
  ],
  [
    'RichText image 400x300',
    () => <RichText doc={richImage('https://a.storyblok.com/f/1/400x300/a/sea.jpg')} />,
    '(min-width: 432px) 400px, calc(100vw - 32px)',
    [320, 400, 480, 640, 800],
  ],
  [
    'Shop',
    () => <Shop {...v.parse(ShopSchema, { shops: [{ name: 'Poster', link, image }] })} />,
    '64px',
    [64, 128],
  ],
  [
    'Frame',
    () => {
      const demo = demoBlocks('Frame')[0] ?? {};
      return <Frame {...v.parse(FrameSchema, { ...demo, frameTypes: resolved(demo.frameTypes) })} />;
    },
    '48px',
    [48, 96],
  ],
  [
    'PaymentMethods',
    () => <PaymentMethods methods={[{ id: 'paypal', filename: image.filename }]} />,
    '73px',
    [73, 146],
  ],
  ['FooterBoxes appLinks', () => <FooterBoxes {...footerBox('appLinks')} />, '94px', [94, 188]],
  ['FooterBoxes awards', () => <FooterBoxes {...footerBox('awards')} />, '40px', [40, 80]],
  ['FooterBoxes socialMedia', () => <FooterBoxes {...footerBox('socialMedia')} />, '32px', [32, 64]],
  ['FooterBoxes other boxes', () => <FooterBoxes {...footerBox('about')} />, '100px', [100, 200]],
  ['Flyout row (64)', () => <FlyoutEntry item={flyoutItem(false)} width={64} />, '64px', [64, 128]],
  ['Flyout tile (160)', () => <FlyoutEntry item={flyoutItem(false)} width={160} />, '160px', [160, 320]],
  ['Flyout swatch (40)', () => <FlyoutEntry item={flyoutItem(true)} width={40} />, '40px', [40, 80]],
  ...(
    [
      ['circle', 76],
      ['square', 110],
      ['square-image', 110],
    ] as const
  ).map(([type, width]): (typeof ROWS)[number] => [
    `SubNavigation ${type}`,
    () => (
      <SubNavigation
        categories={[{ headline: '', tiles: [{ title: 'Tile', link, type, image }] }]}
        desktop
        activeTiles={[]}
        // As the server's slot works them out for the island.
        pictures={tilePictures(
          [{ headline: '', tiles: [{ title: 'Tile', link, type, image }] }],
          'kartenliebe.de',
          { warn: () => {}, error: () => {} },
        )}
      />
    ),
    `${width}px`,
    [width, 2 * width],
  ]),
];

/** The first resized image's `sizes` and srcset widths. */
function firstImage(node: () => ReactElement): { sizes: string; widths: number[] } {
  const html = renderInPage(node());
  const tag = /<img [^>]*srcSet="[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
  const srcset = /srcSet="([^"]*)"/.exec(tag)?.[1] ?? '';
  return {
    sizes: /sizes="([^"]*)"/.exec(tag)?.[1] ?? '',
    widths: [...srcset.matchAll(/ (\d+)w/g)].map((match) => Number(match[1])),
  };
}

test.each(ROWS)('%s', (_block, node, sizes, widths) => {
  expect(firstImage(node)).toEqual({ sizes, widths });
});
