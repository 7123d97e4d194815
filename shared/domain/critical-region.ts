// What a page shows before its full stylesheet has loaded: the furniture above the main content and the main
// content's critical region (a content page's lead teaser), styled by the small stylesheet the page inlines. The
// rest of the main content, the footer and the floating parts stay hidden (their space kept) until the full
// stylesheet, which the page loads without blocking its first paint, shows them: never painted unstyled, and
// nothing already painted moves.

/** On an empty hidden element right after the critical region, inside the main content. */
export const CRITICAL_END_ATTR = 'data-critical-end';

/**
 * On a child of the main content painted with the critical region although it holds no marker: an answer to what
 * the visitor just did (a sign-up's notice), above the lead teaser. Its sources are critical ones.
 */
export const CRITICAL_ATTR = 'data-critical';

/** What waits for the full stylesheet: every later sibling of the marker, the rest of main, what follows main. */
const LATE_SIBLINGS = `[${CRITICAL_END_ATTR}]~*,main~*`;
/** A browser without `:has()` drops only this rule, and shows main's other children as they come. */
const LATE_CHILDREN = `main>:not(:has([${CRITICAL_END_ATTR}])):not([${CRITICAL_ATTR}])`;

/**
 * The footer is styled and laid out only once it comes near the viewport: a quarter or more of a page's elements
 * stay out of the restyle when the full stylesheet applies, the largest task of a page's load on a phone. Until
 * then it keeps a guessed height (it measures 1760 to 2400 px from desktop to phone), then the one it last had;
 * nothing above it moves, it is the page's last block.
 */
const FOOTER_SKIPPED = 'main~footer{content-visibility:auto;contain-intrinsic-size:auto 2000px}';

const rules = (visibility: string) =>
  `${LATE_SIBLINGS}{visibility:${visibility}}\n${LATE_CHILDREN}{visibility:${visibility}}\n${FOOTER_SKIPPED}`;

/** In the inline critical stylesheet: the late parts hidden. */
export const LATE_HIDDEN_CSS = rules('hidden');

/**
 * In the full stylesheet, the same selectors later in the page: the late parts take the visibility of their parent
 * again (the body's, hidden until the whole-paint marker is parsed).
 */
export const LATE_SHOWN_CSS = rules('inherit');
