// The shop's icon set: one 24x24 outline icon per name, drawn with 1.5 px strokes in currentColor.
// Every drawing is original, simple geometry on a 24 px grid with ~2 px padding. Outline elements carry
// their own stroke attributes; brand logos and filled stars are solid shapes (fill only, no stroke).

import type { IconName } from './icon-names';

export { ICON_NAMES, type IconName, isIconName } from './icon-names';

const STROKE =
  'fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"';

/** Stroked path. */
const path = (d: string): string => `<path ${STROKE} d="${d}"/>`;
/** Stroked circle. */
const circle = (cx: number, cy: number, r: number): string =>
  `<circle ${STROKE} cx="${cx}" cy="${cy}" r="${r}"/>`;
/** Stroked (optionally rounded) rectangle. */
const rect = (x: number, y: number, width: number, height: number, rx = 0): string =>
  `<rect ${STROKE} x="${x}" y="${y}" width="${width}" height="${height}"${rx ? ` rx="${rx}"` : ''}/>`;
/** Solid shape (brand logos, filled stars); even-odd so inner sub-paths cut holes. */
const solid = (d: string): string => `<path fill="currentColor" fill-rule="evenodd" d="${d}"/>`;
/** Full circle as path data (for cut-outs inside solid shapes). */
const ring = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

// Shared outlines.
const HEART = 'M12 19.9L4.8 12.7A4.5 4.5 0 1 1 12 7.4A4.5 4.5 0 1 1 19.2 12.7Z';
const STAR_OUTLINE =
  'M12 3.9L14.38 9.62L20.56 10.12L15.85 14.15L17.29 20.18L12 16.95L6.71 20.18L8.15 14.15L3.44 10.12L9.62 9.62Z';
/** Left half of STAR_OUTLINE (filled inside the stroke for the half star). */
const STAR_LEFT_HALF = 'M12 3.9L9.62 9.62L3.44 10.12L8.15 14.15L6.71 20.18L12 16.95Z';
/** The silhouette of STAR_OUTLINE drawn with a 1.5 px round-joined stroke, as a solid shape. */
const STAR_SOLID =
  'M11.31 3.61A0.75 0.75 0 0 1 12.69 3.61L14.9 8.91L20.62 9.37A0.75 0.75 0 0 1 21.05 10.69L16.69 14.42' +
  'L18.02 20.01A0.75 0.75 0 0 1 16.9 20.82L12 17.83L7.1 20.82A0.75 0.75 0 0 1 5.98 20.01L7.31 14.42' +
  'L2.95 10.69A0.75 0.75 0 0 1 3.38 9.37L9.1 8.91Z';
const EYE = 'M2.5 12C4.5 8 8 5.5 12 5.5S19.5 8 21.5 12C19.5 16 16 18.5 12 18.5S4.5 16 2.5 12Z';
const TRAY = 'M4 15.5v3A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5v-3';
/** Rounds to 2 decimals so generated markup stays short. */
const n = (v: number): number => Math.round(v * 100) / 100;
/** Small landscape (hills + sun) drawn inside the box x, y, w, h of a photo product. */
const landscape = (x: number, y: number, w: number, h: number): string => {
  const pt = (fx: number, fy: number): string => `${n(x + w * fx)} ${n(y + h * fy)}`;
  return (
    path(`M${pt(0, 0.88)}L${pt(0.32, 0.5)}L${pt(0.58, 0.76)}L${pt(0.74, 0.62)}L${pt(1, 0.88)}`) +
    circle(n(x + w * 0.76), n(y + h * 0.26), n(Math.min(w, h) * 0.12))
  );
};

