// Viewport widths the furniture switches at.

/** From this width the main navigation (with flyouts) shows and the burger menu closes itself. */
export const DESKTOP_MIN_WIDTH = 1000;

/** Below this width the footer's link lists and tiles collapse and expand on click. */
export const FOOTER_COLLAPSE_MAX_WIDTH = 720;

/** Media query of the desktop layout. */
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

/**
 * Media query under which flyouts open: the desktop width with a precise pointer that can hover. Touch
 * tablets of 1000 px and more (no hover, coarse pointer) follow the item's link instead.
 */
export const FLYOUT_QUERY = `${DESKTOP_QUERY} and (hover: hover) and (pointer: fine)`;

/** Media query of the collapsing footer. */
export const FOOTER_COLLAPSE_QUERY = `(max-width: ${FOOTER_COLLAPSE_MAX_WIDTH - 0.02}px)`;
