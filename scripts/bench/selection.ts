// Which part of the bench runs: every phase on every page, or the phases and pages named in BENCH_PHASES and
// BENCH_PAGES, so one figure can be measured before and after a change without the whole bench.

/** The bench's phases in the order they run. */
export const PHASES = ['worker', 'cpu', 'load', 'browser', 'lighthouse', 'navigation', 'cold'] as const;
export type Phase = (typeof PHASES)[number];

export interface Selection {
  phases: ReadonlySet<Phase>;
  /** Page names (`kartenliebe home`), or null for every page. */
  pages: ReadonlySet<string> | null;
  /** Whether anything was left out: then no budget is checked and bench/results.json is left alone. */
  partial: boolean;
}

const isPhase = (name: string): name is Phase => (PHASES as readonly string[]).includes(name);

function names(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/**
 * Reads `BENCH_PHASES` (comma-separated phases) and `BENCH_PAGES` (comma-separated page names) from `env`;
 * either unset means all. A name the bench does not know throws with the valid ones.
 */
export function benchSelection(env: Record<string, string | undefined>, pageNames: string[]): Selection {
  const phaseNames = names(env.BENCH_PHASES);
  const unknownPhase = phaseNames.find((name) => !isPhase(name));
  if (unknownPhase !== undefined) {
    throw new Error(`BENCH_PHASES: no phase "${unknownPhase}"; the phases are ${PHASES.join(', ')}`);
  }
  const pages = names(env.BENCH_PAGES);
  const unknownPage = pages.find((name) => !pageNames.includes(name));
  if (unknownPage !== undefined) {
    throw new Error(`BENCH_PAGES: no page "${unknownPage}"; the pages are ${pageNames.join(', ')}`);
  }
  const phases = new Set(phaseNames.length ? phaseNames.filter(isPhase) : PHASES);
  return {
    phases,
    pages: pages.length ? new Set(pages) : null,
    partial: phases.size < PHASES.length || (pages.length > 0 && new Set(pages).size < pageNames.length),
  };
}
