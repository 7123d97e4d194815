// The shape of bench/results.json: one entry per measured page, the trivial-response floor and the worker.
import type { BareCold } from './bare-cold';
import type { BrowserBytes } from './browser-bytes';
import type { LighthouseFigures } from './lighthouse';
import type { LoadResult } from './load';
import type { NavigationFigures } from './navigation';
import type { Spread } from './spread';
import type { WorkerFigures } from './worker-size';

export interface PageResult {
  name: string;
  url: string;
  status: number;
  /** Isolate CPU per uncached request (the V8 profile), median and p90 over batches. */
  cpuMs: Spread;
  /** The workerd threads' CPU per request in the same batches, minus the floor's median. */
  processCpuMs: Spread;
  /** The same two for the bare render of the same tree. */
  bareCpuMs: Spread;
  bareProcessCpuMs: Spread;
  /** The medians' ratio: cpuMs over bareCpuMs. */
  fullOverBare: number;
  /** Every batch's figures, the process CPU before the floor's is taken off. */
  cpuBatches: { full: BatchCpu[]; bare: BatchCpu[] };
  /** `X-Cache` answers seen in the CPU profile's requests: all should be `miss` (or `bypass` for a draft). */
  profiledCache: Record<string, number>;
  /** Isolate CPU per edge-cache hit; null for a page that is never cached (a draft, a missing page). */
  cachedCpuMs: Spread | null;
  /** The hit's median above the floor's: what answering from the cache costs beyond the cheapest route. */
  cachedAboveFloorMs: number | null;
  uncached: LoadResult;
  /** Null for a page that is never cached. */
  cached: LoadResult | null;
  cold: ColdResult;
  /** The page's HTML, and what the bare render of its tree gave (about the same: a check it is the same page). */
  html: { rawBytes: number; brotliBytes: number; bareBytes: number };
  browser: BrowserBytes;
  lighthouse: LighthouseFigures | null;
}

/** One batch of sequential requests, per request: the isolate's busy time and the workerd threads' CPU. */
export interface BatchCpu {
  /** The isolate's CPU per request in the shop's code: samples in code only the local bundle has left out. */
  isolateMs: number;
  /**
   * The isolate's CPU per request in code only the local bundle has (the stand-ins answering the content space's,
   * the shop's and the other services' requests in process, where production sends a subrequest).
   */
  localMs: number;
  processMs: number;
}

/** The first request for a page in a fresh isolate, the runner restarted before each. */
export interface ColdResult {
  /** Isolate CPU (the V8 profile of that one request), median over the restarts. */
  cpuMs: number;
  /**
   * The workerd threads' CPU over the same span, median over the restarts, minus the floor's (not for the floor
   * itself). In 10 ms ticks: a rough figure, but a first request costs tens of them.
   */
  processCpuMs: number;
  runs: BatchCpu[];
  /** React's renderer alone on the same tree, first call in a fresh isolate of its own (not for the floor). */
  bare: BareCold | null;
  /** cpuMs over the bare cold render's: what the shop's own code and first reads add to React's. */
  overBare: number | null;
}

export interface FloorResult {
  /** The trivial response the pages are compared with. */
  url: string;
  cpuMs: Spread;
  /** Not less anything: the figure the pages' process CPU is taken off by (its median). */
  processCpuMs: Spread;
  cpuBatches: BatchCpu[];
  load: LoadResult;
  cold: ColdResult;
}

export interface BenchResults {
  date: string;
  /** The 1-minute load average before and after: well above 0 means something else ran beside the bench. */
  machine: { cpus: number; model: string; node: string; loadAverage: { start: number; end: number } };
  /** How the shop was served, in words. */
  runner: string;
  seconds: number;
  worker: WorkerFigures;
  floor: FloorResult;
  pages: PageResult[];
  /** Per channel, the prerendered navigation from the home to the category page. */
  navigation: NavigationFigures[];
  /** Budgets missed, each naming the figure, the page and the value. */
  missed: string[];
}
