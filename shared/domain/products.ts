// Product families of the shop, their names and category slugs per language.
import type { Channel, Language } from './markets';

export type ProductFamily =
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

type PerLanguage = Record<Language, string>;

export interface FamilyRow {
  family: ProductFamily;
  channels: readonly Channel[];
  name: PerLanguage;
  slug: PerLanguage;
}

/** Category pages use the localised slug families; collages close each channel's list. */
export const PRODUCT_FAMILIES: readonly FamilyRow[] = [
  {
    family: 'card',
    channels: ['kartenliebe'],
    name: { de: 'Karten', en: 'Cards', es: 'Tarjetas', fr: 'Cartes', it: 'Biglietti', nl: 'Kaarten' },
    slug: { de: 'karten', en: 'cards', es: 'tarjetas', fr: 'cartes', it: 'biglietti', nl: 'kaarten' },
  },
  {
    family: 'calendar',
    channels: ['kartenliebe'],
    name: {
      de: 'Fotokalender',
      en: 'Photo calendars',
      es: 'Calendarios',
      fr: 'Calendriers photo',
      it: 'Calendari',
      nl: 'Fotokalenders',
    },
    slug: {
      de: 'fotokalender',
      en: 'photo-calendars',
      es: 'calendario-personalizado',
      fr: 'calendrier-photo',
      it: 'calendario-personalizzato',
      nl: 'fotokalender',
    },
  },
  {
    family: 'photobook',
    channels: ['kartenliebe'],
    name: {
      de: 'Fotobücher',
      en: 'Photo books',
      es: 'Fotolibros',
      fr: 'Livres photo',
      it: 'Fotolibri',
      nl: 'Fotoboeken',
    },
    slug: {
      de: 'fotobuch',
      en: 'photo-books',
      es: 'fotolibro',
      fr: 'livre-photo',
      it: 'fotolibro',
      nl: 'fotoboek',
    },
  },
  {
    family: 'photobox',
    channels: ['kartenliebe'],
    name: {
      de: 'Bilderbox',
      en: 'Photo box',
      es: 'Caja de fotos',
      fr: 'Box photos',
      it: 'Scatola con foto',
      nl: 'Fotobox',
    },
    slug: {
      de: 'bilderbox',
      en: 'photo-box',
      es: 'caja-de-foto',
      fr: 'box-photos',
      it: 'scatola-con-foto',
      nl: 'fotobox',
    },
  },
  {
    family: 'photoprint',
    channels: ['kartenliebe'],
    name: {
      de: 'Fotoabzüge',
      en: 'Photo prints',
      es: 'Revelado de fotos',
      fr: 'Tirages photo',
      it: 'Stampa foto',
      nl: 'Fotoafdrukken',
    },
    slug: {
      de: 'fotoabzuege',
      en: 'photo-prints',
      es: 'revelado-de-fotos',
      fr: 'tirages-photos',
      it: 'stampa-foto',
      nl: 'fotoafdrukken',
    },
  },
  {
    family: 'collage',
    channels: ['kartenliebe', 'poster'],
    name: {
      de: 'Fotocollagen',
      en: 'Photo collages',
      es: 'Collages de fotos',
      fr: 'Collages photo',
      it: 'Collage di foto',
      nl: 'Fotocollages',
    },
    slug: {
      de: 'fotocollage',
      en: 'photo-collage',
      es: 'collage-de-fotos',
      fr: 'collage-photo',
      it: 'collage-foto',
      nl: 'fotocollage',
    },
  },
  {
    family: 'canvas',
    channels: ['poster'],
    name: {
      de: 'Leinwanddruck',
      en: 'Canvas prints',
      es: 'Impresión sobre lienzo',
      fr: 'Impression sur toile',
      it: 'Stampa su tela',
      nl: 'Afdruk op canvas',
    },
    slug: {
      de: 'leinwanddruck',
      en: 'canvas-prints',
      es: 'impresion-sobre-lienzo',
      fr: 'impression-sur-toile',
      it: 'stampa-su-tela',
      nl: 'afdruk-op-canvas',
    },
  },
  {
    family: 'poster',
    channels: ['poster'],
    name: { de: 'Poster', en: 'Posters', es: 'Pósteres', fr: 'Posters', it: 'Poster', nl: 'Posters' },
    slug: { de: 'poster', en: 'poster-prints', es: 'posteres', fr: 'posters', it: 'poster', nl: 'posters' },
  },
  {
    family: 'acrylic',
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
    family: 'aluminium',
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
    family: 'framed',
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

/** The families a channel sells. */
export function familiesOf(channel: Channel): FamilyRow[] {
  const rows = PRODUCT_FAMILIES.filter((row) => row.channels.includes(channel));
  return [
    ...rows.filter((row) => row.family !== 'collage'),
    ...rows.filter((row) => row.family === 'collage'),
  ];
}
