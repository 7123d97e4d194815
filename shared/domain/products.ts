// Product families of the shop, their names and category slugs per language (spec sections 2 and 3).
import type { Channel, Language } from './markets';

export type ProductFamily =
  | 'card'
  | 'calendar'
  | 'photobook'
  | 'photobox'
  | 'photoprint'
  | 'collage'
  | 'canvas';

type PerLanguage = Record<Language, string>;

interface FamilyRow {
  family: ProductFamily;
  channels: readonly Channel[];
  name: PerLanguage;
  slug: PerLanguage;
}

/** Category pages use the localised slug families of spec section 2. */
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
];

/** The families a channel sells. */
export function familiesOf(channel: Channel): FamilyRow[] {
  return PRODUCT_FAMILIES.filter((row) => row.channels.includes(channel));
}
