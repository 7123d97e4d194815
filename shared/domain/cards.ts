// Card rules: the quantity list shoppers pick from and its default, and what a sample order means.

/**
 * Card quantities from 1 to 5000: 1, then 5 to 250 in steps of 5, to 500 in steps of 10, to 2000 in steps of
 * 100 and to 5000 in steps of 250.
 */
export const CARD_QUANTITIES: readonly number[] = (() => {
  const list = [1];
  const runs: [step: number, upTo: number][] = [
    [4, 5],
    [5, 250],
    [10, 500],
    [100, 2000],
    [250, 5000],
  ];
  for (const [step, upTo] of runs) {
    for (let next = (list.at(-1) ?? 0) + step; next <= upTo; next += step) list.push(next);
  }
  return list;
})();

/** The eleventh entry of the list is preselected. */
export const DEFAULT_CARD_QUANTITY = CARD_QUANTITIES[10] ?? 1;

/** A sample is one card, whatever quantity was chosen. */
export function cardQuantity(chosen: number | undefined, sample: boolean): number {
  return sample ? 1 : (chosen ?? DEFAULT_CARD_QUANTITY);
}
