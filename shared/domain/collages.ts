// Collages: the materials choice.

/** The collage materials choice: canvas, poster, framed poster, mixed. */
export const COLLAGE_MATERIALS = ['canvas', 'poster', 'framed-poster', 'mixed'] as const;
