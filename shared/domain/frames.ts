// Frame products: the materials printed on, the frame families with their default black frame, and the frame a
// material gets when a link names none.

/** The materials a frame product is printed on. */
export const FRAME_MATERIALS = [
  'acrylglas',
  'aludibond',
  'backlitfolie',
  'echtglas',
  'forexplatte',
  'fototapete',
  'gallerybond',
  'hahnemuehle',
  'klebefolie',
  'leinwand',
  'poster',
  'pvcplane',
] as const;
export type FrameMaterial = (typeof FRAME_MATERIALS)[number];

/** The frame families, each with the black frame it starts with. */
export const FRAME_FAMILIES = {
  alurahmen: 'alurahmen-schwarz',
  artbox: 'artbox-schwarz',
  fotorahmen: 'fotorahmen-holz-schwarz',
  holzrahmen: 'holzrahmen-schwarz',
  kunststoffrahmen: 'kunststoffrahmen-schwarz',
  'schattenfuge-leinwand': 'schattenfuge-leinwand-schwarz',
  'schattenfuge-platte': 'schattenfuge-platte-schwarz',
} as const;
export type FrameFamily = keyof typeof FRAME_FAMILIES;

/** Plates take the shadow-gap frame for plates. */
const PLATE_MATERIALS: readonly FrameMaterial[] = [
  'acrylglas',
  'aludibond',
  'echtglas',
  'forexplatte',
  'gallerybond',
];

/**
 * The frame family a material gets by default: plates the shadow gap for plates, canvas the shadow gap for
 * canvas, poster and Hahnemühle paper the wooden frame; the films, wallpaper and tarpaulin take none.
 */
export function defaultFrameFamily(material: string): FrameFamily | null {
  if ((PLATE_MATERIALS as readonly string[]).includes(material)) return 'schattenfuge-platte';
  if (material === 'leinwand') return 'schattenfuge-leinwand';
  if (material === 'poster' || material === 'hahnemuehle') return 'holzrahmen';
  return null;
}

/** The default (black) frame type of a material, or null when the material takes no frame. */
export function defaultFrameType(material: string): string | null {
  const family = defaultFrameFamily(material);
  return family ? FRAME_FAMILIES[family] : null;
}

/** Names the catalogue uses beyond the twelve materials: variants, framed products and the other families. */
export const CATALOGUE_NAMES = [
  ...FRAME_MATERIALS,
  'aludibond-brushed',
  'aludibond-fineart',
  'framed-poster',
  'framed-hahnemuehle',
  'framed-leinwand',
  'fineart',
  'fraesbild',
  'wallpaper',
  'card',
  'photobox',
  'photobook',
] as const;

export interface FrameFinish {
  /** The frame type id. */
  id: string;
  family: FrameFamily;
  /** The long display name, and the short one for tight places. */
  name: string;
  short: string;
}

const finish = (family: FrameFamily, id: string, name: string, short: string): FrameFinish => ({
  id: `${family}-${id}`,
  family,
  name,
  short,
});

const ALU_COLOURS: [id: string, name: string][] = [
  ['gold', 'Gold'],
  ['kupfer', 'Kupfer'],
  ['schwarz', 'Schwarz'],
  ['schwarz-matt', 'Schwarz matt'],
  ['silber', 'Silber'],
  ['silber-matt', 'Silber matt'],
  ['weiss', 'Weiß'],
];

const WOOD_FINISHES: [id: string, name: string][] = [
  ['gold-antik', 'Gold antik'],
  ['silber-antik', 'Silber antik'],
  ['schwarz', 'Schwarz'],
  ['weiss', 'Weiß'],
  ['blau', 'Blau'],
  ['gelb', 'Gelb'],
  ['gruen', 'Grün'],
  ['rot', 'Rot'],
  ['gemasert', 'Gemasert'],
  ['gebuerstet', 'Gebürstet'],
  ['vintage', 'Vintage'],
  ['eiche-natur', 'Eiche natur'],
  ['kastanie', 'Kastanie'],
  ['wurzelholz', 'Wurzelholz'],
  ['industrial-silber', 'Industrial Silber'],
  ['schwarz-breit', 'Schwarz breit'],
  ['weiss-breit', 'Weiß breit'],
  ['eiche-natur-breit', 'Eiche natur breit'],
];

const STAND_FRAMES: [id: string, name: string][] = [
  ['aluminium', 'Aluminium'],
  ['barock', 'Barock'],
  ['holz-schwarz', 'Holz schwarz'],
  ['vintage', 'Vintage'],
  ['kunststoff', 'Kunststoff'],
  ['chrom', 'Chrom'],
  ['gold', 'Gold'],
  ['silber', 'Silber'],
];

const SHADOW_GAP_FINISHES: [id: string, name: string][] = [
  ['eiche', 'Eiche'],
  ['natur', 'Natur'],
  ['schwarz', 'Schwarz lackiert'],
  ['schwarz-struktur', 'Schwarz strukturiert'],
  ['weiss', 'Weiß lackiert'],
  ['weiss-struktur', 'Weiß strukturiert'],
];

