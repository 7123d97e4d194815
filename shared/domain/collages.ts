// Collages: the materials choice and the design sort.

/** The collage materials choice: canvas, poster, framed poster, mixed. */
export const COLLAGE_MATERIALS = ['canvas', 'poster', 'framed-poster', 'mixed'] as const;

/** Designs sort by popularity or by creation date. */
export const COLLAGE_SORTS = ['popularity', 'created'] as const;
