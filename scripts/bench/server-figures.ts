// Per page, against the running worker: isolate CPU per uncached request and per bare render of the same
// tree, HTML bytes, and throughput and latency uncached and cached.
import { brotliCompressSync } from 'node:zlib';
import { get } from './http';
import { alternatingLoad, type LoadResult, load } from './load';
import { type BenchPage, uncached } from './pages';
import type { Inspector } from './profiler';
import type { FloorResult, PageResult } from './results';

/**
 * CPU: the lowest of 5 profiles of 40 sequential requests each. Another process only ever adds to a batch, so more
 * batches make the least disturbed one likelier on a busy machine; 40 requests hold a share of garbage collection
 * for either kind, as a lucky batch of a few would not. Each costs well under a second but for drafts.
 */
const CPU = { batches: 5, perBatch: 40 } as const;
/** Requests of each kind before the first profile. */
const WARM = 10;
/**
 * Turns of the cached page and the floor: a turn's ratio moves by a tenth or more on this machine, and the median
 * of fifteen is what a few disturbed turns leave alone.
 */
const TURNS = { rounds: 15, secondsEach: 0.5 };
/** Time for the runner to store the pages of an uncached load. */
const SETTLE_MS = 3000;
/** The floor: the cheapest route the worker itself answers (a fixed text, no content, no cache). */
export const FLOOR = { host: 'kartenliebe.de.localhost', path: '/robots.txt' };

export type ServerFigures = Omit<PageResult, 'browser' | 'lighthouse'>;

async function answered(port: number, host: string, path: string, status: number) {
  const answer = await get(port, host, path);
  if (answer.status !== status) throw new Error(`${host}${path} answered ${answer.status}, not ${status}`);
  return answer;
}

export async function floorFigures(port: number, inspector: Inspector): Promise<FloorResult> {
  const { host, path } = FLOOR;
  await answered(port, host, path, 200);
  const cpuMs = await inspector.lowestCpuPerRequest(CPU.batches, CPU.perBatch, () =>
    answered(port, host, path, 200).then(() => {}),
  );
  return { url: `http://${host}${path}`, cpuMs, load: await load(port, host, () => path, 200) };
}

export async function serverFigures(
  port: number,
  inspector: Inspector,
  page: BenchPage,
): Promise<ServerFigures> {
  const { host, path, status } = page;
  // Warm: the story in the KV cache, the isolate's code compiled for both kinds of request, as on a busy edge.
  const bare = `/_bench/bare?url=${encodeURIComponent(`http://${host}:${port}${path}`)}`;
  for (let n = 0; n < WARM; n += 1) {
    await answered(port, host, uncached(path, `warm${n}`), status);
    await answered(port, host, bare, 200);
  }
  const profiledCache: Record<string, number> = {};
  const full = async (n: number) => {
    const answer = await answered(port, host, uncached(path, `cpu${n}`), status);
    const state = String(answer.headers['x-cache'] ?? 'none');
    profiledCache[state] = (profiledCache[state] ?? 0) + 1;
  };
  // Full and bare batches take turns, so both meet the same state of the isolate and of the machine. The bare
  // render takes the tree the last full request left.
  let cpuMs = Number.POSITIVE_INFINITY;
  let bareCpuMs = Number.POSITIVE_INFINITY;
  for (let batch = 0; batch < CPU.batches; batch += 1) {
    cpuMs = Math.min(
      cpuMs,
      await inspector.cpuPerRequest(CPU.perBatch, (n) => full(batch * CPU.perBatch + n)),
    );
    bareCpuMs = Math.min(
      bareCpuMs,
      await inspector.cpuPerRequest(CPU.perBatch, () => answered(port, host, bare, 200).then(() => {})),
    );
  }
  const bareAnswer = await answered(port, host, bare, 200);
  const { bytes: bareBytes } = JSON.parse(bareAnswer.body.toString()) as { bytes: number };
  const uncachedLoad = await load(port, host, (n) => uncached(path, `load${n}`), status);
  // Each uncached answer was stored after it was sent: let the runner's cache write them all before the next
  // figures, which the writes would otherwise share the cores with.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const html = (await answered(port, host, path, status)).body;
  let cached: LoadResult | null = null;
  let adjacentFloor: LoadResult | null = null;
  let cachedOverFloor: number | null = null;
  if (page.cacheable) {
    // The first answer is stored after it is sent (waitUntil): give it a moment, then check it is a hit.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await answered(port, host, path, status);
    if (again.headers['x-cache'] !== 'hit')
      console.warn(`${page.name}: not answered from the cache (${again.headers['x-cache']})`);
    // The floor and the page take turns, so a machine whose load drifts during the run moves both alike.
    const turns = await alternatingLoad(port, { host, path, status }, { ...FLOOR, status: 200 }, TURNS);
    cached = turns.a;
    adjacentFloor = turns.b;
    cachedOverFloor = turns.ratio;
  }
  return {
    name: page.name,
    url: `http://${host}${path}`,
    status,
    cpuMs,
    bareCpuMs,
    fullOverBare: cpuMs / bareCpuMs,
    profiledCache,
    uncached: uncachedLoad,
    cached,
    adjacentFloor,
    cachedOverFloor,
    html: { rawBytes: html.length, brotliBytes: brotliCompressSync(html).length, bareBytes },
  };
}
