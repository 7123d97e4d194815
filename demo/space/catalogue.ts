// Demo products: two per family, each with its designer type, calculator materials and related blocks.
import type { DesignerType } from '../../shared/domain/routes';
import type { FamilyId } from './families';
import { book, box, calendar, card, FRAMED, type Material, prints, wall } from './materials';

export type ProductId =
  | 'weddingCard'
  | 'christmasCard'
  | 'wallCalendar'
  | 'deskCalendar'
  | 'hardcoverBook'
  | 'layflatBook'
  | 'photoBox'
  | 'photoBoxMax'
  | 'mattePrints'
  | 'glossyPrints'
  | 'canvasCollage'
  | 'posterCollage'
  | 'canvasClassic'
  | 'canvasFloater'
  | 'posterClassic'
  | 'fineArtPoster'
  | 'acrylicClassic'
  | 'acrylicFloater'
  | 'aluDibond'
  | 'aluBrushed'
  | 'woodFrame'
  | 'aluFrame';

export type AccessoryId = 'envelope' | 'ribbon' | 'giftBox' | 'hangingKit';

export interface ProductDef {
  id: ProductId;
  family: FamilyId;
  designer: DesignerType;
  /** Image variant of the family motif. */
  variant: 1 | 2;
  materials: readonly Material[];
  accessories: readonly AccessoryId[];
  /** Whether the page shows the frame choice (Frame block). */
  frame: boolean;
}

const DESIGNER: Partial<Record<FamilyId, DesignerType>> = {
  card: 'card',
  calendar: 'calendar',
  photobook: 'photobook',
  photobox: 'photobox',
  photoprint: 'photobox',
  collage: 'collage',
};

/** A product row; `extras` lists accessory ids and the word `frame` for the frame choice. */
const p = (id: ProductId, family: FamilyId, variant: 1 | 2, list: Material[], extras = ''): ProductDef => {
  const words = extras.split(' ').filter(Boolean);
  return {
    id,
    family,
    designer: DESIGNER[family] ?? 'photoframe',
    variant,
    materials: list,
    accessories: words.filter((word): word is AccessoryId => word !== 'frame'),
    frame: words.includes('frame'),
  };
};

const WEDDING = [card(2101, 'hochzeit', 'ohne', 'a6-quer'), card(2101, 'hochzeit', 'gold', 'a6-quer')];
const XMAS = [card(2109, 'weihnachten', 'ohne', '145-145'), card(2109, 'weihnachten', 'silber', '145-145')];
const COLLAGE = { collage: true, designId: 1 };
const FLOATER = { frameType: 'schattenfuge-leinwand-eiche', stretcherFrame: 3.8 };
const CARD_EXTRAS = 'envelope ribbon giftBox';

export const PRODUCTS: readonly ProductDef[] = [
  p('weddingCard', 'card', 1, WEDDING, CARD_EXTRAS),
  p('christmasCard', 'card', 2, XMAS, CARD_EXTRAS),
  p('wallCalendar', 'calendar', 1, [calendar('wandkalender', 'spirale')], 'hangingKit giftBox'),
  p('deskCalendar', 'calendar', 2, [calendar('tischkalender', 'holzfuss')], 'giftBox'),
  p('hardcoverBook', 'photobook', 1, [book('hard'), book('soft')]),
  p('layflatBook', 'photobook', 2, [book('hard', 'glaenzend'), book('hard', 'matt')]),
  p('photoBox', 'photobox', 1, [box(50)]),
  p('photoBoxMax', 'photobox', 2, [box(100)], 'giftBox'),
  p('mattePrints', 'photoprint', 1, [prints('matt', '15x10')]),
  p('glossyPrints', 'photoprint', 2, [prints('glaenzend', '13x9')]),
  p('canvasCollage', 'collage', 1, [wall('leinwand', COLLAGE), wall('poster', COLLAGE)], 'frame'),
  p('posterCollage', 'collage', 2, [wall('poster', { ...COLLAGE, ...FRAMED, designId: 13 })], 'frame'),
  p('canvasClassic', 'canvas', 1, [wall('leinwand', { stretcherFrame: 2.5 }), wall('poster')], 'hangingKit'),
  p('canvasFloater', 'canvas', 2, [wall('leinwand', FLOATER)], 'frame'),
  p(
    'posterClassic',
    'poster',
    1,
    [wall('poster', { lamination: 'none' }), wall('hahnemuehle')],
    'hangingKit',
  ),
  p('fineArtPoster', 'poster', 2, [wall('hahnemuehle'), wall('poster', { lamination: 'matt' })], 'frame'),
  p('acrylicClassic', 'acrylic', 1, [wall('acrylglas', { drilling: 'none' }), wall('aludibond')]),
  p(
    'acrylicFloater',
    'acrylic',
    2,
    [wall('acrylglas', { frameType: 'schattenfuge-platte-schwarz' })],
    'frame',
  ),
  p('aluDibond', 'aluminium', 1, [wall('aludibond', { materialFinish: 'standard' }), wall('acrylglas')]),
  p('aluBrushed', 'aluminium', 2, [wall('aludibond', { materialFinish: 'brushed' })], 'hangingKit'),
  p('woodFrame', 'framed', 1, [wall('poster', FRAMED), wall('hahnemuehle', FRAMED)], 'frame'),
  p('aluFrame', 'framed', 2, [wall('poster', { ...FRAMED, frameType: 'alurahmen-silber' })], 'frame'),
];

export const productsOf = (family: FamilyId): ProductDef[] => PRODUCTS.filter((row) => row.family === family);

export function productById(id: ProductId): ProductDef {
  const product = PRODUCTS.find((row) => row.id === id);
  if (!product) throw new Error(`unknown product ${id}`);
  return product;
}

/** Frame types offered in the frame choice and the frame flyout (FrameType stories). */
export const FRAME_TYPE_IDS = [
  'holzrahmen-schwarz',
  'holzrahmen-eiche',
  'alurahmen-silber',
  'schattenfuge-leinwand-eiche',
] as const;

/** Card themes, one per occasion (ids of the theme route), in the order of the occasion texts. */
export const THEME_IDS = [2101, 2102, 2103, 2104, 2105, 2106, 2107, 2108, 2109] as const;
