// The load loop: a fixed number of keep-alive connections on loopback, each sending its next request when the
// last one is answered, for a bounded time and count; throughput, latency percentiles and what answered.
import { Agent } from 'node:http';
import { send } from './http';

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Stops earlier when this many requests were sent. */
  maxRequests: number;
}

/** Each load's length: enough requests for a p99 at the throughputs measured here. */
export const LOAD: LoadOptions = { connections: 10, seconds: 2, maxRequests: 100_000 };

/** As a browser asks: a page may come back gzipped, and is counted as it came. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The cookies an answer sets, as `name=value` by name (attributes dropped). */
export function setCookies(header: string | string[] | undefined): [string, string][] {
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.map((line) => {
    const pair = line.split(';')[0]?.trim() ?? '';
    return [pair.slice(0, pair.indexOf('=')), pair];
  });
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers whose status was not the expected one (or that failed). */
  errors: number;
  /** Count of each `X-Cache` value seen (`none` when the header is absent). */
  cache: Record<string, number>;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/** Requests `pathFor(n)` on `host` for n = 0, 1, 2… from `connections` loops at once. */
export async function load(
  port: number,
  host: string,
  pathFor: (n: number) => string,
  expectedStatus: number,
  options: LoadOptions,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const cache: Record<string, number> = {};
  let sent = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  // Each connection is one visitor's browser: it sends back the cookies the shop set (the flag key).
  const loop = async () => {
    const jar = new Map<string, string>();
    while (performance.now() < deadline && sent < options.maxRequests) {
      const n = sent++;
      const before = performance.now();
      try {
        const cookie = [...jar.values()].join('; ');
        const headers = cookie ? { ...BROWSER_HEADERS, cookie } : BROWSER_HEADERS;
        const answer = await send(port, host, pathFor(n), { agent, headers, dropBody: true });
        for (const [name, pair] of setCookies(answer.headers['set-cookie'])) jar.set(name, pair);
        latencies.push(performance.now() - before);
        if (answer.status !== expectedStatus) errors += 1;
        const state = String(answer.headers['x-cache'] ?? 'none');
        cache[state] = (cache[state] ?? 0) + 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((x, y) => x - y);
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors,
    cache,
  };
}
