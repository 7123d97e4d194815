// Occasion symbols for theme cards, accessory motifs and person avatars.
import { heart, lines, type Palette, turn } from './art';
import type { Motif } from './motifs-paper';

type Symbol = (cx: number, cy: number, color: string) => string;

const stroke = (color: string, width = 10) =>
  `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

/** One symbol per occasion, in theme id order (wedding … Christmas). */
export const OCCASION_SYMBOLS: readonly Symbol[] = [
  (x, y, k) =>
    `<circle cx="${x - 26}" cy="${y}" r="44" ${stroke(k)}/><circle cx="${x + 26}" cy="${y}" r="44" ${stroke(k)}/>`,
  (x, y, k) =>
    `<circle cx="${x - 8}" cy="${y}" r="58" fill="${k}"/><circle cx="${x + 20}" cy="${y - 16}" r="50" fill="#fffdf9"/><circle cx="${x + 52}" cy="${y + 34}" r="6" fill="${k}"/><circle cx="${x + 36}" cy="${y + 58}" r="4" fill="${k}"/>`,
  (x, y, k) =>
    `<path d="M${x} ${y - 64} C${x + 44} ${y - 10} ${x + 48} ${y + 20} ${x + 44} ${y + 30} A46 46 0 0 1 ${x - 44} ${y + 30} C${x - 48} ${y + 20} ${x - 44} ${y - 10} ${x} ${y - 64}Z" fill="${k}"/>`,
  (x, y, k) =>
    `<ellipse cx="${x - 24}" cy="${y - 16}" rx="32" ry="40" fill="${k}"/><ellipse cx="${x + 28}" cy="${y - 26}" rx="28" ry="35" fill="${k}" opacity="0.6"/><path d="M${x - 24} ${y + 24} Q${x - 10} ${y + 50} ${x} ${y + 70} M${x + 28} ${y + 9} Q${x + 10} ${y + 44} ${x} ${y + 70}" ${stroke(k, 3)}/>`,
  (x, y, k) =>
    `<rect x="${x - 16}" y="${y - 20}" width="32" height="90" rx="4" fill="${k}"/><path d="M${x} ${y - 70} C${x + 18} ${y - 46} ${x + 12} ${y - 28} ${x} ${y - 28} C${x - 12} ${y - 28} ${x - 18} ${y - 46} ${x} ${y - 70}Z" fill="#f0b44c"/>`,
  (x, y, k) =>
    `<path d="M${x - 50} ${y + 50} C${x - 50} ${y - 30} ${x + 10} ${y - 60} ${x + 56} ${y - 60} C${x + 56} ${y + 10} ${x + 10} ${y + 50} ${x - 50} ${y + 50}Z" fill="${k}"/><path d="M${x - 50} ${y + 50} L${x + 30} ${y - 34}" ${stroke('#ffffff', 4)}/>`,
  (x, y, k) =>
    turn(
      -35,
      x,
      y,
      `<rect x="${x - 18}" y="${y - 70}" width="36" height="110" rx="3" fill="${k}"/><path d="M${x - 18} ${y + 40} L${x} ${y + 74} L${x + 18} ${y + 40}Z" fill="#f1d6b8"/><rect x="${x - 18}" y="${y - 70}" width="36" height="16" fill="#f1a7a1"/>`,
    ),
  (x, y, k) =>
    `<path d="M${x} ${y + 70} C${x} ${y + 10} ${x - 10} ${y - 30} ${x - 6} ${y - 70}" ${stroke(k, 4)}/>${[
      -40, -5, 30,
    ]
      .map(
        (dy, i) =>
          `<ellipse cx="${x + (i % 2 ? 22 : -22)}" cy="${y + dy}" rx="24" ry="10" fill="${k}" transform="rotate(${i % 2 ? -30 : 30} ${x + (i % 2 ? 22 : -22)} ${y + dy})"/>`,
      )
      .join('')}`,
  (x, y, k) =>
    `<path d="M${x} ${y - 60} L${x + 40} ${y - 6} L${x - 40} ${y - 6}Z M${x} ${y - 30} L${x + 54} ${y + 34} L${x - 54} ${y + 34}Z M${x} ${y} L${x + 66} ${y + 70} L${x - 66} ${y + 70}Z" fill="${k}"/><circle cx="${x}" cy="${y - 66}" r="9" fill="#f0b44c"/>`,
];

/** A theme card: the occasion symbol above a greeting in the theme colour. */
export function themeCard(symbol: Symbol, color: string, ink: string): string {
  return [
    `<rect x="210" y="120" width="380" height="540" rx="6" fill="#fffdf9"/>`,
    `<rect x="232" y="142" width="336" height="496" rx="4" fill="none" stroke="${color}" stroke-opacity="0.4" stroke-width="2"/>`,
    `<g transform="translate(400 330) scale(1.3) translate(-400 -330)">${symbol(400, 330, color)}</g>`,
    lines(400, 470, [190, 140], ink, 22),
    `<rect x="340" y="540" width="120" height="4" rx="2" fill="${color}"/>`,
  ].join('');
}

export const ACCESSORIES: Record<string, Motif> = {
  envelope: (c, p) =>
    `<rect x="180" y="250" width="440" height="300" rx="8" fill="#efe2d2" ${c.shadow()}/><path d="M180 256 L400 420 L620 256" fill="none" stroke="#d6c0a6" stroke-width="5"/><circle cx="400" cy="420" r="34" fill="${p.accent}"/>${heart(400, 424, 18, '#fff')}`,
  ribbon: (_c, p) =>
    `<path d="M400 400 C320 300 230 320 250 390 C262 440 330 430 400 400Z M400 400 C480 300 570 320 550 390 C538 440 470 430 400 400Z" fill="${p.accent}"/><path d="M390 410 L330 560 M410 410 L470 560" stroke="${p.accent}" stroke-width="26" stroke-linecap="round"/><circle cx="400" cy="402" r="26" fill="${p.accent}"/>`,
  box: (c, p) =>
    `<rect x="230" y="330" width="340" height="270" rx="8" fill="${p.second}" ${c.shadow()}/><rect x="210" y="290" width="380" height="70" rx="8" fill="${p.second}"/><rect x="382" y="290" width="36" height="310" fill="${p.accent}"/><path d="M400 290 C340 220 290 240 310 280Z M400 290 C460 220 510 240 490 280Z" fill="${p.accent}"/>`,
  posterbar: (c, p) =>
    `<path d="M300 230 L400 150 L500 230" fill="none" stroke="${p.ink}" stroke-width="3"/><rect x="180" y="226" width="440" height="30" rx="6" fill="#a57c52" ${c.shadow()}/><rect x="180" y="560" width="440" height="30" rx="6" fill="#a57c52"/><rect x="200" y="256" width="400" height="304" fill="#fbfaf7"/>${heart(400, 410, 50, p.accent)}`,
};

const SKIN = ['#f1c7a6', '#d9a47c', '#8d5a3b', '#f4d2b8', '#c68a63', '#e8b996'];
const HAIR = ['#6b4a2f', '#2b2220', '#1d1715', '#b7773f', '#3a2a22', '#d8b26a'];

/** A friendly flat avatar; `seed` varies skin and hair. */
export function avatar(seed: number, p: Palette): string {
  const skin = SKIN[seed % SKIN.length] ?? '#f1c7a6';
  const hair = HAIR[seed % HAIR.length] ?? '#6b4a2f';
  return [
    `<circle cx="200" cy="200" r="200" fill="${p.bg[1]}"/>`,
    `<path d="M70 400 C80 300 140 270 200 270 C260 270 320 300 330 400Z" fill="${p.accent}"/>`,
    `<rect x="178" y="220" width="44" height="60" rx="18" fill="${skin}"/>`,
    `<path d="M120 190 C110 90 290 90 280 190 C292 250 300 290 280 300 L120 300 C100 290 108 250 120 190Z" fill="${hair}"/>`,
    `<ellipse cx="200" cy="180" rx="66" ry="78" fill="${skin}"/>`,
    `<path d="M134 160 C150 100 250 96 268 156 C230 140 180 130 134 160Z" fill="${hair}"/>`,
    `<circle cx="176" cy="186" r="6" fill="#2b2a33"/><circle cx="224" cy="186" r="6" fill="#2b2a33"/>`,
    `<path d="M180 218 Q200 234 220 218" fill="none" stroke="#a3524f" stroke-width="4" stroke-linecap="round"/>`,
  ].join('');
}
