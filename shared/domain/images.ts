// Image URLs through Cloudflare image resizing: `/cdn-cgi/image/<options>/<source>`
// for the shop's own assets (provider cloudflare) and the content space's assets (provider storyblok); each image's
// slot (how its display width follows the layout) gives its `sizes` and srcset widths; a blurred 10x10 placeholder.

export const IMAGE_QUALITY = 85;
export const IMAGE_FORMATS = ['auto', 'jpg', 'png', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const DENSITIES = [1, 2] as const;

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
  ].filter(Boolean);
  const base = options.local ? RESIZE_PATHS.local : RESIZE_PATHS.edge;
  return `${base}${parts.join(',')}/${sourcePath(source, options.provider)}`;
}

/** On a video: its poster's URL, set as its `poster` once it nears the viewport (a `poster` loads at once). */
export const POSTER_ATTR = 'data-poster';

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

/** A track with the fields below it merged in, from a min-width on (px). */
export interface SlotStep {
  from: number;
  track: Required<Omit<SlotTrack, 'max'>> & Pick<SlotTrack, 'max'>;
}

/** How an image's display width follows the layout: a column of a container, per breakpoint. */
export interface FluidLayout {
  kind: 'fluid';
  container: SlotContainer;
  /** The steps, widest min-width last; the first is from 0. */
  tracks: readonly [SlotStep, ...SlotStep[]];
}

/**
 * A fluid slot with what an image needs of it worked out once, where the slot is declared: an `<Image>` (also in
 * the browser, in an island) only maps the widths to URLs and carries none of the layout arithmetic.
 */
export interface FluidSlot extends FluidLayout {
  sizes: string;
  widths: readonly number[];
  fallback: number;
}

/** An image shown at one width whatever the viewport (an icon, a logo, a tile of the navigation). */
export interface FixedSlot {
  kind: 'fixed';
  width: number;
  sizes: string;
  widths: readonly number[];
  fallback: number;
}

/** A width at each density: the srcset of an image whose display width never changes. */
export const densityWidths = (width: number): number[] =>
  DENSITIES.map((density) => Math.round(width * density));

export type ImageSlot = FluidSlot | FixedSlot;
/** A slot as the layout arithmetic reads it. */
export type SlotShape = FluidLayout | FixedSlot;

/** A slot of one width (px). */
export function fixedSlot(width: number): FixedSlot {
  if (!(width >= 1))
    throw new ImageConfigError(`A fixed image slot needs a width of at least 1, got ${width}`);
  const px = Math.round(width);
  return { kind: 'fixed', width, sizes: `${px}px`, widths: densityWidths(width), fallback: px };
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
  // Worked out where the slot was made.
  const { widths, sizes, fallback } = slot;
  const resized = (width: number) => {
    const height = options.height && Math.round((width * options.height) / options.width);
    return imageUrl(source, { ...options, width, height });
  };
  return {
    src: resized(fallback),
    srcSet: widths.map((width) => `${resized(width)} ${width}w`).join(', '),
    sizes,
  };
}
