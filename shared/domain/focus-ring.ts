// The site's keyboard focus ring, drawn outside the focused element: one source for the stylesheet's rule and for a
// box whose containment must let it paint (the video's).

const WIDTH_PX = 2;
const OFFSET_PX = 2;

/** The stylesheet's rule for every element focused from the keyboard. */
export const FOCUS_RING_CSS = `:focus-visible{outline:${WIDTH_PX}px solid var(--shop-accent);outline-offset:${OFFSET_PX}px}`;

/** How far outside the focused element the ring reaches, in px. */
export const FOCUS_RING_REACH_PX = WIDTH_PX + OFFSET_PX;
