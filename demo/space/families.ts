// Product families of both channels with their localised category slugs, from the shared product table.
import type { Channel, Language } from '../../shared/domain/markets';
import { PRODUCT_FAMILIES, type ProductFamily } from '../../shared/domain/products';

export type FamilyId = ProductFamily;

export interface Family {
  id: FamilyId;
  channels: readonly Channel[];
  name: Record<Language, string>;
  slug: Record<Language, string>;
  /** The main navigation type a category page marks active. */
  navigationType: string;
  /** Image motif of the family (see images.ts). */
  motif: string;
}

type Row = Omit<Family, 'navigationType' | 'motif'>;

const NAVIGATION: Record<FamilyId, [string, string]> = {
  card: ['card', 'card'],
  calendar: ['calendar', 'calendar'],
  photobook: ['photobook', 'photobook'],
  photobox: ['photobox', 'photobox'],
  photoprint: ['photoprint', 'prints'],
  collage: ['collage', 'collage'],
  canvas: ['canvas', 'canvas'],
  poster: ['poster', 'poster'],
  acrylic: ['acrylic', 'acrylic'],
  aluminium: ['aluminium', 'aluminium'],
  framed: ['frame', 'framed'],
};

const ROWS: readonly Row[] = PRODUCT_FAMILIES.map(({ family, ...row }) => ({ id: family, ...row }));

/** Collages close both channels' lists, after the wall-art families. */
const ORDERED = [
  ...ROWS.filter((row) => row.id !== 'collage'),
  ...ROWS.filter((row) => row.id === 'collage'),
];

export const FAMILIES: readonly Family[] = ORDERED.map((row) => {
  const [navigationType, motif] = NAVIGATION[row.id];
  return { ...row, navigationType, motif };
});

/** The families a channel sells, in navigation order. */
export function familiesFor(channel: Channel): Family[] {
  return FAMILIES.filter((family) => family.channels.includes(channel));
}

export function familyById(id: FamilyId): Family {
  const family = FAMILIES.find((row) => row.id === id);
  if (!family) throw new Error(`unknown family ${id}`);
  return family;
}
