// CPU time of the worker's isolate per request: a V8 CPU profile over the runner's inspector.
import WebSocket from 'ws';

/** The inspector refuses upgrades without an Origin it knows; DevTools' own is one. */
const DEVTOOLS_ORIGIN = 'https://devtools.devprod.cloudflare.dev';
/** Microseconds between samples: fine enough for requests of a few milliseconds. */
const SAMPLING_INTERVAL_US = 100;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
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

/**
 * Milliseconds the isolate was busy in a profile: each sample except `(idle)` lasts until the next one, GC
 * and native time included; a sample before a gap counts as one sampling period (the median spacing).
 */
export function busyMs(profile: CpuProfile): number {
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((n) => n.id),
  );
  const spacings = profile.timeDeltas
    .slice(1)
    .filter((delta) => delta <= GAP_US)
    .sort((a, b) => a - b);
  const period = spacings[Math.floor(spacings.length / 2)] ?? SAMPLING_INTERVAL_US;
  let busyUs = 0;
  for (let index = 0; index < profile.samples.length; index += 1) {
    if (idle.has(profile.samples[index] ?? 0)) continue;
    const next = profile.timeDeltas[index + 1] ?? period;
    busyUs += next <= GAP_US ? next : period;
  }
  return busyUs / 1000;
}

/** Something read over the span a profile covers. */
export interface ProfileWindow {
  open(): void;
  close(): void;
}

export class Inspector {
  private nextId = 1;
  private readonly pending = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: unknown };
      if (message.id !== undefined) this.pending.get(message.id)?.(message);
    });
  }

  /** `url`: the isolate's WebSocket debugger URL. */
  static connect(url: string): Promise<Inspector> {
    const socket = new WebSocket(url, { headers: { Origin: DEVTOOLS_ORIGIN } });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new Inspector(socket)));
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
   * Profiles `count` sequential calls of `run` and gives the isolate's busy milliseconds per call. `window` is
   * opened just after the profiler starts and closed just before it stops, to read something over the same span.
   */
  async cpuPerRequest(count: number, run: (index: number) => Promise<void>, window?: ProfileWindow) {
    await this.send('Profiler.enable');
    await this.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await this.send('Profiler.start');
    window?.open();
    for (let index = 0; index < count; index += 1) await run(index);
    // waitUntil work (cache stores, background refreshes) belongs to the request that queued it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    window?.close();
    const { profile } = await this.send<{ profile: CpuProfile }>('Profiler.stop');
    return busyMs(profile) / count;
  }

  close(): void {
    this.socket.close();
  }
}
