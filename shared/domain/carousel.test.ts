// Carousel rules: views, wrapping and disabled ends, the swipe rule and the spacing by viewport width.
import { describe, expect, test } from 'vitest';
import {
  CAROUSEL_SPACING_CSS,
  type CarouselPosition,
  canGoNext,
  canGoPrev,
  clampIndex,
  isHorizontalGesture,
  nextIndex,
  prevIndex,
  slidesPerView,
  swipeDirection,
  trackTransform,
} from './carousel';

const at = (index: number, count: number, perView: number, infinite = false): CarouselPosition => ({
  index,
  count,
  perView,
  infinite,
});

describe('slidesPerView', () => {
  test.each([
    [320, 1],
    [720, 1],
    [721, 3],
    [1080, 3],
    [1920, 3],
  ])('%i px shows %i', (width, expected) => {
    expect(slidesPerView(width)).toBe(expected);
  });
});

describe('prev and next', () => {
  test.each<[name: string, position: CarouselPosition, prev: boolean, next: boolean]>([
    ['start, not infinite', at(0, 5, 1), false, true],
    ['middle, not infinite', at(2, 5, 1), true, true],
    ['end, not infinite', at(4, 5, 1), true, false],
    ['end of groups of 3', at(2, 5, 3), true, false],
    ['start, infinite', at(0, 5, 1, true), true, true],
    ['end, infinite', at(4, 5, 1, true), true, true],
    ['all slides in view', at(0, 3, 3, true), false, false],
    ['no slides', at(0, 0, 1, true), false, false],
  ])('%s: prev %s, next %s', (_name, position, prev, next) => {
    expect(canGoPrev(position)).toBe(prev);
    expect(canGoNext(position)).toBe(next);
  });

  test.each<[position: CarouselPosition, next: number, prev: number]>([
    [at(0, 5, 1), 1, 0],
    [at(3, 5, 1), 4, 2],
    [at(4, 5, 1), 4, 3],
    [at(0, 5, 1, true), 1, 4],
    [at(4, 5, 1, true), 0, 3],
    [at(0, 7, 3), 3, 0],
    [at(3, 7, 3), 4, 0],
    [at(4, 7, 3), 4, 1],
    [at(4, 7, 3, true), 0, 1],
    [at(0, 7, 3, true), 3, 4],
    [at(0, 4, 3), 1, 0],
    [at(0, 2, 3, true), 0, 0],
  ])('%j: next %i, prev %i', (position, next, prev) => {
    expect(nextIndex(position)).toBe(next);
    expect(prevIndex(position)).toBe(prev);
  });

  test.each([
    [4, 5, 3, 2],
    [-1, 5, 1, 0],
    [2, 5, 1, 2],
    [3, 2, 3, 0],
  ])('index %i of %i slides, %i per view, is kept at %i', (index, count, perView, expected) => {
    expect(clampIndex(index, count, perView)).toBe(expected);
  });
});

describe('swipe', () => {
  test.each<[dx: number, dy: number, expected: 'next' | 'prev' | null]>([
    [-60, 0, 'next'],
    [60, 0, 'prev'],
    [-60, 19, 'next'],
    [-60, 20, null],
    [60, -25, null],
    [-50, 0, null],
    [-51, 0, 'next'],
    [30, 120, null],
    [0, 0, null],
  ])('dx %i, dy %i turns %s', (dx, dy, expected) => {
    expect(swipeDirection(dx, dy)).toBe(expected);
  });

  test.each([
    [31, 10, true],
    [30, 10, false],
    [-5, 1, true],
    [0, 0, false],
  ])('dx %i, dy %i is horizontal: %s', (dx, dy, expected) => {
    expect(isHorizontalGesture(dx, dy)).toBe(expected);
  });
});

describe('spacing', () => {
  /** The spacing the CSS formula gives at a viewport width, as the browser computes it. */
  const cssSpacing = (width: number): number => {
    const match = /^clamp\((\d+)px, calc\(([\d.]+)vw - (\d+)px\), (\d+)px\)$/.exec(CAROUSEL_SPACING_CSS);
    expect(match).not.toBeNull();
    const [min, vw, minus, max] = (match ?? []).slice(1).map(Number) as [number, number, number, number];
    return Math.min(max, Math.max(min, (vw * width) / 100 - minus));
  };

  test.each([
    [320, 20],
    [720, 20],
    [900, 32.5],
    [1080, 45],
    [1600, 45],
  ])('%i px: %d px', (width, expected) => {
    expect(cssSpacing(width)).toBeCloseTo(expected, 1);
  });

  test('the track moves by whole slides plus their gaps', () => {
    expect(trackTransform(2)).toBe('translateX(calc(-2 * (100% + var(--gap)) / var(--per-view)))');
  });
});
