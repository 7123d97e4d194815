// Carousel rules: slides per view, prev/next with or without wrapping, the swipe rule,
// spacing by viewport width, timings. Pure: the Carousel component only wraps these.

/** The reviews carousel's timings. */
export const CAROUSEL_GROUP_SIZE = 3;
export const CAROUSEL_TRANSITION_MS = 300;
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 200;
/** Up to this viewport width the carousel shows one slide per view and turns one at a time. */
export const CAROUSEL_SINGLE_VIEW_MAX_PX = 720;
/** Spacing between slides: 20 px up to 720 px, 45 px from 1080 px, linear in between. */
export const CAROUSEL_SPACING = { narrowPx: 20, narrowUpTo: 720, widePx: 45, wideFrom: 1080 } as const;
/** Horizontal only when |dx| > 3 * |dy|; a swipe needs more than 50 px to turn a slide. */
export const SWIPE_RATIO = 3;
export const SWIPE_MIN_PX = 50;

export interface CarouselPosition {
  /** Index of the first visible slide. */
  index: number;
  count: number;
  perView: number;
  /** Infinite carousels wrap around at both ends; others disable prev at the start and next at the end. */
  infinite: boolean;
}

/** Slides per view, which is also how many slides one step turns: one on small screens, else the group. */
export function slidesPerView(viewportWidth: number): number {
  return viewportWidth <= CAROUSEL_SINGLE_VIEW_MAX_PX ? 1 : CAROUSEL_GROUP_SIZE;
}

/** The last index that still fills a whole view. */
export function lastIndex(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

/** An index kept inside 0..lastIndex, e.g. after the view grew on resize. */
export function clampIndex(index: number, count: number, perView: number): number {
  return Math.min(Math.max(0, Math.trunc(index)), lastIndex(count, perView));
}

export function canGoPrev({ index, count, perView, infinite }: CarouselPosition): boolean {
  return count > perView && (infinite || index > 0);
}

export function canGoNext({ index, count, perView, infinite }: CarouselPosition): boolean {
  return count > perView && (infinite || index < lastIndex(count, perView));
}

/** The index after "next": one view further, the last full view at the end, then back to 0 if infinite. */
export function nextIndex(position: CarouselPosition): number {
  const { index, count, perView, infinite } = position;
  if (!canGoNext(position)) return clampIndex(index, count, perView);
  const last = lastIndex(count, perView);
  if (index >= last) return infinite ? 0 : last;
  return Math.min(index + perView, last);
}

/** The index after "prev": one view back, the first view at the start, then the last view if infinite. */
export function prevIndex(position: CarouselPosition): number {
  const { index, count, perView, infinite } = position;
  if (!canGoPrev(position)) return clampIndex(index, count, perView);
  if (index <= 0) return infinite ? lastIndex(count, perView) : 0;
  return Math.max(index - perView, 0);
}

export type SwipeDirection = 'next' | 'prev';

/** A gesture counts as horizontal only when its horizontal movement exceeds three times the vertical one. */
export function isHorizontalGesture(dx: number, dy: number): boolean {
  return Math.abs(dx) > SWIPE_RATIO * Math.abs(dy);
}

/** The turn a finished gesture asks for: a horizontal move of more than 50 px; leftwards is "next". */
export function swipeDirection(dx: number, dy: number): SwipeDirection | null {
  if (!isHorizontalGesture(dx, dy) || Math.abs(dx) <= SWIPE_MIN_PX) return null;
  return dx < 0 ? 'next' : 'prev';
}

const SLOPE =
  (CAROUSEL_SPACING.widePx - CAROUSEL_SPACING.narrowPx) /
  (CAROUSEL_SPACING.wideFrom - CAROUSEL_SPACING.narrowUpTo);
const INTERCEPT = CAROUSEL_SPACING.narrowPx - CAROUSEL_SPACING.narrowUpTo * SLOPE;

/**
 * The spacing between slides as CSS (20 px up to 720 px, 45 px from 1080 px, linear in between), so the
 * server-rendered layout is right before any script runs.
 */
export const CAROUSEL_SPACING_CSS = `clamp(${CAROUSEL_SPACING.narrowPx}px, calc(${(SLOPE * 100).toFixed(4)}vw ${
  INTERCEPT < 0 ? '-' : '+'
} ${Math.abs(INTERCEPT)}px), ${CAROUSEL_SPACING.widePx}px)`;

/** The track's shift for a first visible slide; `--per-view` and `--gap` are set on the track by CSS. */
export function trackTransform(index: number): string {
  return `translateX(calc(${-index} * (100% + var(--gap)) / var(--per-view)))`;
}
