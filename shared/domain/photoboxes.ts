// Photo boxes and photo prints: the box types and the paper types.

export const PHOTOBOX_TYPES = ['small', 'photoprint'] as const;

export const PHOTO_PAPER_TYPES = [
  'photoprints',
  'matte-photo-paper',
  'glossy-photo-paper',
  'poster-paper',
  'hahnemuehle',
  'photobox',
  'photobox-max',
  'photobox-max-photo-paper',
] as const;
