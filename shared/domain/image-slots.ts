// The layout arithmetic of fluid image slots: how an image's display width follows its column per breakpoint, and
// the `sizes` and srcset widths that follow from it, worked out once where a block declares its slot. Apart from
// `images.ts`, so an island that only shows fixed-width images (a flyout, the sub-navigation) carries none of it.
import {
  BREAKPOINTS,
  type Breakpoint,
  DENSITIES,
  densityWidths,
  type FluidLayout,
  type FluidSlot,
  ImageConfigError,
  type SlotContainer,
  type SlotShape,
  type SlotStep,
  type SlotTrack,
  SMALLEST_VIEWPORT,
} from './images';

/** The page's container, `mx-auto max-w-screen-xl px-4`: 1024 px at most (uno.config.ts), 16 px each side. */
export const PAGE_CONTAINER: SlotContainer = { max: 1024, padding: 16 };

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
  const shape: FluidLayout = { kind: 'fluid', container, tracks };
  const widths = slotWidths(shape);
  return { ...shape, sizes: slotSizes(shape), widths, fallback: fallbackWidth(shape, widths) };
}

/** The track of a fluid slot at a viewport width. */
function trackAt(slot: FluidLayout, viewport: number): SlotStep['track'] {
  return (slot.tracks.findLast((step) => step.from <= viewport) ?? slot.tracks[0]).track;
}

/** What a track takes off the container's width before and after splitting it into columns (px). */
function trackInsets(slot: FluidLayout, track: SlotStep['track']) {
  return {
    outer: 2 * slot.container.padding + 2 * track.padding + (track.columns - 1) * track.gap,
    inner: 2 * track.cellPadding,
  };
}

/** The display width of a slot's image at a viewport width (px, unrounded). */
export function slotWidth(slot: SlotShape, viewport: number): number {
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
function slotPoints(slot: FluidLayout): number[] {
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
function sizeFrom(slot: FluidLayout, from: number): string {
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
export function slotSizes(slot: SlotShape): string {
  if (slot.kind === 'fixed') return slot.sizes;
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
export function slotRange(slot: SlotShape): { min: number; max: number } {
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
export function slotWidths(slot: SlotShape): number[] {
  const { min, max } = slotRange(slot);
  if (min === max) return densityWidths(max);
  const widest = Math.ceil(max * Math.max(...DENSITIES));
  const top = WIDTH_LADDER.find((width) => width >= widest) ?? widest;
  const widths = WIDTH_LADDER.filter((width) => width >= Math.floor(min) && width < top);
  return [...widths, top];
}

/** The `src` fallback width: the first candidate that covers the slot's widest 1x width. */
export function fallbackWidth(slot: SlotShape, widths: readonly number[] = slotWidths(slot)): number {
  const { max } = slotRange(slot);
  return widths.find((width) => width >= Math.round(max)) ?? widths.at(-1) ?? Math.round(max);
}

/** The full width of the page container's column (a body block's `w-full` image); declared last, after
 * everything `columnSlot` works with. */
export const PAGE_COLUMN: FluidSlot = /* @__PURE__ */ columnSlot({});
