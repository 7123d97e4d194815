// The shop's one product table: each product family with the product kind it is, the designer that makes it,
// the configurator path that opens that designer, the channels that sell it, and its names and category slugs per
// language. Every other product list and type derives from it.
import type { Channel, Language } from './markets';

type PerLanguage = Readonly<Record<Language, string>>;

interface ProductRow {
  family: string;
  /** The kind product parameters describe (`productKind()`). */
  kind: string;
  /** The designer's product type. */
  designer: string;
  /** The locale-free configurator path that opens the designer. */
  configurator: string;
  channels: readonly Channel[];
  name: PerLanguage;
  slug: PerLanguage;
}

/** Category pages use the localised slug families; collages close each channel's list. */
export const PRODUCT_FAMILIES = [
  {
    family: 'card',
    kind: 'card',
    designer: 'card',
    configurator: 'configurator-card',
    channels: ['kartenliebe'],
    name: { de: 'Karten', en: 'Cards', es: 'Tarjetas', fr: 'Cartes', it: 'Biglietti', nl: 'Kaarten' },
    slug: { de: 'karten', en: 'cards', es: 'tarjetas', fr: 'cartes', it: 'biglietti', nl: 'kaarten' },
  },
  {
    family: 'calendar',
    kind: 'calendar',
    designer: 'calendar',
    configurator: 'configurator-calendar',
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
    kind: 'photobook',
    designer: 'photobook',
    configurator: 'configurator-photobook',
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
    kind: 'photobox',
    designer: 'photobox',
    configurator: 'configurator-photobox',
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
    kind: 'photoprint',
    designer: 'photobox',
    configurator: 'configurator-photobox',
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
    kind: 'collage',
    designer: 'collage',
    configurator: 'configurator-collage',
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
    kind: 'photoframe',
    designer: 'photoframe',
    configurator: 'configurator-photo-frame',
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
    kind: 'photoframe',
    designer: 'photoframe',
    configurator: 'configurator-photo-frame',
    channels: ['poster'],
    name: { de: 'Poster', en: 'Posters', es: 'Pósteres', fr: 'Posters', it: 'Poster', nl: 'Posters' },
    slug: { de: 'poster', en: 'poster-prints', es: 'posteres', fr: 'posters', it: 'poster', nl: 'posters' },
  },
  {
    family: 'acrylic',
    kind: 'photoframe',
    designer: 'photoframe',
    configurator: 'configurator-photo-frame',
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
    kind: 'photoframe',
    designer: 'photoframe',
    configurator: 'configurator-photo-frame',
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
    kind: 'photoframe',
    designer: 'photoframe',
    configurator: 'configurator-photo-frame',
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
] as const satisfies readonly ProductRow[];

export type FamilyRow = (typeof PRODUCT_FAMILIES)[number];
export type ProductFamily = FamilyRow['family'];
export type ProductKind = FamilyRow['kind'];
export type DesignerType = FamilyRow['designer'];
type ConfiguratorPath = FamilyRow['configurator'];

// The derived table is marked pure: a browser chunk that does not need it leaves the product table out.
/** Configurator path -> designer product type. */
export const CONFIGURATORS = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ PRODUCT_FAMILIES.map((row) => [row.configurator, row.designer]),
) as Readonly<Record<ConfiguratorPath, DesignerType>>;

/**
 * Every designer product type, spelled out so that a browser chunk validating one (the calculator's props) does
 * not carry the whole table; the type check below keeps it equal to the table's designers.
 */
export const DESIGNER_TYPES = ['card', 'calendar', 'photobook', 'photobox', 'collage', 'photoframe'] as const;
type UnlistedDesigner = Exclude<DesignerType, (typeof DESIGNER_TYPES)[number]>;
export const EVERY_DESIGNER_LISTED: [UnlistedDesigner] extends [never] ? true : never = true;

/** The designer of a kind: photo prints open the photo-box designer, every other kind has its own. */
export function designerOf(kind: ProductKind): DesignerType {
  const row = PRODUCT_FAMILIES.find((entry) => entry.kind === kind);
  if (!row) throw new Error(`no product of kind ${kind}`);
  return row.designer;
}

/** The families a channel sells. */
export function familiesOf(channel: Channel): FamilyRow[] {
  const rows = PRODUCT_FAMILIES.filter((row) => (row.channels as readonly Channel[]).includes(channel));
  return [
    ...rows.filter((row) => row.family !== 'collage'),
    ...rows.filter((row) => row.family === 'collage'),
  ];
}
