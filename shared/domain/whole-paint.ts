// The page stays out of the browser's paints until the parser has passed the end of its main content: the browser
// may paint whenever the parser yields, and a page painted half-parsed shifts as the rest arrives (right-aligned
// header items pushed left by the items after them, a centred hero text moved by its picture). Unlike a
// render-blocking link, hiding keeps the browser's frames going, and the footer and what follows it do not wait.

/** On the body: its content is hidden (its space kept) until the end marker is parsed. */
export const WHOLE_PAINT_ATTR = 'data-paint-whole';
/** On an empty hidden child of the body, after the main content (and, as a fallback, at the body's end). */
export const PAINT_END_ATTR = 'data-paint-end';

/** A browser without `:has()` ignores the rule and paints as the parser goes. */
export const WHOLE_PAINT_CSS = `[${WHOLE_PAINT_ATTR}]:not(:has(>[${PAINT_END_ATTR}])){visibility:hidden}`;
