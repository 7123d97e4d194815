// Frame products: the materials printed on, the frame families with their default black frame, and the frame a
// material gets when a link names none.

/** The materials a frame product is printed on. */
const FRAME_MATERIALS = [
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
const FRAME_FAMILIES = {
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
function defaultFrameFamily(material: string): FrameFamily | null {
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

export const GLASS_TYPES = ['museumsglas', 'museumsacryl', 'normal'] as const;
export const BACK_TYPES = ['normal'] as const;
