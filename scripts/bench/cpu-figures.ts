// Per page, against the running worker: isolate CPU per uncached request and per bare render of the same
// tree, and the page's HTML bytes.
import { brotliCompressSync } from 'node:zlib';
import { get } from './http';
import { type BenchPage, FLOOR, uncached } from './pages';
import type { Inspector } from './profiler';
import type { PageResult } from './results';

/**
 * CPU: the lowest of 5 profiles of 40 sequential requests each. Another process only ever adds to a batch, so more
 * batches make the least disturbed one likelier on a busy machine; 40 requests hold a share of garbage collection
 * for either kind, as a lucky batch of a few would not. Each costs well under a second but for drafts.
 */
const CPU = { batches: 5, perBatch: 40 } as const;
/** Requests of each kind before the first profile. */
const WARM = 10;

export type CpuFigures = Pick<
  PageResult,
  'name' | 'url' | 'status' | 'cpuMs' | 'bareCpuMs' | 'fullOverBare' | 'profiledCache' | 'html'
>;

/** One request that must answer `status`. */
export async function answered(port: number, host: string, path: string, status: number) {
  const answer = await get(port, host, path);
  if (answer.status !== status) throw new Error(`${host}${path} answered ${answer.status}, not ${status}`);
  return answer;
}

/** The floor's isolate CPU per request. */
export async function floorCpu(port: number, inspector: Inspector): Promise<number> {
  const { host, path } = FLOOR;
  await answered(port, host, path, 200);
  return inspector.lowestCpuPerRequest(CPU.batches, CPU.perBatch, () =>
    answered(port, host, path, 200).then(() => {}),
  );
}

export async function cpuFigures(port: number, inspector: Inspector, page: BenchPage): Promise<CpuFigures> {
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
  const html = (await answered(port, host, path, status)).body;
  return {
    name: page.name,
    url: `http://${host}${path}`,
    status,
    cpuMs,
    bareCpuMs,
    fullOverBare: cpuMs / bareCpuMs,
    profiledCache,
    html: { rawBytes: html.length, brotliBytes: brotliCompressSync(html).length, bareBytes },
  };
}
