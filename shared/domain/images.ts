// Image URLs through Cloudflare image resizing: `/cdn-cgi/image/<options>/<source>`
// for the shop's own assets (provider cloudflare) and the content space's assets (provider storyblok); each image's
// slot (how its display width follows the layout) gives its `sizes` and srcset widths; a blurred 10x10 placeholder.

export const IMAGE_QUALITY = 85;
export const IMAGE_FORMATS = ['auto', 'jpg', 'png', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const DENSITIES = [1, 2] as const;
export const PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const;

/** The layout's breakpoints: the min-widths (px) of uno.config.ts `breakpoint`. */
export const BREAKPOINTS = {
  xs: 480,
  sm: 576,
  md: 768,
  lg: 900,
  xl: 1024,
  xxl: 1300,
  '2xl': 1536,
  xxxl: 1600,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The narrowest viewport the layout serves (px). */
export const SMALLEST_VIEWPORT = 320;

export const PROVIDERS = ['cloudflare', 'storyblok'] as const;
export type ImageProvider = (typeof PROVIDERS)[number];

/**
 * Where each provider's sources live: the shop's own paths, or the content space's asset hosts — one per region
 * (EU, US, Australia, Canada, each also on its `a2` host, and China).
 */
export const STORYBLOK_ASSET_HOSTS = [
  'a.storyblok.com',
  'a2.storyblok.com',
  'a-us.storyblok.com',
  'a2-us.storyblok.com',
  'a-ap.storyblok.com',
  'a2-ap.storyblok.com',
  'a-ca.storyblok.com',
  'a.storyblokchina.cn',
] as const;
const STORYBLOK_SOURCE =
  /^(?:https:)?\/\/(a2?(?:-us|-ap)?\.storyblok\.com|a-ca\.storyblok\.com|a\.storyblokchina\.cn)\//;

/** Named size hints (width in px, optional aspect ratio). */
const IMAGE_PRESETS = {
  paymentMethod: { width: 73 },
  contactForm: { width: 200 },
  subteaser: { width: 380 },
  tile: { width: 400, ratio: '1/1' },
  teaser: { width: 720, ratio: '3/2' },
  hero: { width: 1200, ratio: '3/2' },
  footerApp: { width: 94, ratio: '94/26' },
  footerAward: { width: 40, ratio: '40/25' },
  footerSocial: { width: 32, ratio: '1/1' },
  footerDefault: { width: 100 },
} as const satisfies Record<string, { width: number; ratio?: string }>;
export type ImagePreset = keyof typeof IMAGE_PRESETS;

/**
 * Where resized images are served: Cloudflare's path in production, and a local stand-in on `*.localhost`,
 * answered by the worker, because `wrangler dev` refuses `/cdn-cgi/` on hosts other than `localhost`.
 */
export const RESIZE_PATHS = { edge: '/cdn-cgi/image/', local: '/_local/cdn-cgi/image/' } as const;

/** Whether a request host (port allowed) is a local development host. */
export const isLocalHost = (host: string): boolean => /(^|\.)localhost(:\d+)?$/.test(host);
export interface ImageOptions {
  width: number;
  height?: number;
  format?: ImageFormat;
  quality?: number;
  blur?: number;
  provider?: string;
  /** Serve from the local stand-in path (`RESIZE_PATHS.local`). */
  local?: boolean;
}

/** A misconfigured image (provider, preset, slot, size): thrown while building or rendering. */
export class ImageConfigError extends Error {
  override name = 'ImageConfigError';
}

/** The provider that resizes a source: content-space assets storyblok, site paths cloudflare; null for others. */
export function resizingProvider(source: string): ImageProvider | null {
  if (STORYBLOK_SOURCE.test(source)) return 'storyblok';
  if (/^\/(?!\/)/.test(source)) return 'cloudflare';
  return null;
}

/** The provider of a source; a source no provider resizes is a configuration error. */
export function providerOf(source: string): ImageProvider {
  const provider = resizingProvider(source);
  if (provider) return provider;
  throw new ImageConfigError(`Image source must be a site path or a content-space asset URL: "${source}"`);
}

/**
 * A source on a host no provider resizes, as an `https:` URL the page may show as it is (protocol-relative and
 * `http:` sources upgraded); null for anything else (`data:`, `javascript:`, relative paths).
 */
export function unresizedUrl(source: string): string | null {
  const absolute = source.startsWith('//') ? `https:${source}` : source.replace(/^http:\/\//i, 'https://');
  if (!URL.canParse(absolute)) return null;
  const url = new URL(absolute);
  return url.protocol === 'https:' && !url.username && !url.password ? url.href : null;
}

/** Whether the page can show a source: resized, or as it is from another https host. */
export function showableImage(source: string): boolean {
  return resizingProvider(source) !== null || unresizedUrl(source) !== null;
}

/** The source as the resizing URL carries it: a site path without its leading slash, or the full asset URL. */
function sourcePath(source: string, provider: string | undefined): string {
  if (provider !== undefined && !(PROVIDERS as readonly string[]).includes(provider)) {
    throw new ImageConfigError(`Unknown image provider "${provider}" (known: ${PROVIDERS.join(', ')})`);
  }
  return providerOf(source) === 'storyblok'
    ? source.replace(STORYBLOK_SOURCE, 'https://$1/')
    : source.slice(1);
}

/** One resized URL: `/cdn-cgi/image/width=…,height=…,fit=cover,format=auto,quality=85/<source>`. */
export function imageUrl(source: string, options: ImageOptions): string {
  const { width, height } = options;
  if (!(width >= 1)) throw new ImageConfigError(`Image ${source} needs a width of at least 1, got ${width}`);
  const parts = [
    `width=${Math.round(width)}`,
    height ? `height=${Math.round(height)}` : '',
    height ? 'fit=cover' : '',
    `format=${options.format ?? 'auto'}`,
    `quality=${options.quality ?? IMAGE_QUALITY}`,
    options.blur ? `blur=${options.blur}` : '',
  ].filter(Boolean);
  const base = options.local ? RESIZE_PATHS.local : RESIZE_PATHS.edge;
  return `${base}${parts.join(',')}/${sourcePath(source, options.provider)}`;
}

/** On a lazy image: its placeholder's URL, set as its background once it nears the viewport. */
export const PLACEHOLDER_ATTR = 'data-placeholder';

/** The blurred 10x10 quality-50 placeholder shown until the image itself has loaded. */
export function placeholderUrl(
  source: string,
  options: Pick<ImageOptions, 'provider' | 'local'> = {},
): string {
  return imageUrl(source, { ...options, ...PLACEHOLDER });
}

/** Parses an aspect ratio `number/number`; anything else warns and gives undefined. */
export function parseRatio(ratio: string | undefined): number | undefined {
  if (ratio === undefined) return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(ratio);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  if (!match || !(width > 0) || !(height > 0)) {
    console.warn(`Image aspect ratio must be number/number, got "${ratio}"`);
    return undefined;
  }
  return width / height;
}

/** The size hints of a preset; an unknown preset is a configuration error. */
export function preset(name: string): { width: number; ratio?: string } {
  if (!Object.hasOwn(IMAGE_PRESETS, name)) {
    throw new ImageConfigError(
      `Unknown image preset "${name}" (known: ${Object.keys(IMAGE_PRESETS).join(', ')})`,
    );
  }
  return IMAGE_PRESETS[name as ImagePreset];
}

/**
 * How an image's column is laid out from one breakpoint on; each breakpoint's fields override those below it,
 * as the classes do (`gap-6 p-4 md:grid-cols-2 md:p-6`).
 */
export interface SlotTrack {
  /** Grid columns side by side, the image filling one (1 by default). */
  columns?: number;
  /** Gap between the columns (px). */
  gap?: number;
  /** Padding of the box around the grid (px, each side). */
  padding?: number;
  /** Padding inside each column, around the image (px, each side). */
  cellPadding?: number;
  /** The widest the image gets (px): a `minmax(0,380px)` track, or an image no wider than its own width. */
  max?: number;
}

/** A container: its max width (px, padding included: border-box) and its side padding (px, each side). */
export interface SlotContainer {
  max: number;
  padding: number;
}

/** The page's container, `mx-auto max-w-screen-xl px-4`: 1024 px at most (uno.config.ts), 16 px each side. */
export const PAGE_CONTAINER: SlotContainer = { max: 1024, padding: 16 };

/** A track with the fields below it merged in, from a min-width on (px). */
interface SlotStep {
  from: number;
  track: Required<Omit<SlotTrack, 'max'>> & Pick<SlotTrack, 'max'>;
}

/** An image whose display width follows the layout: a column of a container, per breakpoint. */
export interface FluidSlot {
  kind: 'fluid';
  container: SlotContainer;
  /** The steps, widest min-width last; the first is from 0. */
  tracks: readonly [SlotStep, ...SlotStep[]];
}

/** An image shown at one width whatever the viewport (an icon, a logo, a tile of the navigation). */
export interface FixedSlot {
  kind: 'fixed';
  width: number;
}

export type ImageSlot = FluidSlot | FixedSlot;

/** A slot of one width (px). */
export function fixedSlot(width: number): FixedSlot {
  if (!(width >= 1))
    throw new ImageConfigError(`A fixed image slot needs a width of at least 1, got ${width}`);
  return { kind: 'fixed', width };
}

/**
 * A slot in a column of `container`, laid out per breakpoint as the classes say: `base` below the first
 * breakpoint named, each breakpoint's track merged over the one below it.
 */
export function columnSlot(
  layout: { base?: SlotTrack } & Partial<Record<Breakpoint, SlotTrack>>,
  container: SlotContainer = PAGE_CONTAINER,
): FluidSlot {
  let current = { columns: 1, gap: 0, padding: 0, cellPadding: 0, ...layout.base };
  const tracks: [SlotStep, ...SlotStep[]] = [{ from: 0, track: current }];
  for (const [name, from] of Object.entries(BREAKPOINTS) as [Breakpoint, number][]) {
    const track = layout[name];
    if (!track) continue;
    current = { ...current, ...track };
    tracks.push({ from, track: current });
  }
  for (const { track } of tracks) {
    if (!(Number.isInteger(track.columns) && track.columns >= 1)) {
      throw new ImageConfigError(`An image slot needs a whole number of columns, got ${track.columns}`);
    }
  }
  return { kind: 'fluid', container, tracks };
}

/** The track of a fluid slot at a viewport width. */
function trackAt(slot: FluidSlot, viewport: number): SlotStep['track'] {
  return (slot.tracks.findLast((step) => step.from <= viewport) ?? slot.tracks[0]).track;
}

/** What a track takes off the container's width before and after splitting it into columns (px). */
function trackInsets(slot: FluidSlot, track: SlotStep['track']) {
  return {
    outer: 2 * slot.container.padding + 2 * track.padding + (track.columns - 1) * track.gap,
    inner: 2 * track.cellPadding,
  };
}

/** The full width of the page container's column (a body block's `w-full` image). */
export const PAGE_COLUMN: FluidSlot = columnSlot({});

/** The display width of a slot's image at a viewport width (px, unrounded). */
export function slotWidth(slot: ImageSlot, viewport: number): number {
  if (slot.kind === 'fixed') return slot.width;
  const track = trackAt(slot, viewport);
  const { outer, inner } = trackInsets(slot, track);
  const fluid = (Math.min(viewport, slot.container.max) - outer) / track.columns - inner;
  return Math.max(0, Math.min(fluid, track.max ?? Number.POSITIVE_INFINITY));
}

/**
 * The viewport widths where a fluid slot's width may change its rule: the breakpoints, the container's max, and
 * where a column reaches its own max.
 */
function slotPoints(slot: FluidSlot): number[] {
  const reached = slot.tracks.flatMap(({ from, track }, index) => {
    if (track.max === undefined) return [];
    const { outer, inner } = trackInsets(slot, track);
    const point = Math.ceil((track.max + inner) * track.columns + outer);
    const until = Math.min(slot.tracks[index + 1]?.from ?? slot.container.max, slot.container.max);
    return point > from && point < until ? [point] : [];
  });
  return [...new Set([...Object.values(BREAKPOINTS), slot.container.max, ...reached])].sort((a, b) => a - b);
}

/** The slot's width from a viewport on, as a `sizes` length: px where it is fixed, `calc()` where it is fluid. */
function sizeFrom(slot: FluidSlot, from: number): string {
  // Below the narrowest viewport served nothing is shown: an image at its max there keeps it.
  const width = slotWidth(slot, Math.max(from, SMALLEST_VIEWPORT));
  const track = trackAt(slot, from);
  if (from >= slot.container.max || (track.max !== undefined && width >= track.max)) {
    return `${Math.round(width)}px`;
  }
  const { outer, inner } = trackInsets(slot, track);
  const viewport = outer > 0 ? `100vw - ${outer}px` : '100vw';
  const column = track.columns > 1 ? `(${viewport}) / ${track.columns}` : viewport;
  const length = inner > 0 ? `${column} - ${inner}px` : column;
  return length === '100vw' ? length : `calc(${length})`;
}

/**
 * The `sizes` of a slot: its px width for a fixed slot; for a fluid one a length per breakpoint (min-width media
 * conditions, widest first), `calc()` where the column follows the viewport, px from the container's max on, and
 * from where a column reaches its own max.
 */
export function slotSizes(slot: ImageSlot): string {
  if (slot.kind === 'fixed') return `${Math.round(slot.width)}px`;
  const ranges: { from: number; size: string }[] = [];
  for (const from of [0, ...slotPoints(slot)]) {
    const size = sizeFrom(slot, from);
    if (ranges.at(-1)?.size !== size) ranges.push({ from, size });
  }
  return ranges
    .reverse()
    .map(({ from, size }) => (from === 0 ? size : `(min-width: ${from}px) ${size}`))
    .join(', ');
}

/**
 * The widths resized for fluid slots: steps of at most 1.5x, so the file the browser picks is never much wider
 * than the slot needs.
 */
export const WIDTH_LADDER = [160, 240, 320, 400, 480, 640, 800, 960, 1200, 1600, 2000] as const;

/** The narrowest and widest the slot's image is shown, over every viewport the layout serves (px). */
export function slotRange(slot: ImageSlot): { min: number; max: number } {
  if (slot.kind === 'fixed') return { min: slot.width, max: slot.width };
  const points = slotPoints(slot).filter((point) => point > SMALLEST_VIEWPORT);
  // Within a range between two points the width only grows: its ends are its extremes.
  const viewports = [SMALLEST_VIEWPORT, ...points, ...points.map((point) => point - 1)];
  const widths = viewports.map((viewport) => slotWidth(slot, viewport));
  return { min: Math.min(...widths), max: Math.max(...widths) };
}

/**
 * The srcset widths of a slot: the width at densities 1 and 2 where it never changes (a fixed slot, a column
 * always wider than its max); else the ladder's widths from its narrowest 1x width up to the first at or above
 * its widest 2x width, so every screen finds a file.
 */
export function slotWidths(slot: ImageSlot): number[] {
  const { min, max } = slotRange(slot);
  if (min === max) return DENSITIES.map((density) => Math.round(max * density));
  const widest = Math.ceil(max * Math.max(...DENSITIES));
  const top = WIDTH_LADDER.find((width) => width >= widest) ?? widest;
  const widths = WIDTH_LADDER.filter((width) => width >= Math.floor(min) && width < top);
  return [...widths, top];
}

/** The `src` fallback width: the first candidate that covers the slot's widest 1x width. */
export function fallbackWidth(slot: ImageSlot, widths: readonly number[] = slotWidths(slot)): number {
  const { max } = slotRange(slot);
  return widths.find((width) => width >= Math.round(max)) ?? widths.at(-1) ?? Math.round(max);
}

/**
 * `src`, `srcset` and `sizes` of a source in a slot. `options` give the image's intrinsic box: with a height,
 * every candidate keeps its aspect ratio.
 */
export function slotSources(
  source: string,
  slot: ImageSlot,
  options: ImageOptions,
): { src: string; srcSet: string; sizes: string } {
  const widths = slotWidths(slot);
  const resized = (width: number) => {
    const height = options.height && Math.round((width * options.height) / options.width);
    return imageUrl(source, { ...options, width, height });
  };
  return {
    src: resized(fallbackWidth(slot, widths)),
    srcSet: widths.map((width) => `${resized(width)} ${width}w`).join(', '),
    sizes: slotSizes(slot),
  };
}
