// Per page, against the running worker: CPU per uncached request and per bare render of the same tree, each as
// the isolate's busy time in a V8 profile and as the workerd threads' CPU in the same batches; and the HTML bytes.
import { brotliCompressSync } from 'node:zlib';
import { checkSameRender } from './element-tree';
import { get } from './http';
import { BROWSER_HEADERS, setCookies } from './load';
import { type BenchPage, FLOOR, uncached } from './pages';
import { cpuMsBetween, type ThreadTicks, threadTicks } from './process-cpu';
import type { Inspector } from './profiler';
import type { BatchCpu, FloorResult, PageResult } from './results';
import { type Spread, spread } from './spread';

/**
 * CPU: median and p90 over 5 batches of 80 sequential requests. The isolate's figure is a V8 profile, exact to
 * the sampling interval: its batches of a page lie within a few per cent of each other. The threads' CPU comes in
 * 10 ms ticks: a page's batch of 80 counts 30 or more of them.
 */
const CPU = { batches: 5, perBatch: 80 } as const;
/** Requests of each kind before the first profile. */
const WARM = 10;

/** Where CPU is measured: the shop's port, its isolate's inspector and its workerd processes. */
export interface CpuTarget {
  port: number;
  inspector: Inspector;
  pids: number[];
}

export type CpuFigures = Pick<
  PageResult,
  | 'name'
  | 'url'
  | 'status'
  | 'cpuMs'
  | 'processCpuMs'
  | 'bareCpuMs'
  | 'bareProcessCpuMs'
  | 'fullOverBare'
  | 'cpuBatches'
  | 'profiledCache'
  | 'cachedCpuMs'
  | 'cachedAboveFloorMs'
  | 'html'
>;
export type FloorCpu = Pick<FloorResult, 'cpuMs' | 'processCpuMs' | 'cpuBatches'>;

/** One request that must answer `status`, with `headers`. */
export async function answered(
  port: number,
  host: string,
  path: string,
  status: number,
  headers: Record<string, string> = {},
) {
  const answer = await get(port, host, path, undefined, headers);
  if (answer.status !== status) throw new Error(`${host}${path} answered ${answer.status}, not ${status}`);
  return answer;
}

/** One profiled batch of `count` requests, with the workerd threads' ticks read over the same span. */
export async function batchCpu(
  target: CpuTarget,
  count: number,
  run: (index: number) => Promise<void>,
): Promise<BatchCpu> {
  let before: ThreadTicks = new Map();
  let processMs = Number.NaN;
  const isolate = await target.inspector.cpuPerRequest(count, run, {
    open: () => {
      before = threadTicks(target.pids);
    },
    close: () => {
      processMs = cpuMsBetween(before, threadTicks(target.pids)) / count;
    },
  });
  return { isolateMs: isolate.ms, localMs: isolate.localMs, processMs };
}

const isolate = (batches: BatchCpu[]) => spread(batches.map((batch) => batch.isolateMs));
const workerd = (batches: BatchCpu[], floorMs = 0) =>
  spread(batches.map((batch) => batch.processMs - floorMs));

/** The same request warmed up, then profiled in every batch. */
async function profiledBatches(target: CpuTarget, request: () => Promise<void>): Promise<BatchCpu[]> {
  for (let n = 0; n < WARM; n += 1) await request();
  const batches: BatchCpu[] = [];
  for (let batch = 0; batch < CPU.batches; batch += 1)
    batches.push(await batchCpu(target, CPU.perBatch, request));
  return batches;
}

export async function floorCpu(target: CpuTarget): Promise<FloorCpu> {
  const { host, path } = FLOOR;
  const batches = await profiledBatches(target, () => answered(target.port, host, path, 200).then(() => {}));
  return { cpuMs: isolate(batches), processCpuMs: workerd(batches), cpuBatches: batches };
}

/**
 * Isolate CPU of an edge-cache hit, asked as a browser asks (the copies are kept per encoding), in batches: the page stored once, then every request answered from the cache.
 * Throws when an answer was not a hit.
 */
async function cachedCpu(target: CpuTarget, page: BenchPage): Promise<Spread> {
  const { port } = target;
  const { host, path, status } = page;
  // The first answer is stored after it is sent (waitUntil): asked again until the copy answers.
  // A returning visitor: the cookies the first answer set (the flag key) go with every request after it; a first
  // visit without a key is rendered for the key it is given.
  const first = await answered(port, host, path, status, BROWSER_HEADERS);
  const cookie = setCookies(first.headers['set-cookie'])
    .map(([, pair]) => pair)
    .join('; ');
  const headers = { ...BROWSER_HEADERS, cookie };
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await answered(port, host, path, status, headers);
    if (answer.headers['x-cache'] === 'hit') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const hit = async () => {
    const answer = await answered(port, host, path, status, headers);
    if (answer.headers['x-cache'] !== 'hit') {
      throw new Error(`${page.name}: not answered from the cache (${answer.headers['x-cache']})`);
    }
  };
  return isolate(await profiledBatches(target, hit));
}

/** `floor`: the floor's medians per request, isolate and process CPU, taken off the page's where named. */
export async function cpuFigures(
  target: CpuTarget,
  page: BenchPage,
  floor: { isolateMs: number; processMs: number },
): Promise<CpuFigures> {
  const floorProcessMs = floor.processMs;
  const { port } = target;
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
  const fullBatches: BatchCpu[] = [];
  const bareBatches: BatchCpu[] = [];
  for (let batch = 0; batch < CPU.batches; batch += 1) {
    fullBatches.push(await batchCpu(target, CPU.perBatch, (n) => full(batch * CPU.perBatch + n)));
    bareBatches.push(
      await batchCpu(target, CPU.perBatch, () => answered(port, host, bare, 200).then(() => {})),
    );
  }
  const bareAnswer = await answered(port, host, bare, 200);
  const { bytes: bareBytes } = JSON.parse(bareAnswer.body.toString()) as { bytes: number };
  const html = (await answered(port, host, path, status)).body;
  checkSameRender(page.name, html.length, bareBytes);
  const [cpuMs, bareCpuMs] = [isolate(fullBatches), isolate(bareBatches)];
  const cachedCpuMs = page.cacheable ? await cachedCpu(target, page) : null;
  return {
    name: page.name,
    url: `http://${host}${path}`,
    status,
    cpuMs,
    processCpuMs: workerd(fullBatches, floorProcessMs),
    bareCpuMs,
    bareProcessCpuMs: workerd(bareBatches, floorProcessMs),
    fullOverBare: cpuMs.median / bareCpuMs.median,
    cpuBatches: { full: fullBatches, bare: bareBatches },
    profiledCache,
    cachedCpuMs,
    cachedAboveFloorMs: cachedCpuMs && cachedCpuMs.median - floor.isolateMs,
    html: { rawBytes: html.length, brotliBytes: brotliCompressSync(html).length, bareBytes },
  };
}
