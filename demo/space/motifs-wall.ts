// Wall-art motifs on an 800x800 stage: canvas, poster, framed print, acrylic, aluminium, collage, a shelf.
import { lines, photo } from './art';
import type { Motif } from './motifs-paper';

/** A slim shelf with a vase and a branch, below the artwork. */
export const shelf: Motif = (_c, p) =>
  [
    `<rect x="150" y="676" width="500" height="14" rx="3" fill="${p.ink}" opacity="0.85"/>`,
    `<path d="M560 676 C548 640 552 612 566 600 L594 600 C608 612 612 640 600 676Z" fill="${p.second}"/>`,
    `<path d="M580 602 C574 566 588 540 612 522 M584 570 C600 556 616 552 632 556 M578 540 C566 526 552 520 538 522" fill="none" stroke="${p.ink}" stroke-opacity="0.6" stroke-width="3" stroke-linecap="round"/>`,
    `<rect x="200" y="640" width="120" height="36" rx="2" fill="#d9cfc2"/><rect x="214" y="616" width="96" height="24" rx="2" fill="#bfb2a2"/>`,
  ].join('');

export const canvas: Motif = (c, p, v, bare) => {
  const framed = v === 2;
  return [
    framed ? `<rect x="164" y="134" width="472" height="392" fill="#b88a5a" ${c.shadow()}/>` : '',
    framed ? `<rect x="176" y="146" width="448" height="368" fill="#2b2420"/>` : '',
    `<rect x="184" y="154" width="432" height="352" fill="#fff" ${framed ? '' : c.shadow()}/>`,
    photo(c, 184, 154, 432, 352, v + 1),
    framed ? '' : `<path d="M616 154 L630 166 L630 518 L616 506Z" fill="#000" opacity="0.28"/>`,
    framed ? '' : `<path d="M184 506 L616 506 L630 518 L198 518Z" fill="#000" opacity="0.18"/>`,
    bare ? '' : shelf(c, p, v),
  ].join('');
};

export const poster: Motif = (c, p, v, bare) => {
  const hanger = v === 2;
  const tape = (x: number, deg: number) =>
    `<rect x="${x}" y="112" width="92" height="30" fill="${p.accent}" opacity="0.55" transform="rotate(${deg} ${x + 46} 127)"/>`;
  return [
    `<rect x="236" y="124" width="328" height="470" fill="#fbfaf7" ${c.shadow()}/>`,
    photo(c, 256, 144, 288, 356, v + 3),
    lines(400, 530, [150, 96], p.ink),
    hanger
      ? `<path d="M300 112 L400 70 L500 112" fill="none" stroke="${p.ink}" stroke-width="2"/><rect x="222" y="108" width="356" height="20" rx="4" fill="#a57c52"/><rect x="222" y="586" width="356" height="20" rx="4" fill="#a57c52"/>`
      : tape(206, -18) + tape(502, 16),
    bare ? '' : shelf(c, p, v),
  ].join('');
};

export const framed: Motif = (c, p, v, bare) => {
  const wood = v === 2 ? '#b88a5a' : '#1c1c1e';
  return [
    `<rect x="220" y="110" width="360" height="480" fill="${wood}" ${c.shadow()}/>`,
    `<rect x="238" y="128" width="324" height="444" fill="#fbfaf7"/>`,
    `<path d="M238 128 L562 128 L552 138 L248 138Z" fill="#000" opacity="0.12"/>`,
    photo(c, 290, 184, 220, 318, v + 2),
    bare ? '' : shelf(c, p, v),
  ].join('');
};

export const acrylic: Motif = (c, p, v, bare) => {
  const shine = c.gradient(['#ffffff@0', '#ffffff@0.55', '#ffffff@0'], '0 0 1 1');
  const bolts = [
    [198, 178],
    [602, 178],
    [198, 482],
    [602, 482],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="8" fill="${c.gradient(['#f4f5f6', '#9ea3a8'])}" stroke="#7d8287" stroke-width="1"/>`,
    )
    .join('');
  return [
    v === 2 ? `<rect x="160" y="140" width="480" height="380" fill="#151517" ${c.shadow()}/>` : '',
    `<rect x="176" y="156" width="448" height="348" rx="4" fill="#fff" ${v === 2 ? '' : c.shadow()}/>`,
    photo(c, 176, 156, 448, 348, v + 4),
    `<path d="M176 156 L380 156 L240 504 L176 504Z" fill="${shine}" opacity="0.7"/>`,
    `<rect x="176.5" y="156.5" width="447" height="347" rx="4" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="3"/>`,
    v === 2 ? '' : bolts,
    bare ? '' : shelf(c, p, v),
  ].join('');
};

export const aluminium: Motif = (c, p, v, bare) => {
  const metal = c.gradient(['#e9ebed', '#b8bdc2', '#dfe2e5', '#a9aeb4'], '0 0 1 1');
  return [
    `<rect x="176" y="156" width="448" height="348" rx="2" fill="${metal}" ${c.shadow()}/>`,
    `<g opacity="${v === 2 ? 0.62 : 0.86}" style="mix-blend-mode:multiply">${photo(c, 176, 156, 448, 348, v)}</g>`,
    `<rect x="176" y="156" width="448" height="348" fill="${c.brushed()}" opacity="${v === 2 ? 0.6 : 0.35}"/>`,
    `<path d="M624 156 L630 162 L630 510 L624 504Z" fill="#8d9298"/>`,
    bare ? '' : shelf(c, p, v),
  ].join('');
};

/** A collage of six photos on one canvas (v 1) or behind a black frame with mat (v 2). */
export const collage: Motif = (c, p, v, bare) => {
  const cells = [
    [0, 0, 2, 2],
    [2, 0, 1, 1],
    [2, 1, 1, 1],
    [0, 2, 1, 1],
    [1, 2, 1, 1],
    [2, 2, 1, 1],
  ] as const;
  const [ox, oy, unit, gap] = v === 2 ? [246, 136, 100, 8] : [226, 116, 112, 8];
  const tiles = cells.map(([cx, cy, w, h], index) =>
    photo(
      c,
      ox + cx * (unit + gap),
      oy + cy * (unit + gap),
      w * unit + (w - 1) * gap,
      h * unit + (h - 1) * gap,
      index + v,
    ),
  );
  const back =
    v === 2
      ? `<rect x="196" y="86" width="408" height="408" fill="#1c1c1e" ${c.shadow()}/><rect x="212" y="102" width="376" height="376" fill="#fbfaf7"/>`
      : `<rect x="218" y="108" width="364" height="364" fill="#fbfaf7" ${c.shadow()}/>`;
  return [back, ...tiles, bare ? '' : shelf(c, p, v)].join('');
};
