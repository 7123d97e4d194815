// SVG drawing primitives for the demo images: a canvas with defs, photo scenes, shadows, hearts, text lines.

export interface Palette {
  /** Background gradient, top to bottom. */
  bg: readonly [string, string];
  accent: string;
  second: string;
  ink: string;
  /** Surface tone: table top or floor. */
  surface: string;
}

const round = (value: number): string => String(Math.round(value * 10) / 10);

/** One SVG document under construction: shared defs, unique ids, body parts. */
export class Canvas {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private count = 0;
  private shadowId = '';

  constructor(
    readonly name: string,
    readonly width: number,
    readonly height: number,
  ) {}

  id(prefix: string): string {
    this.count += 1;
    return `${this.name}-${prefix}${this.count}`;
  }

  add(...svg: string[]): this {
    this.parts.push(...svg);
    return this;
  }

  /** A linear gradient (top to bottom unless given) and its `url(#…)` reference. */
  gradient(stops: readonly string[], vector = '0 0 0 1'): string {
    const id = this.id('g');
    const [x1, y1, x2, y2] = vector.split(' ');
    const stopTags = stops.map((color, index) => {
      const [value = color, opacity = '1'] = color.split('@');
      const offset = stops.length === 1 ? 0 : index / (stops.length - 1);
      return `<stop offset="${round(offset)}" stop-color="${value}" stop-opacity="${opacity}"/>`;
    });
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags.join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** The `filter` attribute of a soft drop shadow, defined once per document. */
  shadow(): string {
    if (!this.shadowId) {
      this.shadowId = this.id('s');
      this.defs.push(
        `<filter id="${this.shadowId}" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-color="#3a2a20" flood-opacity="0.2"/></filter>`,
      );
    }
    return `filter="url(#${this.shadowId})"`;
  }

  /** A blurred filter for background blobs. */
  blur(amount: number): string {
    const id = this.id('b');
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${amount}"/></filter>`,
    );
    return `filter="url(#${id})"`;
  }

  /** A hairline pattern (brushed metal) and its reference. */
  brushed(): string {
    const id = this.id('p');
    this.defs.push(
      `<pattern id="${id}" width="6" height="3" patternUnits="userSpaceOnUse"><rect width="6" height="1" fill="#ffffff" opacity="0.35"/><rect y="2" width="4" height="0.6" fill="#5b6066" opacity="0.2"/></pattern>`,
    );
    return `url(#${id})`;
  }

  toString(): string {
    const { width, height } = this;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`;
  }
}

/** Photo scenes: sky top, sky bottom, sun, far hills, near hills. */
const SCENES = [
  ['#f4b9a0', '#fde7d6', '#fff6ea', '#d99a88', '#a8675f'],
  ['#8fc1d4', '#e4f2f4', '#fffaf0', '#79a596', '#4a7a6c'],
  ['#b9a7dc', '#f4e4ee', '#ffe6c2', '#9d86b5', '#664f86'],
  ['#f2d493', '#fcefd2', '#ffffff', '#c8a263', '#8a6a3a'],
  ['#a9cdb9', '#eef6f0', '#ffffff', '#86b197', '#557f67'],
  ['#34506f', '#93adc6', '#f6e7c4', '#456580', '#203850'],
] as const;

/** A small landscape photograph: sky gradient, sun, two rolling hills; `scene` picks colours and shape. */
export function photo(c: Canvas, x: number, y: number, w: number, h: number, scene: number): string {
  const [skyTop, skyBottom, sun, far, near] = SCENES[scene % SCENES.length] ?? SCENES[0];
  const lift = ((scene * 37) % 20) / 100;
  const p = (fx: number, fy: number) => `${round(x + w * fx)},${round(y + h * fy)}`;
  return [
    `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" fill="${c.gradient([skyTop, skyBottom])}"/>`,
    `<circle cx="${round(x + w * (0.62 + lift))}" cy="${round(y + h * (0.3 + lift / 2))}" r="${round(Math.min(w, h) * 0.11)}" fill="${sun}" opacity="0.95"/>`,
    `<path d="M${p(0, 0.66 - lift)} Q${p(0.28, 0.42)} ${p(0.55, 0.6)} T${p(1, 0.52 + lift)} L${p(1, 1)} L${p(0, 1)}Z" fill="${far}"/>`,
    `<path d="M${p(0, 0.84)} Q${p(0.42, 0.62 + lift)} ${p(1, 0.8)} L${p(1, 1)} L${p(0, 1)}Z" fill="${near}"/>`,
  ].join('');
}

export function heart(cx: number, cy: number, s: number, color: string): string {
  const q = (dx: number, dy: number) => `${round(cx + dx * s)},${round(cy + dy * s)}`;
  return `<path d="M${q(0, 0.38)} C${q(-1, -0.2)} ${q(-0.42, -0.92)} ${q(0, -0.36)} C${q(0.42, -0.92)} ${q(1, -0.2)} ${q(0, 0.38)}Z" fill="${color}"/>`;
}

/** Grey text lines, centred on `cx`, as placeholders for printed words. */
export function lines(cx: number, y: number, widths: readonly number[], color: string, gap = 16): string {
  return widths
    .map(
      (w, index) =>
        `<rect x="${round(cx - w / 2)}" y="${round(y + index * gap)}" width="${w}" height="6" rx="3" fill="${color}" opacity="0.28"/>`,
    )
    .join('');
}

/** A group rotated about a point. */
export const turn = (deg: number, cx: number, cy: number, body: string, extra = ''): string =>
  `<g transform="rotate(${deg} ${cx} ${cy})" ${extra}>${body}</g>`;
