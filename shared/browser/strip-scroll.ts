// Horizontal scrolling of the navigation strips: a 500 ms ease-in-out animation, instant for visitors who ask
// for reduced motion. DOM code without React, used by the boot script and the navigation islands.
import { easeInOut, SCROLL_DURATION_MS } from '../domain/strip-scroll';

const running = new WeakMap<HTMLElement, number>();

/** Scrolls a strip to `left` over the scroll duration; a new call on the same strip replaces the old one. */
export function scrollStripTo(strip: HTMLElement, left: number): void {
  const previous = running.get(strip);
  if (previous !== undefined) cancelAnimationFrame(previous);
  const from = strip.scrollLeft;
  if (from === left) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    strip.scrollLeft = left;
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const progress = (now - start) / SCROLL_DURATION_MS;
    strip.scrollLeft = from + (left - from) * easeInOut(progress);
    if (progress < 1) running.set(strip, requestAnimationFrame(step));
    else running.delete(strip);
  };
  running.set(strip, requestAnimationFrame(step));
}

/** Scrolls a strip by most of its visible width in one direction. */
export function pageStrip(strip: HTMLElement, direction: -1 | 1): void {
  const max = strip.scrollWidth - strip.clientWidth;
  const target = strip.scrollLeft + direction * strip.clientWidth * 0.8;
  scrollStripTo(strip, Math.min(Math.max(target, 0), max));
}

/** Which sides a strip overflows on (a pixel of rounding aside). */
export interface StripOverflow {
  before: boolean;
  after: boolean;
}

function overflowOf(strip: HTMLElement): StripOverflow {
  return {
    before: strip.scrollLeft > 1,
    after: strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1,
  };
}

/**
 * Calls `changed` with the strip's overflow once it is laid out and whenever it changes on scroll or resize; the
 * returned function stops watching. The first figure comes with the resize observer's first notice, after the
 * browser's own layout: read at once, it would force a layout in the middle of the boot script's task.
 */
export function watchStripOverflow(
  strip: HTMLElement,
  changed: (overflow: StripOverflow) => void,
): () => void {
  let last: StripOverflow | undefined;
  const update = () => {
    const now = overflowOf(strip);
    if (last?.before === now.before && last.after === now.after) return;
    last = now;
    changed(now);
  };
  strip.addEventListener('scroll', update, { passive: true });
  const observer = new ResizeObserver(update);
  observer.observe(strip);
  return () => {
    strip.removeEventListener('scroll', update);
    observer.disconnect();
  };
}
