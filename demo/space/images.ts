// The demo images: name -> SVG document, drawn from motifs in the brand palettes (landscape and square).
import { Canvas, type Palette } from './art';
import { BADGES } from './badges';
import { THEME_IDS } from './catalogue';
import { calendar, card, type Motif, photobook, photobox, polaroids, prints } from './motifs-paper';
import { acrylic, aluminium, canvas, collage, framed, poster, shelf } from './motifs-wall';
import { PALETTES, scene } from './scene';
import { ACCESSORIES, avatar, OCCASION_SYMBOLS, themeCard } from './symbols';

const PRODUCT_MOTIFS: Record<string, [Motif, wall: boolean]> = {
  card: [card, false],
  calendar: [calendar, true],
  photobook: [photobook, false],
  photobox: [photobox, false],
  prints: [prints, false],
  polaroids: [polaroids, false],
  collage: [collage, true],
  canvas: [canvas, true],
  poster: [poster, true],
  framed: [framed, true],
  acrylic: [acrylic, true],
  aluminium: [aluminium, true],
};

const WALL_ART = new Set(['collage', 'canvas', 'poster', 'framed', 'acrylic', 'aluminium']);
const paletteFor = (motif: string, v: number): Palette =>
  WALL_ART.has(motif)
    ? v === 1
      ? PALETTES.gallery
      : PALETTES.teal
    : v === 1
      ? PALETTES.rose
      : PALETTES.sage;

function productImages(): [string, string][] {
  return Object.entries(PRODUCT_MOTIFS).flatMap(([name, [motif, wall]]) =>
    [1, 2].flatMap((v): [string, string][] => [
      [`${name}-${v}`, scene(`${name}-${v}`, 1200, 800, paletteFor(name, v), wall, [{ motif, v }])],
      [`${name}-${v}-square`, scene(`${name}-${v}-sq`, 800, 800, paletteFor(name, v), wall, [{ motif, v }])],
    ]),
  );
}

const HEROES: Record<string, string> = {
  'hero-kartenliebe': scene('hero-kl', 1200, 800, PALETTES.rose, false, [
    { motif: calendar, v: 2, x: -60, y: 70, scale: 0.8 },
    { motif: polaroids, v: 1, x: 560, y: 90, scale: 0.8 },
    { motif: card, v: 1, x: 250, y: 60, scale: 0.88 },
  ]),
  'hero-poster': scene('hero-po', 1200, 800, PALETTES.gallery, true, [
    { motif: canvas, v: 1, x: -40, y: 60, scale: 0.72, bare: true },
    { motif: framed, v: 2, x: 330, y: 40, scale: 0.66, bare: true },
    { motif: acrylic, v: 1, x: 650, y: 80, scale: 0.68, bare: true },
    { motif: shelf, v: 1, x: 200, y: 40, scale: 1 },
  ]),
};

const THEME_COLORS = [
  '#c9a227',
  '#7f9cc7',
  '#5fa3c0',
  '#d9546b',
  '#b08d57',
  '#6f8f7a',
  '#e07a3f',
  '#8a8780',
  '#2f6b4f',
];

function themeImages(): [string, string][] {
  return THEME_IDS.map((id, index) => {
    const color = THEME_COLORS[index] ?? '#d9546b';
    const symbol = OCCASION_SYMBOLS[index] ?? OCCASION_SYMBOLS[0];
    const motif: Motif = (c, p) => `<g ${c.shadow()}>${symbol ? themeCard(symbol, color, p.ink) : ''}</g>`;
    return [
      `theme-${id}`,
      scene(`theme-${id}`, 800, 800, index % 2 ? PALETTES.sage : PALETTES.rose, false, [{ motif, v: 1 }]),
    ];
  });
}

const LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'nl'];

function personImages(): [string, string][] {
  return LANGUAGES.map((language, index) => {
    const c = new Canvas(`person-${language}`, 400, 400);
    c.add(avatar(index, index % 2 ? PALETTES.sage : PALETTES.rose));
    return [`person-${language}`, c.toString()];
  });
}

const accessoryImages = (): [string, string][] =>
  Object.entries(ACCESSORIES).map(([name, motif]) => [
    `accessory-${name}`,
    scene(`accessory-${name}`, 800, 800, PALETTES.rose, false, [{ motif, v: 1 }]),
  ]);

let images: Record<string, string> | undefined;

function allImages(): Record<string, string> {
  images ??= Object.fromEntries([
    ...productImages(),
    ...Object.entries(HEROES),
    ...themeImages(),
    ...personImages(),
    ...accessoryImages(),
    ...Object.entries(BADGES),
  ]);
  return images;
}

/** Every demo picture by name, drawn on first use rather than when the worker starts. */
export const DEMO_IMAGES: Readonly<Record<string, string>> = new Proxy({} as Record<string, string>, {
  get: (_target, key) => (typeof key === 'string' ? allImages()[key] : undefined),
  has: (_target, key) => key in allImages(),
  ownKeys: () => Reflect.ownKeys(allImages()),
  getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(allImages(), key),
});
