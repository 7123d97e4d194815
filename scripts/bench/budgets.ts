// The performance budgets, in one table, and the check that names every figure that misses one.
import type { BrowserBytes } from './browser-bytes';
import type { NavigationFigures } from './navigation';
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

/** Applies to each navigation measured (one per channel). */
interface NavigationBudget {
  figure: string;
  op: Op;
  limit: number;
  value: (navigation: NavigationFigures) => number | null;
}

const everyPage = () => true;
const homeOrProduct = (page: PageResult) => /\b(home|product)$/.test(page.name);
const withLighthouse = (page: PageResult) => page.lighthouse !== null;
const homeCategoryOrProduct = (page: PageResult) =>
  /\b(home|category|product)$/.test(page.name) && withLighthouse(page);
const js = (bytes: Record<string, number>) => (bytes.script ?? 0) / KB;

/** The page's CSS, fetched as a stylesheet or inline in the document: what the CSS budget holds. */
export function cssBytes(bytes: BrowserBytes): number {
  return (bytes.after.stylesheet ?? 0) + bytes.inlineStyle;
}

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
    figure: 'Lighthouse LCP ms (median of 3)',
    op: '<=',
    limit: 1200,
    pages: homeCategoryOrProduct,
    value: (p) => p.lighthouse?.lcpMedianMs ?? null,
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
    value: (p) => cssBytes(p.browser) / KB,
  },
];

export const NAVIGATION_BUDGETS: NavigationBudget[] = [
  // From the tap to the largest paint of a page prerendered on hover; one not prerendered misses.
  { figure: 'prerendered navigation LCP ms', op: '<=', limit: 200, value: (n) => n.lcpMs },
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

/** Three significant digits, whole numbers from 1000 up (never an exponent). */
const shown = (value: number) => {
  if (Number.isInteger(value)) return String(value);
  return Math.abs(value) >= 1000 ? value.toFixed(0) : value.toPrecision(3);
};

/** Why a navigation has no figure: its runs were not prerendered, or (every one of them) failed. */
function notPrerendered(navigation: NavigationFigures): string {
  const failed = navigation.runs.find((run) => run.error);
  const unmeasured = navigation.runs.filter((run) => run.lcpFromActivationMs === null);
  return failed && unmeasured.every((run) => run.error)
    ? `not measured (${failed.error})`
    : 'not prerendered';
}

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
  for (const budget of NAVIGATION_BUDGETS) {
    for (const navigation of results.navigation) {
      const value = budget.value(navigation);
      if (value === null || !within(value, budget.op, budget.limit)) {
        const got = value === null ? notPrerendered(navigation) : shown(value);
        missed.push(`${budget.figure} (${navigation.name}): ${got}, budget ${budget.op} ${budget.limit}`);
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
