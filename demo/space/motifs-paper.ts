// Paper product motifs on an 800x800 stage: greeting card, wall calendar, photo book, photo box, prints.
import { type Canvas, heart, lines, type Palette, photo, turn } from './art';

/** Draws a product on the 800x800 stage; `bare` leaves out room decoration. */
export type Motif = (c: Canvas, p: Palette, v: number, bare?: boolean) => string;

const WHITE = '#fffdf9';

export const card: Motif = (c, p, v) => {
  const envelope = turn(
    -9,
    400,
    430,
    `<rect x="170" y="300" width="400" height="270" rx="6" fill="#efe2d2"/><path d="M170 302 L370 450 L570 302" fill="none" stroke="#d8c4ad" stroke-width="4"/>`,
    c.shadow(),
  );
  const front = [
    `<rect x="300" y="170" width="300" height="440" rx="4" fill="${WHITE}"/>`,
    photo(c, 322, 192, 256, 230, v),
    heart(450, 486, 30, p.accent),
    lines(450, 532, [170, 120], p.ink),
  ].join('');
  return envelope + turn(5, 450, 390, front, c.shadow());
};

export const calendar: Motif = (c, p, v) => {
  const cells: string[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col < 7; col += 1) {
      const hot = row === 2 && col === 4;
      const fill = hot ? p.accent : col > 4 ? p.second : '#e9e1d8';
      const x = 274 + col * 37;
      cells.push(
        `<rect x="${x}" y="${446 + row * 30}" width="31" height="24" rx="3" fill="${fill}" opacity="${hot ? 1 : col > 4 ? 0.35 : 0.8}"/>`,
      );
    }
  }
  const rings = Array.from(
    { length: 12 },
    (_unused, i) => `<rect x="${272 + i * 22}" y="176" width="6" height="20" rx="3" fill="#9a9aa0"/>`,
  );
  return [
    `<path d="M300 186 L400 116 L500 186" fill="none" stroke="${p.ink}" stroke-opacity="0.45" stroke-width="2.5"/>`,
    `<circle cx="400" cy="114" r="7" fill="${p.ink}" opacity="0.7"/>`,
    `<rect x="250" y="186" width="300" height="470" rx="5" fill="${WHITE}" ${c.shadow()}/>`,
    rings.join(''),
    photo(c, 270, 210, 260, 196, v),
    `<rect x="274" y="420" width="86" height="12" rx="4" fill="${p.accent}"/>`,
    cells.join(''),
  ].join('');
};

export const photobook: Motif = (c, p, v) => {
  const spine = c.gradient(['#000000@0', '#000000@0.16', '#000000@0'], '0 0 1 0');
  return [
    `<rect x="140" y="262" width="520" height="338" rx="12" fill="${p.accent}" ${c.shadow()}/>`,
    `<path d="M156 252 L400 272 L400 588 L156 576Z" fill="${WHITE}"/>`,
    `<path d="M400 272 L644 252 L644 576 L400 588Z" fill="#fbf8f3"/>`,
    photo(c, 180, 286, 196, 262, v),
    photo(c, 424, 288, 196, 128, v + 1),
    photo(c, 424, 432, 96, 96, v + 3),
    lines(580, 446, [70, 54, 64], p.ink),
    `<rect x="370" y="262" width="60" height="330" fill="${spine}"/>`,
  ].join('');
};

export const photobox: Motif = (c, p, v) => {
  const lid = `<rect x="220" y="190" width="370" height="250" rx="10" fill="${p.accent}"/><rect x="340" y="280" width="130" height="60" rx="6" fill="${WHITE}" opacity="0.9"/>`;
  const print = (deg: number, x: number, scene: number) =>
    turn(
      deg,
      x + 90,
      420,
      `<rect x="${x}" y="300" width="180" height="130" fill="${WHITE}"/>${photo(c, x + 8, 308, 164, 114, scene)}`,
    );
  return [
    turn(-8, 400, 320, lid, c.shadow()),
    print(-7, 250, v),
    print(3, 330, v + 2),
    print(9, 400, v + 4),
    `<rect x="215" y="420" width="390" height="210" rx="10" fill="#e4d2bb" ${c.shadow()}/>`,
    `<rect x="215" y="420" width="390" height="22" rx="6" fill="#efe2d1"/>`,
    `<rect x="345" y="500" width="130" height="64" rx="6" fill="${WHITE}"/>`,
    heart(410, 533, 18, p.accent),
  ].join('');
};

const framedPrint = (c: Canvas, x: number, y: number, w: number, h: number, scene: number, bottom = 12) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${WHITE}"/>${photo(c, x + 12, y + 12, w - 24, h - 12 - bottom, scene)}`;

export const prints: Motif = (c, _p, v) =>
  [
    turn(-16, 300, 420, framedPrint(c, 170, 290, 270, 196, v), c.shadow()),
    turn(-3, 400, 420, framedPrint(c, 270, 270, 270, 196, v + 1), c.shadow()),
    turn(11, 500, 420, framedPrint(c, 360, 300, 270, 196, v + 2), c.shadow()),
  ].join('');

export const polaroids: Motif = (c, p, v) =>
  [
    turn(-14, 330, 420, framedPrint(c, 200, 250, 240, 290, v + 2, 70), c.shadow()),
    turn(9, 470, 420, framedPrint(c, 360, 240, 240, 290, v + 4, 70), c.shadow()),
    turn(
      -3,
      400,
      430,
      `${framedPrint(c, 280, 270, 240, 290, v, 70)}${lines(400, 504, [120], p.ink)}`,
      c.shadow(),
    ),
  ].join('');
