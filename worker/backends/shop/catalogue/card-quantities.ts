// The card quantity list: 1 to 5000, steps 4, 5, 10, 100 and 250, the eleventh the default.

const range = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step);

/** 1, then 5 to 250 in fives, 260 to 500 in tens, 600 to 1000 in hundreds, 1250 to 5000 in 250s. */
export const CARD_QUANTITIES: readonly number[] = [
  1,
  ...range(5, 250, 5),
  ...range(260, 500, 10),
  ...range(600, 1000, 100),
  ...range(1250, 5000, 250),
];

/** The eleventh entry (50). */
export const DEFAULT_CARD_QUANTITY = CARD_QUANTITIES[10] ?? 50;
