// CPU time of the worker's isolate per request: a V8 CPU profile over the runner's inspector.
import WebSocket from 'ws';

/** The inspector refuses upgrades without an Origin it knows; DevTools' own is one. */
const DEVTOOLS_ORIGIN = 'https://devtools.devprod.cloudflare.dev';
/** Microseconds between samples: fine enough for requests of a few milliseconds. */
const SAMPLING_INTERVAL_US = 100;

/** Where a profile's sample was: the function and its position in its script (zero-based). */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber?: number;
  columnNumber?: number;
}

/** Picks out frames of a profile: a sample with such a frame on its stack counts apart. */
export type FrameTest = (frame: CallFrame) => boolean;

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * A spacing between two samples of more than three sampling intervals means the isolate left V8 in between (it
 * waited on I/O, a cache lookup or the next request): workerd takes no samples then, not even `(idle)` ones. A
 * cache lookup over loopback waits 0.3 to 1 ms, and must not count as CPU.
 */
const GAP_US = 3 * SAMPLING_INTERVAL_US;

/** The isolate's busy milliseconds in a profile: the shop's own, and those in code only the local bundle has. */
export interface Busy {
  ms: number;
  localMs: number;
}

/**
 * Milliseconds the isolate was busy in a profile: each sample except `(idle)` lasts until the next one, GC
 * and native time included; a sample before a gap counts as one sampling period (the median spacing). A sample
 * with a frame `local` names anywhere on its stack (a stand-in answering, and all it calls) counts apart.
 */
export function busy(profile: CpuProfile, local?: FrameTest): Busy {
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((n) => n.id),
  );
  const underLocal = new Set<number>();
  if (local) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const mark = (id: number, inside: boolean) => {
      const node = byId.get(id);
      if (!node) return;
      const now = inside || local(node.callFrame);
      if (now) underLocal.add(id);
      for (const child of node.children ?? []) mark(child, now);
    };
    const children = new Set(profile.nodes.flatMap((node) => node.children ?? []));
    for (const node of profile.nodes) if (!children.has(node.id)) mark(node.id, false);
  }
  const spacings = profile.timeDeltas
    .slice(1)
    .filter((delta) => delta <= GAP_US)
    .sort((a, b) => a - b);
  const period = spacings[Math.floor(spacings.length / 2)] ?? SAMPLING_INTERVAL_US;
  let busyUs = 0;
  let localUs = 0;
  for (let index = 0; index < profile.samples.length; index += 1) {
    const node = profile.samples[index] ?? 0;
    if (idle.has(node)) continue;
    const next = profile.timeDeltas[index + 1] ?? period;
    const us = next <= GAP_US ? next : period;
    if (underLocal.has(node)) localUs += us;
    else busyUs += us;
  }
  return { ms: busyUs / 1000, localMs: localUs / 1000 };
}

/** The busy milliseconds of a whole profile (`busy` with no frame counted apart). */
export function busyMs(profile: CpuProfile): number {
  return busy(profile).ms;
}

/** Something read over the span a profile covers. */
export interface ProfileWindow {
  open(): void;
  close(): void;
}

export class Inspector {
  private nextId = 1;
  private readonly pending = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();

  /** `local`: the frames of code only the local bundle has, whose samples count apart. */
  private constructor(
    private readonly socket: WebSocket,
    private readonly local?: FrameTest,
  ) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: unknown };
      if (message.id !== undefined) this.pending.get(message.id)?.(message);
    });
  }

  /** `url`: the isolate's WebSocket debugger URL; `local` as for `busy`. */
  static connect(url: string, local?: FrameTest): Promise<Inspector> {
    const socket = new WebSocket(url, { headers: { Origin: DEVTOOLS_ORIGIN } });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new Inspector(socket, local)));
      socket.once('error', reject);
    });
  }

  send<T = unknown>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve, reject) => {
      this.pending.set(id, (message) => {
        this.pending.delete(id);
        if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else resolve(message.result as T);
      });
    });
  }

  /**
   * Profiles `count` sequential calls of `run` and gives the isolate's busy milliseconds per call, the shop's own and
   * the local-only code's apart. `window` is opened just after the profiler starts and closed just before it stops,
   * to read something over the same span.
   */
  async cpuPerRequest(
    count: number,
    run: (index: number) => Promise<void>,
    window?: ProfileWindow,
  ): Promise<Busy> {
    await this.send('Profiler.enable');
    await this.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await this.send('Profiler.start');
    window?.open();
    for (let index = 0; index < count; index += 1) await run(index);
    // waitUntil work (cache stores, background refreshes) belongs to the request that queued it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    window?.close();
    const { profile } = await this.send<{ profile: CpuProfile }>('Profiler.stop');
    const { ms, localMs } = busy(profile, this.local);
    return { ms: ms / count, localMs: localMs / count };
  }

  close(): void {
    this.socket.close();
  }
}
