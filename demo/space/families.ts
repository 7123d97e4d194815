// Product families of both channels with their localised category slugs (shared table plus wall-art rows).
import type { Channel, Language } from '../../shared/domain/markets';
import { PRODUCT_FAMILIES } from '../../shared/domain/products';

export type FamilyId =
  | 'card'
  | 'calendar'
  | 'photobook'
  | 'photobox'
  | 'photoprint'
  | 'collage'
  | 'canvas'
  | 'poster'
  | 'acrylic'
  | 'aluminium'
  | 'framed';

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

/** Wall-art families the shared product table does not (yet) list. */
const WALL_ART: readonly Row[] = [
  {
    id: 'poster',
    channels: ['poster'],
    name: { de: 'Poster', en: 'Posters', es: 'Pósteres', fr: 'Posters', it: 'Poster', nl: 'Posters' },
    slug: { de: 'poster', en: 'poster-prints', es: 'posteres', fr: 'posters', it: 'poster', nl: 'posters' },
  },
  {
    id: 'acrylic',
    channels: ['poster'],
    name: {
      de: 'Acrylglas',
      en: 'Acrylic glass',
      es: 'Metacrilato',
      fr: 'Verre acrylique',
      it: 'Vetro acrilico',
      nl: 'Acrylglas',
    },
    slug: {
      de: 'acrylglas',
      en: 'acrylic-glass',
      es: 'metacrilato',
      fr: 'verre-acrylique',
      it: 'vetro-acrilico',
      nl: 'acrylglas',
    },
  },
  {
    id: 'aluminium',
    channels: ['poster'],
    name: {
      de: 'Alu-Dibond',
      en: 'Aluminium prints',
      es: 'Aluminio',
      fr: 'Tableau aluminium',
      it: 'Stampa su alluminio',
      nl: 'Aluminium',
    },
    slug: {
      de: 'alu-dibond',
      en: 'aluminium-prints',
      es: 'aluminio',
      fr: 'aluminium',
      it: 'alluminio',
      nl: 'aluminium',
    },
  },
  {
    id: 'framed',
    channels: ['poster'],
    name: {
      de: 'Gerahmte Bilder',
      en: 'Framed prints',
      es: 'Cuadros enmarcados',
      fr: 'Tableaux encadrés',
      it: 'Quadri con cornice',
      nl: 'Ingelijste foto’s',
    },
    slug: {
      de: 'gerahmte-bilder',
      en: 'framed-prints',
      es: 'cuadros-enmarcados',
      fr: 'tableaux-encadres',
      it: 'quadri-con-cornice',
      nl: 'ingelijste-fotos',
    },
  },
];

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

const SHARED_ROWS: readonly Row[] = PRODUCT_FAMILIES.map(({ family, ...row }) => ({ id: family, ...row }));

/** Collages close both channels' lists, after the wall-art families. */
const ORDERED = [
  ...SHARED_ROWS.filter((row) => row.id !== 'collage'),
  ...WALL_ART,
  ...SHARED_ROWS.filter((row) => row.id === 'collage'),
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