/** Every frame a shopper can pick, with its long and short name. */
export const FRAME_FINISHES: readonly FrameFinish[] = [
  // Angular frames are `alurahmen-<colour>`, round ones `alurahmen-rund-<colour>`.
  ...ALU_COLOURS.map(([id, name]) => finish('alurahmen', id, `Alurahmen eckig ${name}`, name)),
  ...ALU_COLOURS.map(([id, name]) => finish('alurahmen', `rund-${id}`, `Alurahmen rund ${name}`, name)),
  finish('artbox', 'schwarz', 'Artbox Schwarz', 'Schwarz'),
  ...WOOD_FINISHES.map(([id, name]) => finish('holzrahmen', id, `Holzrahmen ${name}`, name)),
  ...[
    ['schwarz', 'Schwarz'],
    ['silber', 'Silber'],
    ['weiss', 'Weiß'],
  ].map(([id = '', name = '']) => finish('kunststoffrahmen', id, `Kunststoffrahmen ${name}`, name)),
  ...STAND_FRAMES.map(([id, name]) => finish('fotorahmen', id, `Fotorahmen ${name}`, name)),
  ...(['schattenfuge-leinwand', 'schattenfuge-platte'] as const).flatMap((family) =>
    SHADOW_GAP_FINISHES.map(([id, name]) => finish(family, id, `Schattenfugenrahmen ${name}`, name)),
  ),
];

/** The template item of a product without a produced frame: empty, it means no frame. */
export const NO_FRAME = '';

/** The finish of a frame type; null for the empty template item (no frame) and unknown ids. */
export function frameFinish(frameType: string): FrameFinish | null {
  if (frameType === NO_FRAME) return null;
  return FRAME_FINISHES.find((entry) => entry.id === frameType) ?? null;
}

export const MAT_TYPES = ['mat-none', 'mat-weiss'] as const;
export const MAT_SIZES = [0, 30] as const;
/** The mat colours offered. */
export const MAT_OPTIONS = ['none', 'cream', 'black', 'white'] as const;
export const GLASS_TYPES = ['museumsglas', 'museumsacryl', 'normal'] as const;
export const BACK_TYPES = ['normal'] as const;

/** Print formats: aspect ratios and named format families. */
export const PRINT_FORMATS = [
  '16:9',
  '2:1',
  '3:1',
  '3:2',
  '4:1',
  '4:3',
  '5:1',
  '5:2',
  '5:4',
  '6:1',
  'din',
  'fototapete',
  'hidden',
  'square',
  'standard',
  'panoramic-wide',
  'panoramic-ultra-wide',
] as const;

/** Canvas stretcher frame depths in mm: 2.5 and 3.8 cm, shown as 1 and 1.5 in. */
export const STRETCHER_DEPTHS = [
  { mm: 25, cm: '2.5', in: '1' },
  { mm: 38, cm: '3.8', in: '1.5' },
] as const;

export interface OptionGroup {
  id: string;
  options: readonly string[];
  /** The materials the group applies to. */
  materials: readonly FrameMaterial[];
}

/** The option groups a frame product may offer, each for the materials it applies to. */
export const OPTION_GROUPS: readonly OptionGroup[] = [
  {
    id: 'drilling',
    options: ['none', 'corners'],
    materials: ['acrylglas', 'aludibond', 'forexplatte', 'gallerybond'],
  },
  {
    id: 'printProcess',
    options: ['direct', 'fineart-glossy', 'fineart-matt', 'hahnemuehle'],
    materials: ['acrylglas', 'aludibond', 'hahnemuehle'],
  },
  {
    id: 'materialFinish',
    options: ['standard', 'brushed', 'matt-cotton-smooth', 'silk-matt', 'eco-paper'],
    materials: ['aludibond', 'hahnemuehle', 'poster'],
  },
  { id: 'backlitFrame', options: ['none', 'led'], materials: ['backlitfolie'] },
  { id: 'milling', options: ['none', 'lines', 'dots'], materials: ['forexplatte'] },
  {
    id: 'adhesiveFilmFinish',
    options: ['normal', 'transparent', 'transparent-mirrored', 'white'],
    materials: ['klebefolie'],
  },
  { id: 'stretcherFrame', options: ['2.5', '3.8'], materials: ['leinwand'] },
  { id: 'canvasEdge', options: ['coloured', 'mirrored', 'folded'], materials: ['leinwand'] },
  { id: 'posterLamination', options: ['none', 'glossy', 'matt'], materials: ['poster'] },
  { id: 'pvcEyelet', options: ['none', 'simple'], materials: ['pvcplane'] },
];

/** The option groups a material offers. */
export function optionGroupsOf(material: string): OptionGroup[] {
  return OPTION_GROUPS.filter((group) => (group.materials as readonly string[]).includes(material));
}
