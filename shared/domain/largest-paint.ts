// Which block holds a page's largest paint: the first block that shows an image, when it starts above the fold.
// The layout decides, not the block type: the blocks before it (in page order) push it down by their estimated
// height on a phone, where every layout stacks its columns, so a block above a phone's fold is above a desktop's.
// That block's first image loads eagerly, with high priority and a preload in the head; every other image is lazy.

type Block = Readonly<Record<string, unknown>>;

/**
 * The `elementtiming` name of the largest paint's image: the browser reports when it is on screen, and the boot
 * script loads after that.
 */
export const LARGEST_PAINT_TIMING = 'largest-paint';

/**
 * How far down a phone's first screen a block may start and still show its image there (px below the header): a
 * 640-800 px tall phone less the header, less room for a block's own text above its image (a teaser's copy).
 */
export const FOLD_PX = 400;

/** Estimated phone heights (px) of blocks without an image; a block not named here counts `DEFAULT_HEIGHT`. */
const ESTIMATED_HEIGHT: Readonly<Record<string, number>> = {
  Margin: 40,
  Headline: 80,
  UspTeaser: 140,
  UspWrapper: 140,
  Voucher: 160,
  // A calculator fills a phone's first screen with its options.
  Calculator: 900,
};
const DEFAULT_HEIGHT = 320;

/** An asset of an image type (a video's file is not a paint the preload can speed up). */
const IMAGE_FILE = /\.(?:avif|webp|jpe?g|png|gif|svg)(?:[?#]|$)/i;

const isRecord = (value: unknown): value is Block => typeof value === 'object' && value !== null;

/** Whether a block, or any block nested in it, shows an image: an asset field whose file is an image. */
export function showsImage(value: unknown, depth = 0): boolean {
  if (depth > 8 || !isRecord(value)) return false;
  if (Array.isArray(value)) return value.some((item) => showsImage(item, depth + 1));
  if (typeof value.filename === 'string' && IMAGE_FILE.test(value.filename)) return true;
  return Object.values(value).some((field) => showsImage(field, depth + 1));
}

const estimatedHeight = (block: Block): number => ESTIMATED_HEIGHT[String(block.component)] ?? DEFAULT_HEIGHT;

/**
 * The `_uid` of the block that holds the page's largest paint, from its block lists in page order; null when no
 * block with an image starts above the fold (the largest paint is then text, which needs no preload).
 */
export function largestPaintBlock(lists: readonly (readonly unknown[])[]): string | null {
  let top = 0;
  for (const block of lists.flat()) {
    if (top >= FOLD_PX) return null;
    // Not a block: nothing renders, nothing is pushed down.
    if (!isRecord(block) || Array.isArray(block)) continue;
    if (showsImage(block)) return typeof block._uid === 'string' && block._uid ? block._uid : null;
    top += estimatedHeight(block);
  }
  return null;
}
