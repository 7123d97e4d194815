// Per page, against the running worker: CPU per uncached request and per bare render of the same tree, each as
// the isolate's busy time in a V8 profile and as the workerd threads' CPU in the same batches; and the HTML bytes.
import { brotliCompressSync } from 'node:zlib';
import { get } from './http';
import { type BenchPage, FLOOR, uncached } from './pages';
import { cpuMsBetween, type ThreadTicks, threadTicks } from './process-cpu';
import type { Inspector } from './profiler';
import type { BatchCpu, FloorResult, PageResult } from './results';
import { spread } from './spread';

/**
 * CPU: median and p90 over 10 batches of 200 sequential requests. A batch of 200 gives the threads' CPU, counted
 * in 10 ms ticks, to a few per cent (the floor's is about 40 ticks); ten batches give a p90 that is not just the
 * worst one.
 */
const CPU = { batches: 10, perBatch: 200 } as const;
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
  | 'html'
>;
export type FloorCpu = Pick<FloorResult, 'cpuMs' | 'processCpuMs' | 'cpuBatches'>;

/** One request that must answer `status`. */
export async function answered(port: number, host: string, path: string, status: number) {
  const answer = await get(port, host, path);
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
  const isolateMs = await target.inspector.cpuPerRequest(count, run, {
    open: () => {
      before = threadTicks(target.pids);
    },
    close: () => {
      processMs = cpuMsBetween(before, threadTicks(target.pids)) / count;
    },
  });
  return { isolateMs, processMs };
}

const isolate = (batches: BatchCpu[]) => spread(batches.map((batch) => batch.isolateMs));
const workerd = (batches: BatchCpu[], floorMs = 0) =>
  spread(batches.map((batch) => batch.processMs - floorMs));

export async function floorCpu(target: CpuTarget): Promise<FloorCpu> {
  const { host, path } = FLOOR;
  const request = () => answered(target.port, host, path, 200).then(() => {});
  for (let n = 0; n < WARM; n += 1) await request();
  const batches: BatchCpu[] = [];
  for (let batch = 0; batch < CPU.batches; batch += 1)
    batches.push(await batchCpu(target, CPU.perBatch, request));
  return { cpuMs: isolate(batches), processCpuMs: workerd(batches), cpuBatches: batches };
}

/** `floorProcessMs`: the floor's median process CPU per request, taken off the page's. */
export async function cpuFigures(
  target: CpuTarget,
  page: BenchPage,
  floorProcessMs: number,
): Promise<CpuFigures> {
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
  const [cpuMs, bareCpuMs] = [isolate(fullBatches), isolate(bareBatches)];
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
    html: { rawBytes: html.length, brotliBytes: brotliCompressSync(html).length, bareBytes },
  };
}
