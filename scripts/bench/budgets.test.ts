import { describe, expect, it } from 'vitest';
import { missedBudgets } from './budgets';
import type { LoadResult } from './load';
import type { BenchResults, ColdResult, PageResult } from './results';
import type { BundleFigures } from './worker-size';

const LOAD: LoadResult = { requests: 1, rps: 1000, p50Ms: 1, p99Ms: 2, errors: 0, cache: {} };
const spread = (median: number, p90 = median) => ({ median, p90 });
const cold = (cpuMs: number): ColdResult => ({ cpuMs, processCpuMs: cpuMs, runs: [] });

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
    uncached: LOAD,
    cached: LOAD,
    adjacentFloor: LOAD,
    cachedOverFloor: 1,
    cold: cold(5),
    html: { rawBytes: 1, brotliBytes: 1, bareBytes: 1 },
    browser: { before: { script: 1000 }, after: { script: 1000, stylesheet: 1000 } },
    lighthouse: null,
    ...figures,
  };
}

function results(pages: PageResult[], production: Partial<BundleFigures> = {}): Omit<BenchResults, 'missed'> {
  const bundle = { deploy: [], uploadKiB: 1, gzipKiB: 1, startupMs: 1 };
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
  return { date: '', machine, runner: '', seconds: 1, worker, floor, pages };
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

  it('allows a cold first request 10 ms of CPU, on every page', () => {
    expect(missedBudgets(results([page({ cold: cold(10) })]))).toEqual([]);
    const missed = missedBudgets(results([page({ name: 'poster 404', cold: cold(12.5) })]));
    expect(missed).toEqual([
      'cold CPU ms (first request in a fresh isolate, median) (poster 404): 12.5, budget <= 10',
    ]);
  });

  it('holds both bundles to the worker budgets, naming the one that misses', () => {
    expect(missedBudgets(results([page()], { gzipKiB: 1023, startupMs: 99 }))).toEqual([]);
    expect(missedBudgets(results([page()], { gzipKiB: 1100, startupMs: Number.NaN }))).toEqual([
      'worker gzip KiB (production bundle): 1100, budget < 1024',
      'worker start-up ms (production bundle): NaN, budget < 100',
    ]);
  });
});
