// The performance budgets, in one table, and the check that names every figure that misses one.
import type { BenchResults, PageResult } from './results';
import type { BundleFigures } from './worker-size';

/** kB are 1000 bytes of brotli as Chromium received them; the worker's size is wrangler's gzip KiB. */
const KB = 1000;

type Op = '<=' | '<' | '>=' | '=';

interface PageBudget {
  figure: string;
  op: Op;
  limit: number;
  /** Which pages it applies to. */
  pages: (page: PageResult) => boolean;
  value: (page: PageResult) => number | null;
}

/** Applies to each bundle measured: the local one and the production one. */
interface WorkerBudget {
  figure: string;
  op: Op;
  limit: number;
  value: (bundle: BundleFigures) => number;
}

const everyPage = () => true;
const homeOrProduct = (page: PageResult) => /\b(home|product)$/.test(page.name);
const withLighthouse = (page: PageResult) => page.lighthouse !== null;
const js = (bytes: Record<string, number>) => (bytes.script ?? 0) / KB;

export const PAGE_BUDGETS: PageBudget[] = [
  {
    figure: 'CPU ms per uncached request (median)',
    op: '<=',
    limit: 5,
    pages: homeOrProduct,
    value: (p) => p.cpuMs.median,
  },
  {
    figure: 'full request / bare render (CPU medians)',
    op: '<=',
    limit: 1.5,
    pages: everyPage,
    value: (p) => p.fullOverBare,
  },
  {
    // The Workers free plan's CPU limit per request.
    figure: 'cold CPU ms (first request in a fresh isolate, median)',
    op: '<=',
    limit: 10,
    pages: everyPage,
    value: (p) => p.cold.cpuMs,
  },
  {
    figure: 'cached throughput / trivial response',
    op: '>=',
    limit: 0.8,
    pages: (page) => page.cached !== null,
    value: (p) => p.cachedOverFloor,
  },
  {
    figure: 'Lighthouse performance',
    op: '>=',
    limit: 98,
    pages: withLighthouse,
    value: (p) => p.lighthouse?.score ?? null,
  },
  {
    figure: 'Lighthouse CLS',
    op: '=',
    limit: 0,
    pages: withLighthouse,
    value: (p) => p.lighthouse?.cls ?? null,
  },
  {
    figure: 'Lighthouse TBT ms',
    op: '<',
    limit: 50,
    pages: withLighthouse,
    value: (p) => p.lighthouse?.tbtMs ?? null,
  },
  {
    figure: 'JS kB before interaction',
    op: '<=',
    limit: 20,
    pages: everyPage,
    value: (p) => js(p.browser.before),
  },
  {
    figure: 'JS kB after full hydration',
    op: '<=',
    limit: 90,
    pages: everyPage,
    value: (p) => js(p.browser.after),
  },
  {
    figure: 'CSS kB',
    op: '<=',
    limit: 15,
    pages: everyPage,
    value: (p) => (p.browser.after.stylesheet ?? 0) / KB,
  },
];

export const WORKER_BUDGETS: WorkerBudget[] = [
  { figure: 'worker gzip KiB', op: '<', limit: 1024, value: (bundle) => bundle.gzipKiB },
  { figure: 'worker start-up ms', op: '<', limit: 100, value: (bundle) => bundle.startupMs },
];

function within(value: number, op: Op, limit: number): boolean {
  if (op === '<=') return value <= limit;
  if (op === '<') return value < limit;
  if (op === '>=') return value >= limit;
  return value === limit;
}

const shown = (value: number) => (Number.isInteger(value) ? String(value) : value.toPrecision(3));

/** Every missed budget as `figure (page): value, budget op limit`; a figure that could not be measured misses. */
export function missedBudgets(results: Omit<BenchResults, 'missed'>): string[] {
  const missed: string[] = [];
  for (const budget of PAGE_BUDGETS) {
    for (const page of results.pages.filter(budget.pages)) {
      const value = budget.value(page);
      if (value === null || !within(value, budget.op, budget.limit)) {
        const got = value === null ? 'not measured' : shown(value);
        missed.push(`${budget.figure} (${page.name}): ${got}, budget ${budget.op} ${budget.limit}`);
      }
    }
  }
  for (const budget of WORKER_BUDGETS) {
    for (const [name, bundle] of Object.entries(results.worker)) {
      const value = budget.value(bundle);
      // NaN (wrangler's summary not found) is never within a budget.
      if (!within(value, budget.op, budget.limit)) {
        missed.push(
          `${budget.figure} (${name} bundle): ${shown(value)}, budget ${budget.op} ${budget.limit}`,
        );
      }
    }
  }
  return missed;
}
