// Per page: CPU of the first request in a fresh isolate, with the page's stories already in KV and nothing kept in
// the isolate's memory. The runner is restarted before each such request: a new workerd process on the same
// persisted state (KV, D1, the cache), so the worker's module is evaluated anew and nothing it kept survives.
import type { BareColdRunner } from './bare-cold';
import { answered, batchCpu } from './cpu-figures';
import { checkSameRender, elementTree } from './element-tree';
import type { LocalFrames } from './local-frames';
import { type BenchPage, uncached } from './pages';
import { Inspector } from './profiler';
import type { ColdResult } from './results';
import { median } from './spread';

/** Restarts per page, and per bare tree: the median of three first requests. */
export const COLD_RESTARTS = 3;
/** Time for the first answer's KV writes (the stories it read), queued after it was sent, to land. */
const SETTLE_MS = 1000;

/** A runner that can be restarted on its state: it gives the fresh isolate's inspector URL. */
export interface RestartableShop {
  port: number;
  /** The frames of code only the local bundle has, whose samples count apart. */
  localFrames?: LocalFrames;
  pids(): number[];
  restart(): Promise<string>;
}

/**
 * `floorProcessMs`: the floor's own cold process figure, taken off the page's (the runner's services answer
 * their first request in the new process too).
 */
export async function coldFigures(
  shop: RestartableShop,
  page: Pick<BenchPage, 'host' | 'path' | 'status'>,
  floorProcessMs = 0,
  bare?: BareColdRunner,
): Promise<ColdResult> {
  const { port } = shop;
  const { host, path, status } = page;
  // Once in any isolate, so that KV holds what the page reads, as it does for any page visited before.
  const prime = await answered(port, host, uncached(path, 'cold-prime'), status);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const runs: ColdResult['runs'] = [];
  for (let restart = 0; restart < COLD_RESTARTS; restart += 1) {
    const inspector = await Inspector.connect(await shop.restart(), shop.localFrames);
    const target = { port, inspector, pids: shop.pids() };
    // An uncached request: the edge cache kept the page's copies over the restart.
    runs.push(
      await batchCpu(target, 1, () =>
        answered(port, host, uncached(path, `cold${restart}`), status).then(() => {}),
      ),
    );
    inspector.close();
  }
  const cpuMs = median(runs.map((run) => run.isolateMs));
  // React alone, first call in its own fresh isolate, on the tree of the page's answer.
  const bareCold = bare ? await bare.measure(elementTree(prime.body.toString())) : null;
  if (bareCold) checkSameRender(`${host}${path} cold`, prime.body.length, bareCold.bytes);
  return {
    cpuMs,
    processCpuMs: median(runs.map((run) => run.processMs)) - floorProcessMs,
    runs,
    bare: bareCold,
    overBare: bareCold ? cpuMs / bareCold.cpuMs : null,
  };
}
