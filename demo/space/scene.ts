// Picture layout for the demo images: brand palettes and a scene with background, light and placed motifs.
import { Canvas, type Palette } from './art';
import type { Motif } from './motifs-paper';

export const PALETTES = {
  rose: {
    bg: ['#fbf7f2', '#f3e2d8'],
    accent: '#d9546b',
    second: '#6f8f7a',
    ink: '#2b2a33',
    surface: '#e8d5c4',
  },
  sage: {
    bg: ['#f4f7f3', '#dfe9e1'],
    accent: '#6f8f7a',
    second: '#d9546b',
    ink: '#2b2a33',
    surface: '#cddbd0',
  },
  gallery: {
    bg: ['#f7f6f3', '#e7e4de'],
    accent: '#1f6f78',
    second: '#c9b39a',
    ink: '#111214',
    surface: '#d6d0c6',
  },
  teal: {
    bg: ['#f1f4f4', '#dbe4e5'],
    accent: '#1f6f78',
    second: '#d39a70',
    ink: '#111214',
    surface: '#c7d2d3',
  },
} as const satisfies Record<string, Palette>;

export type Placement = { motif: Motif; v: number; x?: number; y?: number; scale?: number; bare?: boolean };

/** A picture: gradient background, soft light blobs, a table or floor, and the placed motifs. */
export function scene(
  name: string,
  w: number,
  h: number,
  p: Palette,
  wall: boolean,
  placements: Placement[],
): string {
  const c = new Canvas(name, w, h);
  c.add(`<rect width="${w}" height="${h}" fill="${c.gradient(p.bg)}"/>`);
  c.add(
    `<g ${c.blur(70)}><circle cx="${w * 0.14}" cy="${h * 0.18}" r="${h * 0.3}" fill="${p.accent}" opacity="0.13"/><circle cx="${w * 0.9}" cy="${h * 0.82}" r="${h * 0.34}" fill="${p.second}" opacity="0.16"/></g>`,
  );
  const ground = wall ? h * 0.9 : h * 0.78;
  c.add(
    `<rect y="${ground}" width="${w}" height="${h - ground}" fill="${p.surface}" opacity="${wall ? 0.8 : 0.5}"/>`,
  );
  for (const { motif, v, x = (w - 800) / 2, y = (h - 800) / 2, scale = 1, bare } of placements) {
    c.add(`<g transform="translate(${x} ${y}) scale(${scale})">${motif(c, p, v, bare)}</g>`);
  }
  return c.toString();
}
