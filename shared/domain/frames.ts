// Frame products: the materials printed on, the frame families with their default black frame, which families
// frame which material, and the family a frame id belongs to. A product has a frame only when one was chosen.

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

/** The frame families (each starts from a black finish, `<family>-schwarz`). */
const FRAME_FAMILIES = [
  'alurahmen',
  'artbox',
  'fotorahmen',
  'holzrahmen',
  'kunststoffrahmen',
  'schattenfuge-leinwand',
  'schattenfuge-platte',
] as const;
export type FrameFamily = (typeof FRAME_FAMILIES)[number];

const PLATE_FAMILIES: readonly FrameFamily[] = ['schattenfuge-platte'];
const PAPER_FAMILIES: readonly FrameFamily[] = ['holzrahmen', 'alurahmen'];

/**
 * The families that frame a material, its default first: plates the shadow gap for plates, canvas the shadow gap
 * for canvas, poster and Hahnemühle paper the wooden frame (or aluminium); films, wallpaper and tarpaulin none.
 */
const FAMILIES_OF_MATERIAL: Readonly<Record<FrameMaterial, readonly FrameFamily[]>> = {
  acrylglas: PLATE_FAMILIES,
  aludibond: PLATE_FAMILIES,
  echtglas: PLATE_FAMILIES,
  forexplatte: PLATE_FAMILIES,
  gallerybond: PLATE_FAMILIES,
  leinwand: ['schattenfuge-leinwand'],
  poster: PAPER_FAMILIES,
  hahnemuehle: PAPER_FAMILIES,
  backlitfolie: [],
  fototapete: [],
  klebefolie: [],
  pvcplane: [],
};

export const isFrameMaterial = (value: string): value is FrameMaterial =>
  (FRAME_MATERIALS as readonly string[]).includes(value);

/** The frame families a material can be framed with, its default family first; none for an unknown material. */
export function frameFamilies(material: string): readonly FrameFamily[] {
  return isFrameMaterial(material) ? FAMILIES_OF_MATERIAL[material] : [];
}

// Longest first, so `schattenfuge-leinwand-eiche` is not read as a family `schattenfuge`.
const FAMILIES_LONGEST_FIRST = [...FRAME_FAMILIES].sort((a, b) => b.length - a.length);

/** The family of a frame id (`holzrahmen-eiche` is a `holzrahmen`), or null for an id of no known family. */
export function frameFamilyOf(frameType: string): FrameFamily | null {
  return FAMILIES_LONGEST_FIRST.find((family) => frameType.startsWith(`${family}-`)) ?? null;
}

/** Whether a frame can frame a material: its family is one of the material's. */
export function frameFits(material: string, frameType: string): boolean {
  const family = frameFamilyOf(frameType);
  return family !== null && frameFamilies(material).includes(family);
}

export const GLASS_TYPES = ['museumsglas', 'museumsacryl', 'normal'] as const;
export const BACK_TYPES = ['normal'] as const;
