// Cards: occasions and filters, the quantity list shoppers pick from and its default, and what a sample order
// means.

export const CARD_OCCASIONS = [
  'einschulung',
  'firmung',
  'geburt',
  'geburtstag',
  'hochzeit',
  'kindergeburtstag',
  'kommunion',
  'konfirmation',
  'ostern',
  'taufe',
  'trauer',
  'weihnachten',
] as const;

export const CARD_FILTERS = [
  'aspectRatio',
  'category',
  'color',
  'label',
  'product',
  'punching',
  'style',
] as const;

/** Card refinements; `ohne` is none. */
export const CARD_REFINEMENTS = ['gold', 'ohne', 'relief', 'rosegold', 'silber'] as const;

/** With Google Shopping as the referrer, the designer is told the referral source. */
export const GOOGLE_SHOPPING_REFERRAL = 'google-shopping';

const range = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step);

/** Card quantities 1 to 5000: 1, then 5 to 250 in fives, 260 to 500 in tens, 600 to 1000 in hundreds, 1250 to
 * 5000 in 250s. */
export const CARD_QUANTITIES: readonly number[] = [
  1,
  ...range(5, 250, 5),
  ...range(260, 500, 10),
  ...range(600, 1000, 100),
  ...range(1250, 5000, 250),
];

/** The eleventh entry of the list is preselected. */
export const DEFAULT_CARD_QUANTITY = CARD_QUANTITIES[10] ?? 1;

/** A sample is one card, whatever quantity was chosen. */
export function cardQuantity(chosen: number | undefined, sample: boolean): number {
  return sample ? 1 : (chosen ?? DEFAULT_CARD_QUANTITY);
}
