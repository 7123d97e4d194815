import { describe, expect, it } from 'vitest';
import { missedBudgets } from './budgets';
import type { LighthouseFigures } from './lighthouse';
import type { LoadResult } from './load';
import type { NavigationFigures, NavigationRun } from './navigation';
import type { BenchResults, ColdResult, PageResult } from './results';
import type { BundleFigures } from './worker-size';

const LOAD: LoadResult = { requests: 1, rps: 1000, p50Ms: 1, p99Ms: 2, errors: 0, cache: {} };
const spread = (median: number, p90 = median) => ({ median, p90 });
/** A cold first request of `cpuMs`, against a bare cold render of `bareMs`. */
const cold = (cpuMs: number, bareMs = cpuMs): ColdResult => ({
  cpuMs,
  processCpuMs: cpuMs,
  runs: [],
  bare: { cpuMs: bareMs, runs: [bareMs], bytes: 1 },
  overBare: cpuMs / bareMs,
});

/** A product page within every budget but the figures given. */
function page(figures: Partial<PageResult> = {}): PageResult {
  return {
    name: 'poster product',
    url: 'http://poster.de.localhost/leinwanddruck/leinwand-classic',
    status: 200,
    cpuMs: spread(2),
    processCpuMs: spread(2),
    bareCpuMs: spread(2),
    bareProcessCpuMs: spread(2),
    fullOverBare: 1,
    cpuBatches: { full: [], bare: [] },
    profiledCache: { miss: 1 },
    cachedCpuMs: spread(0.3),
    cachedAboveFloorMs: 0.2,
    uncached: LOAD,
    cached: LOAD,
    cold: cold(5),
    html: { rawBytes: 1, brotliBytes: 1, bareBytes: 1 },
    browser: { before: { script: 1000 }, after: { script: 1000, stylesheet: 1000 }, inlineStyle: 0 },
    lighthouse: null,
    ...figures,
  };
}

/** Lighthouse figures within every budget but those given. */
function lighthouse(figures: Partial<LighthouseFigures> = {}): LighthouseFigures {
  return {
    score: 99,
    lcpMs: 1000,
    tbtMs: 0,
    cls: 0,
    scores: [99, 99, 99],
    fcpMedianMs: 800,
    lcpMedianMs: 1000,
    fcpRunsMs: [800, 800, 800],
    lcpRunsMs: [1000, 1000, 1000],
    lcpSelector: null,
    quiet: true,
    ...figures,
  };
}

/** A navigation whose runs took these milliseconds from the tap to the largest paint (null: not prerendered). */
function navigation(runsMs: (number | null)[], lcpMs: number | null, error?: string): NavigationFigures {
  const runs = runsMs.map(
    (ms): NavigationRun => ({
      prerender: ms === null ? null : 'Ready',
      prefetch: null,
      readyMs: ms === null ? null : 400,
      prerenderState: ms === null ? null : 'complete',
      activationStartMs: ms === null ? 0 : 500,
      lcpStartMs: ms === null ? null : 500 + ms,
      lcpElement: null,
      lcpFromActivationMs: ms,
      ...(ms === null && error ? { error } : {}),
    }),
  );
  return { name: 'poster home → category', from: '', to: '', lcpMs, runs };
}

function results(
  pages: PageResult[],
  production: Partial<BundleFigures> = {},
  navigations: NavigationFigures[] = [],
): Omit<BenchResults, 'missed'> {
  const bundle = { deploy: [], uploadKiB: 1, gzipKiB: 1, startupMs: 1, startupRunsMs: [1] };
  const worker = { local: bundle, production: { ...bundle, ...production } };
  const floor = {
    url: '',
    cpuMs: spread(0.1),
    processCpuMs: spread(1),
    cpuBatches: [],
    load: LOAD,
    cold: cold(1),
  };
  const machine = { cpus: 2, model: '', node: '', loadAverage: { start: 0, end: 0 } };
  return { date: '', machine, runner: '', seconds: 1, worker, floor, pages, navigation: navigations };
}

