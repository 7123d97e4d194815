// The performance budgets, in one table, and the check that names every figure that misses one.
import type { BrowserBytes } from './browser-bytes';
import type { NavigationFigures } from './navigation';
import type { BenchResults, PageResult } from './results';
import type { BundleFigures, WorkerFigures } from './worker-size';

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

/** Applies to the bundles named (the local one, the production one). */
interface WorkerBudget {
  figure: string;
  bundles: (keyof WorkerFigures)[];
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
    // React alone on the same tree in a fresh isolate is the bare cold figure; what our code and its first reads
    // add to a first visitor's wait is held to 30 % of it. Compiling into start-up (a warm-up) is allowed.
    figure: 'cold CPU ms / bare cold render (first request in a fresh isolate, medians)',
    op: '<=',
    limit: 1.3,
    pages: everyPage,
    value: (p) => p.cold.overBare,
  },
  {
    // An edge-cache hit: the lookup and the copy's answer, above the cheapest route's own request.
    figure: 'cached hit CPU ms above the floor (medians)',
    op: '<=',
    limit: 0.3,
    pages: (page) => page.cachedCpuMs !== null,
    value: (p) => p.cachedAboveFloorMs,
  },
  {
    // Critical CSS inline, the rest from the cache: the first page a visitor gets.
    figure: 'HTML kB brotli',
    op: '<=',
    limit: 12,
    pages: (page) => /\bhome$/.test(page.name),
    value: (p) => p.html.brotliBytes / KB,
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
  // The local bundle carries the stand-ins and demo data; what is deployed carries none of it.
  { figure: 'worker gzip KiB', bundles: ['production'], op: '<=', limit: 250, value: (b) => b.gzipKiB },
  { figure: 'worker gzip KiB', bundles: ['local'], op: '<', limit: 1024, value: (b) => b.gzipKiB },
  // A quarter of the platform's start-up limit (1 s), warm-up included.
  {
    figure: 'worker start-up ms',
    bundles: ['local', 'production'],
    op: '<=',
    limit: 250,
    value: (b) => b.startupMs,
  },
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
    for (const name of budget.bundles) {
      const bundle = results.worker[name];
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
