// Per page, against the running worker: throughput and latency uncached and cached; and the floor's own load.
// Figures to read, not budgets: the throughput of a loopback runner is decided by its per-byte cost as much as by
// the worker's, so the budgets hold CPU (cpu-figures.ts).

import { answered } from './cpu-figures';
import { LOAD, type LoadResult, load } from './load';
import { type BenchPage, FLOOR, uncached } from './pages';
import type { PageResult } from './results';

/** Time for the runner to store the pages of an uncached load. */
const SETTLE_MS = 2000;

export type LoadFigures = Pick<PageResult, 'uncached' | 'cached'>;

/** The floor's throughput and latency under the same load as a page's. */
export async function floorLoad(port: number): Promise<LoadResult> {
  await answered(port, FLOOR.host, FLOOR.path, 200);
  return load(port, FLOOR.host, () => FLOOR.path, 200, LOAD);
}

export async function loadFigures(port: number, page: BenchPage): Promise<LoadFigures> {
  const { host, path, status } = page;
  const uncachedLoad = await load(port, host, (n) => uncached(path, `load${n}`), status, LOAD);
  // Each uncached answer was stored after it was sent: let the runner's cache write them all before the next
  // figures, which the writes would otherwise share the cores with.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  if (!page.cacheable) return { uncached: uncachedLoad, cached: null };
  await answered(port, host, path, status);
  // The first answer is stored after it is sent (waitUntil): give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { uncached: uncachedLoad, cached: await load(port, host, () => path, status, LOAD) };
}
