// The load loop: a fixed number of keep-alive connections on loopback, each sending its next request when the
// last one is answered, for a bounded time and count; throughput, latency percentiles and what answered.
import { Agent } from 'node:http';
import { get } from './http';

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Stops earlier when this many requests were sent. */
  maxRequests: number;
}

export const LOAD: LoadOptions = { connections: 10, seconds: 5, maxRequests: 100_000 };

/** As a browser asks: a page may come back gzipped, and is counted as it came. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The cookies an answer sets, as `name=value` by name (attributes dropped). */
function setCookies(header: string | string[] | undefined): [string, string][] {
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
  options: LoadOptions = LOAD,
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
        const answer = await get(port, host, pathFor(n), agent, headers);
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
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors,
    cache,
  };
}