describe('missedBudgets', () => {
  it('passes a page within every budget', () => {
    expect(missedBudgets(results([page()]))).toEqual([]);
  });

  it('judges CPU by its median: a high p90 alone misses nothing, a median over 5 ms does', () => {
    expect(missedBudgets(results([page({ cpuMs: spread(4.9, 9) })]))).toEqual([]);
    expect(missedBudgets(results([page({ cpuMs: spread(5.1, 5.2) })]))).toEqual([
      'CPU ms per uncached request (median) (poster product): 5.10, budget <= 5',
    ]);
  });

  it('allows a cold first request 1.3 times the bare cold render of its tree, on every page', () => {
    expect(missedBudgets(results([page({ cold: cold(13, 10) })]))).toEqual([]);
    const missed = missedBudgets(results([page({ name: 'poster 404', cold: cold(14, 10) })]));
    expect(missed).toEqual([
      'cold CPU ms / bare cold render (first request in a fresh isolate, medians) (poster 404): 1.40, budget <= 1.3',
    ]);
    // Without a bare figure the budget cannot be judged: it misses.
    const unmeasured = { ...cold(5), bare: null, overBare: null };
    expect(missedBudgets(results([page({ cold: unmeasured })]))[0]).toMatch(/: not measured, budget <= 1.3$/);
  });

  it('holds an edge-cache hit to 0.3 ms of CPU above the floor, only where a page is cached', () => {
    expect(missedBudgets(results([page({ cachedAboveFloorMs: 0.3 })]))).toEqual([]);
    expect(missedBudgets(results([page({ cachedAboveFloorMs: 0.42 })]))).toEqual([
      'cached hit CPU ms above the floor (medians) (poster product): 0.420, budget <= 0.3',
    ]);
    const never = page({ name: 'poster draft', cachedCpuMs: null, cachedAboveFloorMs: null });
    expect(missedBudgets(results([never]))).toEqual([]);
  });

  it('holds the home page to 12 kB of brotli HTML', () => {
    const home = (brotliBytes: number) =>
      page({ name: 'poster home', html: { rawBytes: 1, brotliBytes, bareBytes: 1 } });
    expect(missedBudgets(results([home(12_000), page()]))).toEqual([]);
    expect(missedBudgets(results([home(17_600)]))).toEqual([
      'HTML kB brotli (poster home): 17.6, budget <= 12',
    ]);
  });

  it('holds the production bundle to 250 KiB gzip, the local one to 1 MiB, both to 250 ms of start-up', () => {
    expect(missedBudgets(results([page()], { gzipKiB: 250, startupMs: 250 }))).toEqual([]);
    expect(missedBudgets(results([page()], { gzipKiB: 292, startupMs: Number.NaN }))).toEqual([
      'worker gzip KiB (production bundle): 292, budget <= 250',
      'worker start-up ms (production bundle): NaN, budget <= 250',
    ]);
  });

  it('holds the median Lighthouse LCP of home, category and product pages to 1200 ms', () => {
    const category = (lcpMedianMs: number) =>
      page({ name: 'poster category', lighthouse: lighthouse({ lcpMedianMs }) });
    expect(missedBudgets(results([category(1200)]))).toEqual([]);
    expect(missedBudgets(results([category(1250.4)]))).toEqual([
      'Lighthouse LCP ms (median of 3) (poster category): 1250, budget <= 1200',
    ]);
    // The best run's LCP is not the budget's figure; a page Lighthouse does not audit has none.
    expect(missedBudgets(results([page({ lighthouse: lighthouse({ lcpMs: 2000 }) })]))).toEqual([]);
    expect(missedBudgets(results([page({ name: 'poster products' })]))).toEqual([]);
  });

  it('counts the CSS inline in the document with the fetched stylesheet', () => {
    const css = (stylesheet: number, inlineStyle: number) =>
      page({ browser: { before: {}, after: { script: 1000, stylesheet }, inlineStyle } });
    expect(missedBudgets(results([css(0, 15_000)]))).toEqual([]);
    expect(missedBudgets(results([css(0, 15_100)]))).toEqual(['CSS kB (poster product): 15.1, budget <= 15']);
    expect(missedBudgets(results([css(8000, 8000)]))).toEqual(['CSS kB (poster product): 16, budget <= 15']);
  });

  it('holds a prerendered navigation to 200 ms from the tap, and misses one not prerendered', () => {
    expect(missedBudgets(results([page()], {}, [navigation([90, 120, 300], 120)]))).toEqual([]);
    expect(missedBudgets(results([page()], {}, [navigation([210, 250, 240], 240)]))).toEqual([
      'prerendered navigation LCP ms (poster home → category): 240, budget <= 200',
    ]);
    expect(missedBudgets(results([page()], {}, [navigation([null, null, 50], null)]))).toEqual([
      'prerendered navigation LCP ms (poster home → category): not prerendered, budget <= 200',
    ]);
    expect(
      missedBudgets(results([page()], {}, [navigation([null, null, 50], null, 'no visible link')])),
    ).toEqual([
      'prerendered navigation LCP ms (poster home → category): not measured (no visible link), budget <= 200',
    ]);
  });
});
