// Where and how the navigation strips scroll, apart from the navigation schemas so the boot script stays small.

/** Scroll animation of the main navigation and the sub-navigation. */
export const SCROLL_DURATION_MS = 500;
/** The sub-navigation scrolls the active tile into view again this long after the last resize. */
export const RESIZE_DEBOUNCE_MS = 200;

/** Where to scroll a strip so a child sits in its middle, kept inside the scrollable range. */
export function centeredScrollLeft(
  strip: { clientWidth: number; scrollWidth: number },
  child: { offsetLeft: number; offsetWidth: number },
): number {
  const target = child.offsetLeft - (strip.clientWidth - child.offsetWidth) / 2;
  return Math.round(Math.min(Math.max(target, 0), Math.max(strip.scrollWidth - strip.clientWidth, 0)));
}

/** Ease-in-out of the scroll animation: 0 at the start, 1 at the end. */
export function easeInOut(progress: number): number {
  const t = Math.min(Math.max(progress, 0), 1);
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}
