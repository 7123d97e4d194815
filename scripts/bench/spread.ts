// The spread of a figure over batches: its median and 90th percentile. A busy machine makes some batches slower
// and none faster; the median is what the worker costs, the p90 how far a disturbed batch reads.

export interface Spread {
  median: number;
  p90: number;
}

/** The median (the mean of the middle two for an even count); NaN for no values. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The nearest-rank percentile: the smallest value that at least `fraction` of the values do not exceed. */
export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

export function spread(values: number[]): Spread {
  return { median: median(values), p90: percentile(values, 0.9) };
}
