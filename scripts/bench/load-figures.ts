// Per page, against the running worker: throughput and latency uncached and cached, the cached page in turns
// with the floor; and the floor's own load.

import { answered } from './cpu-figures';
import { alternatingLoad, type LoadResult, load } from './load';
import { type BenchPage, FLOOR, uncached } from './pages';
import type { PageResult } from './results';

/**
 * Turns of the cached page and the floor: a turn's ratio moves by a tenth or more on this machine, and the median
 * of fifteen is what a few disturbed turns leave alone.
 */
const TURNS = { rounds: 15, secondsEach: 0.5 };
/** Time for the runner to store the pages of an uncached load. */
const SETTLE_MS = 3000;

export type LoadFigures = Pick<PageResult, 'uncached' | 'cached' | 'adjacentFloor' | 'cachedOverFloor'>;

/** The floor's throughput and latency under the same load as a page's. */
export async function floorLoad(port: number): Promise<LoadResult> {
  await answered(port, FLOOR.host, FLOOR.path, 200);
  return load(port, FLOOR.host, () => FLOOR.path, 200);
}

export async function loadFigures(port: number, page: BenchPage): Promise<LoadFigures> {
  const { host, path, status } = page;
  const uncachedLoad = await load(port, host, (n) => uncached(path, `load${n}`), status);
  // Each uncached answer was stored after it was sent: let the runner's cache write them all before the next
  // figures, which the writes would otherwise share the cores with.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  if (!page.cacheable)
    return { uncached: uncachedLoad, cached: null, adjacentFloor: null, cachedOverFloor: null };
  await answered(port, host, path, status);
  // The first answer is stored after it is sent (waitUntil): give it a moment, then check it is a hit.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const again = await answered(port, host, path, status);
  if (again.headers['x-cache'] !== 'hit')
    console.warn(`${page.name}: not answered from the cache (${again.headers['x-cache']})`);
  // The floor and the page take turns, so a machine whose load drifts during the run moves both alike.
  const turns = await alternatingLoad(port, { host, path, status }, { ...FLOOR, status: 200 }, TURNS);
  return { uncached: uncachedLoad, cached: turns.a, adjacentFloor: turns.b, cachedOverFloor: turns.ratio };
}