/** Inner SVG markup of each icon (paths, circles, lines...), for a symbol with viewBox 0 0 24 24. */
export const ICONS: Record<IconName, string> = {
  account: circle(12, 7.5, 4) + path('M5 20.5a7 7 0 0 1 14 0'),
  cart: path('M2.5 3.5H5l2.2 11h10.6l2.2-8H5.6') + circle(9, 19, 1.5) + circle(17, 19, 1.5),
  burger: path('M4 6h16M4 12h16M4 18h16'),
  close: path('M6 6l12 12M18 6L6 18'),
  search: circle(10.5, 10.5, 6.5) + path('M15.3 15.3l5.2 5.2'),
  heart: path(HEART),
  'heart-filled': `<path fill="currentColor" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" d="${HEART}"/>`,
  phone: path(
    'M5 3.5h3.5l1.5 4.5-2.2 1.6a11 11 0 0 0 6.6 6.6l1.6-2.2 4.5 1.5V19a2 2 0 0 1-2 2A16.5 16.5 0 0 1 3 5.5a2 2 0 0 1 2-2z',
  ),
  mail: rect(3, 5, 18, 14, 2) + path('M3.8 6.8l8.2 6.2 8.2-6.2'),
  chat:
    path(
      'M5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H11l-4.5 4V16h-1A1.5 1.5 0 0 1 4 14.5v-9A1.5 1.5 0 0 1 5.5 4z',
    ) + path('M8 8.5h8M8 11.5h5'),
  help: circle(12, 12, 9) + path('M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01'),
  magazine:
    path(
      'M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5c-3.5-.5-6.5 0-8.5 1.5zM12 6.5v13',
    ) + path('M6 9h3.5M6 12h3.5M14.5 9H18M14.5 12H18'),
  service:
    path('M4.5 12.5V12a7.5 7.5 0 0 1 15 0v.5') +
    rect(3.5, 12.5, 3.5, 5.5, 1.2) +
    rect(17, 12.5, 3.5, 5.5, 1.2) +
    path('M18.8 18c0 2-1.5 3-3.5 3H13'),
  'chevron-left': path('M14.5 5.5L8 12l6.5 6.5'),
  'chevron-right': path('M9.5 5.5L16 12l-6.5 6.5'),
  'chevron-up': path('M5.5 14.5L12 8l6.5 6.5'),
  'chevron-down': path('M5.5 9.5L12 16l6.5-6.5'),
  'arrow-left': path('M19 12H5M11 6l-6 6 6 6'),
  'arrow-right': path('M5 12h14M13 6l6 6-6 6'),
  'arrow-up': path('M12 19V5M6 11l6-6 6 6'),
  back: path('M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11'),
  plus: path('M12 5v14M5 12h14'),
  minus: path('M5 12h14'),
  check: path('M4.5 12.5l5 5L19.5 7'),
  info: circle(12, 12, 9) + path('M12 11v5.5M12 7.8h.01'),
  warning: path('M12 4l9 15.5H3z') + path('M12 9.5V14M12 16.8h.01'),
  star: solid(STAR_SOLID),
  'star-half': solid(STAR_LEFT_HALF) + path(STAR_OUTLINE),
  'star-outline': path(STAR_OUTLINE),
  truck:
    path('M5 17H3.5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v10M9 17h6') +
    path('M13.5 9.5h3.8a1 1 0 0 1 .8.4l2.2 2.9a1 1 0 0 1 .2.6V16a1 1 0 0 1-1 1H19') +
    circle(7, 17, 2) +
    circle(17, 17, 2),
  'shield-check':
    path('M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6z') + path('M8.8 12l2.2 2.2 4.2-4.4'),
  smile: circle(12, 12, 9) + path('M8 14c1 1.7 2.4 2.5 4 2.5s3-.8 4-2.5M9 9.5h.01M15 9.5h.01'),
  gift:
    rect(3, 7.5, 18, 3.5, 1) +
    path('M4.5 11v8.5a1 1 0 0 0 1 1h13a1 1 0 0 0 1-1V11M12 7.5v13') +
    path(
      'M12 7.5C11 5 9.7 3.5 8.3 3.5 7 3.5 6.5 4.5 6.8 5.5 7.2 7 9.5 7.5 12 7.5M12 7.5c1-2.5 2.3-4 3.7-4 1.3 0 1.8 1 1.5 2-.4 1.5-2.7 2-5.2 2',
    ),
  tag:
    path('M3.5 4.5a1 1 0 0 1 1-1h6.3l9.4 9.4a1.5 1.5 0 0 1 0 2.1l-5.2 5.2a1.5 1.5 0 0 1-2.1 0L3.5 10.8z') +
    circle(7.8, 7.8, 1.3),
  clock: circle(12, 12, 9) + path('M12 7v5l3.5 2'),
  calendar:
    rect(3.5, 5, 17, 15.5, 2) +
    path('M3.5 10h17M8 3v4M16 3v4') +
    path('M8 14h.01M12 14h.01M16 14h.01M8 17h.01M12 17h.01'),
  card:
    rect(5, 3, 11, 18, 1) +
    path('M16 5.5l3 .5v12l-3 .5') +
    path('M10.5 14l-2.4-2.4a1.5 1.5 0 1 1 2.4-1.8 1.5 1.5 0 1 1 2.4 1.8z'),
  photobook: rect(3, 4.5, 18, 15, 1.5) + path('M6.5 4.5v15') + landscape(9, 7.5, 9.5, 9),
  photobox:
    path('M5.5 13V4.5a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1V13M15.5 6l3.2.7a1 1 0 0 1 .8 1.2L18.4 13') +
    path('M7.5 13l3-3 3 3') +
    circle(12.5, 6.5, 1) +
    rect(3, 13, 18, 7.5, 1) +
    path('M10 16.75h4'),
  'photo-print': rect(4.5, 3, 15, 18, 1) + rect(6.5, 5, 11, 11) + landscape(6.5, 5, 11, 11),
  collage: rect(3, 3, 18, 18, 1.5) + path('M11 3v18M11 12h10M3 15h8'),
  frame:
    path('M8.5 6L12 3l3.5 3') +
    rect(3.5, 6, 17, 14.5, 0.5) +
    rect(6.5, 9, 11, 8.5) +
    path('M6.5 15.5l3-3 3 3 1.5-1.5 3.5 3.5'),
  canvas: rect(3, 6, 14.5, 13) + path('M17.5 6L21 4v13l-3.5 2M3 6l3.5-2H21') + landscape(3, 8, 14.5, 11),
  upload: path(TRAY) + path('M12 15V4M7.5 8.5L12 4l4.5 4.5'),
  pen: path('M15.5 4.5l4 4L9 19l-5 1 1-5zM13.5 6.5l4 4'),
  location: path('M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z') + circle(12, 10, 2.5),
  globe:
    circle(12, 12, 9) +
    path('M12 3c-2.5 2.5-3.7 5.5-3.7 9s1.2 6.5 3.7 9M12 3c2.5 2.5 3.7 5.5 3.7 9s-1.2 6.5-3.7 9M3 12h18'),
  lock: rect(5, 10.5, 14, 10, 2) + path('M8 10.5v-3a4 4 0 0 1 8 0v3M12 14.5v2'),
  logout: path('M10 20.5H6a1.5 1.5 0 0 1-1.5-1.5V5A1.5 1.5 0 0 1 6 3.5h4M10 12h10.5M16.5 8l4 4-4 4'),
  eye: path(EYE) + circle(12, 12, 3),
  'eye-off': path(EYE) + circle(12, 12, 3) + path('M4 4l16 16'),
  play: path('M8 4.5v15L20 12z'),
  pause: rect(6, 5, 4, 14, 1) + rect(14, 5, 4, 14, 1),
  download: path(TRAY) + path('M12 4v11M7.5 10.5L12 15l4.5-4.5'),
  'external-link': path(
    'M18 13.5V19a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 19V7.5A1.5 1.5 0 0 1 5 6h5.5M14 3.5h6.5V10M20.5 3.5L11 13',
  ),
  facebook: solid(
    'M6.5 3h11A3.5 3.5 0 0 1 21 6.5v11a3.5 3.5 0 0 1-3.5 3.5h-11A3.5 3.5 0 0 1 3 17.5v-11A3.5 3.5 0 0 1 6.5 3Z' +
      'M13 21V13.5H10.5V10.5H13V8.5C13 6.3 14.3 5 16.5 5H18V8H17C16.3 8 16 8.3 16 9V10.5H18L17.6 13.5H16V21Z',
  ),
  instagram: solid(
    'M8.5 3h7A5.5 5.5 0 0 1 21 8.5v7a5.5 5.5 0 0 1-5.5 5.5h-7A5.5 5.5 0 0 1 3 15.5v-7A5.5 5.5 0 0 1 8.5 3Z' +
      'M8.75 4.75h6.5a4 4 0 0 1 4 4v6.5a4 4 0 0 1-4 4h-6.5a4 4 0 0 1-4-4v-6.5a4 4 0 0 1 4-4Z' +
      ring(12, 12, 4.4) +
      ring(12, 12, 2.7) +
      ring(16.9, 7.1, 1.1),
  ),
  // A circle with an italic P cut out; the stem breaks through the rim.
  pinterest: solid(
    'M7.59 19.84A9 9 0 1 1 9.64 20.68L10.73 14.6L12.73 14.6C15.43 14.6 17.79 12.6 18.28 9.9' +
      'C18.73 7.4 17.42 5.2 14.22 5.2L10.22 5.2Z' +
      'M12.05 7.3L13.85 7.3C15.55 7.3 16.35 8.4 16.08 9.9C15.81 11.4 14.51 12.5 13.01 12.5L11.11 12.5Z',
  ),
  youtube: solid(
    'M6.5 5.5h11a4 4 0 0 1 4 4v5a4 4 0 0 1-4 4h-11a4 4 0 0 1-4-4v-5a4 4 0 0 1 4-4ZM10 9v6l5.5-3Z',
  ),
  tiktok: solid(
    'M12 3H14.5C14.5 5.5 16.5 7.5 19 7.5V10.1C17.3 10.1 15.7 9.5 14.5 8.6V15.5A5 5 0 1 1 12 11.17Z' +
      ring(9.5, 15.5, 2.3),
  ),
  apple: solid(
    'M12 8.2C10.9 7.4 9.9 7 8.8 7C6.2 7 4.5 9.2 4.5 12.2C4.5 16.2 7.1 20.8 9.2 20.8C10.2 20.8 10.8 20.3 12 20.3' +
      'C13.2 20.3 13.8 20.8 14.8 20.8C16.4 20.8 18.3 18 19.3 15.6C17.6 14.8 16.6 13.4 16.6 11.8' +
      'C16.6 10.4 17.4 9.2 18.6 8.6C17.7 7.5 16.4 7 15.2 7C14.1 7 13.1 7.4 12 8.2Z' +
      'M12.2 6.3C12.2 4.6 13.5 3.2 15.3 3C15.4 4.8 14 6.2 12.2 6.3Z',
  ),
  'google-play': solid(
    'M4.8 3.46L12.78 12L4.8 20.54ZM6.13 3.57L15.29 8.83L13.37 11.31ZM6.13 20.43L13.37 12.69L15.29 15.17Z' +
      'M16.07 9.28L20.8 12L16.07 14.72L13.97 12Z',
  ),
  'trustpilot-star': solid(
    'M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Z' +
      'M12 6.15L13.63 10.51L18.28 10.71L14.64 13.61L15.88 18.09L12 15.52L8.12 18.09L9.36 13.61L5.72 10.71L10.37 10.51Z',
  ),
};
