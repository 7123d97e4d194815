// The names of the wall-art option groups and their options, in the six languages: the group's title, its
// free default, and each option article's name. Lengths are written in cm and shown in the market's unit.
import { lengthsIn } from '../domain/lengths';
import type { Language, Unit } from '../domain/markets';
import type { WallOptionGroupName } from '../domain/wall-options';

export interface OptionGroupTexts {
  title: string;
  none: string;
  options: Record<string, string>;
}

type Texts = Record<WallOptionGroupName, OptionGroupTexts>;

export const OPTION_TEXTS: Record<Language, Texts> = {
  de: {
    drilling: { title: 'Bohrung', none: 'Ohne', options: { 'drilling-corners': 'In den Ecken' } },
    lamination: {
      title: 'Kaschierung',
      none: 'Ohne',
      options: { 'lamination-glossy': 'Glänzend', 'lamination-matt': 'Matt' },
    },
    'stretcher-frame': { title: 'Keilrahmen', none: '2,5 cm', options: { 'stretcher-3.8': '3,8 cm' } },
    'canvas-edge': {
      title: 'Bildkante',
      none: 'Farbig',
      options: { 'edge-mirrored': 'Gespiegelt', 'edge-folded': 'Umgeschlagen' },
    },
    glass: {
      title: 'Verglasung',
      none: 'Normalglas',
      options: { 'museum-glass': 'Museumsglas', 'museum-acrylic': 'Museumsacryl' },
    },
    mat: { title: 'Passepartout', none: 'Ohne', options: { 'mat-weiss': 'Weiß' } },
  },
  en: {
    drilling: { title: 'Drilling', none: 'None', options: { 'drilling-corners': 'In the corners' } },
    lamination: {
      title: 'Lamination',
      none: 'None',
      options: { 'lamination-glossy': 'Glossy', 'lamination-matt': 'Matt' },
    },
    'stretcher-frame': { title: 'Stretcher frame', none: '2.5 cm', options: { 'stretcher-3.8': '3.8 cm' } },
    'canvas-edge': {
      title: 'Canvas edge',
      none: 'Coloured',
      options: { 'edge-mirrored': 'Mirrored', 'edge-folded': 'Folded' },
    },
    glass: {
      title: 'Glazing',
      none: 'Standard glass',
      options: { 'museum-glass': 'Museum glass', 'museum-acrylic': 'Museum acrylic' },
    },
    mat: { title: 'Mat', none: 'None', options: { 'mat-weiss': 'White' } },
  },
  es: {
    drilling: { title: 'Taladros', none: 'Sin', options: { 'drilling-corners': 'En las esquinas' } },
    lamination: {
      title: 'Laminado',
      none: 'Sin',
      options: { 'lamination-glossy': 'Brillante', 'lamination-matt': 'Mate' },
    },
    'stretcher-frame': { title: 'Bastidor', none: '2,5 cm', options: { 'stretcher-3.8': '3,8 cm' } },
    'canvas-edge': {
      title: 'Borde del lienzo',
      none: 'De color',
      options: { 'edge-mirrored': 'Reflejado', 'edge-folded': 'Doblado' },
    },
    glass: {
      title: 'Acristalamiento',
      none: 'Vidrio normal',
      options: { 'museum-glass': 'Vidrio de museo', 'museum-acrylic': 'Acrílico de museo' },
    },
    mat: { title: 'Paspartú', none: 'Sin', options: { 'mat-weiss': 'Blanco' } },
  },
  fr: {
    drilling: { title: 'Perçage', none: 'Sans', options: { 'drilling-corners': 'Dans les coins' } },
    lamination: {
      title: 'Pelliculage',
      none: 'Sans',
      options: { 'lamination-glossy': 'Brillant', 'lamination-matt': 'Mat' },
    },
    'stretcher-frame': { title: 'Châssis', none: '2,5 cm', options: { 'stretcher-3.8': '3,8 cm' } },
    'canvas-edge': {
      title: 'Bord de la toile',
      none: 'Coloré',
      options: { 'edge-mirrored': 'Miroir', 'edge-folded': 'Replié' },
    },
    glass: {
      title: 'Vitrage',
      none: 'Verre normal',
      options: { 'museum-glass': 'Verre musée', 'museum-acrylic': 'Acrylique musée' },
    },
    mat: { title: 'Passe-partout', none: 'Sans', options: { 'mat-weiss': 'Blanc' } },
  },
  it: {
    drilling: { title: 'Foratura', none: 'Senza', options: { 'drilling-corners': 'Negli angoli' } },
    lamination: {
      title: 'Laminazione',
      none: 'Senza',
      options: { 'lamination-glossy': 'Lucida', 'lamination-matt': 'Opaca' },
    },
    'stretcher-frame': { title: 'Telaio', none: '2,5 cm', options: { 'stretcher-3.8': '3,8 cm' } },
    'canvas-edge': {
      title: 'Bordo della tela',
      none: 'Colorato',
      options: { 'edge-mirrored': 'Specchiato', 'edge-folded': 'Risvoltato' },
    },
    glass: {
      title: 'Vetro',
      none: 'Vetro normale',
      options: { 'museum-glass': 'Vetro museale', 'museum-acrylic': 'Acrilico museale' },
    },
    mat: { title: 'Passe-partout', none: 'Senza', options: { 'mat-weiss': 'Bianco' } },
  },
  nl: {
    drilling: { title: 'Boorgaten', none: 'Geen', options: { 'drilling-corners': 'In de hoeken' } },
    lamination: {
      title: 'Laminaat',
      none: 'Geen',
      options: { 'lamination-glossy': 'Glanzend', 'lamination-matt': 'Mat' },
    },
    'stretcher-frame': { title: 'Spieraam', none: '2,5 cm', options: { 'stretcher-3.8': '3,8 cm' } },
    'canvas-edge': {
      title: 'Canvasrand',
      none: 'Gekleurd',
      options: { 'edge-mirrored': 'Gespiegeld', 'edge-folded': 'Omgeslagen' },
    },
    glass: {
      title: 'Beglazing',
      none: 'Normaal glas',
      options: { 'museum-glass': 'Museumglas', 'museum-acrylic': 'Museumacryl' },
    },
    mat: { title: 'Passe-partout', none: 'Geen', options: { 'mat-weiss': 'Wit' } },
  },
};

/** A group's words in a language, each length in the unit its sizes read in (a depth of 3.8 cm is 1.5 in). */
export function optionGroupTexts(
  group: WallOptionGroupName,
  site: { language: Language; locale: string },
  unit: Unit,
): OptionGroupTexts {
  const words = OPTION_TEXTS[site.language][group];
  const shown = (text: string) => lengthsIn(text, unit, site.locale);
  return {
    title: shown(words.title),
    none: shown(words.none),
    options: Object.fromEntries(Object.entries(words.options).map(([id, name]) => [id, shown(name)])),
  };
}
