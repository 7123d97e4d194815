// Back-to-top rules: shown after scrolling up past half the window height, hidden on the way down.

/** Debounce of the scroll handler and the pause after a jump to the top. */
export const BACK_TO_TOP_DELAY_MS = 500;

export interface ScrollSample {
  previousY: number;
  y: number;
  viewportHeight: number;
  visible: boolean;
}

/** Whether the button shows after a scroll from previousY to y. */
export function backToTopVisible({ previousY, y, viewportHeight, visible }: ScrollSample): boolean {
  if (y <= viewportHeight / 2) return false;
  if (y < previousY) return true;
  if (y > previousY) return false;
  return visible;
}
