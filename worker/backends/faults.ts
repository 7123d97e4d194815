// Fault injection for the embedded backends, for tests of how the shop behaves when its services fail. Switched
// by the `FAULTS` var (comma-separated), which only tests set. Only the local build has it, and a local worker
// configured for production (ENVIRONMENT) ignores it.
import type { Bindings } from '../env';
import { hostileAnswer } from './hostile-content';
import { malformedAnswer } from './malformed-content';

export const FAULTS = [
  /** The content API does not answer (network error). */
  'content-down',
  /** The content API answers after longer than the client waits. */
  'content-slow',
  /** The content API answers 429 (rate limited), 500 or 503 (unavailable). */
  'content-429',
  'content-500',
  'content-503',
  /** KV (story cache, cache version) refuses every read and write. */
  'kv-down',
  /** The shop's database refuses every statement: the embedded shop API answers errors. */
  'shop-down',
  /** The flag store cannot be read. */
  'flags-down',
  /** Every story carries script-injection attempts in its text fields and links (`hostile-content.ts`). */
  'content-hostile',
  /**
   * The space as a careless editor or a schema change leaves it: broken and unknown blocks, images on unknown
   * hosts, rich text with every node, a broken footer box, missing global configs (`malformed-content.ts`).
   */
  'content-malformed',
] as const;
export type Fault = (typeof FAULTS)[number];

/** How long a slow content API keeps the client waiting: past the client's timeout. */
export const SLOW_MS = 10_000;

const NONE: ReadonlySet<Fault> = new Set();

/** The faults `FAULTS` asks for; none in production, where the var is refused. */
export function activeFaults(env: Pick<Bindings, 'FAULTS' | 'ENVIRONMENT'>): ReadonlySet<Fault> {
  if (!env.FAULTS || env.ENVIRONMENT === 'production') return NONE;
  const known = new Set<string>(FAULTS);
  return new Set(
    env.FAULTS.split(',')
      .map((fault) => fault.trim())
      .filter((fault): fault is Fault => known.has(fault)),
  );
}

const refused = (what: string) => Promise.reject(new Error(`${what} is down (injected fault)`));

/** The content API's fetch with the content faults applied. */
export function faultyContentFetch(fetcher: typeof fetch, faults: ReadonlySet<Fault>): typeof fetch {
  if (![...faults].some((fault) => fault.startsWith('content-'))) return fetcher;
  return async (input, init) => {
    if (faults.has('content-hostile')) return hostileAnswer(await fetcher(input, init));
    if (faults.has('content-malformed')) {
      const url = input instanceof Request ? input.url : String(input);
      return malformedAnswer(url, await fetcher(input, init));
    }
    if (faults.has('content-down')) return refused('the content API');
    if (faults.has('content-429')) return new Response('{"error":"Too Many Requests"}', { status: 429 });
    if (faults.has('content-500')) return new Response('{"error":"Internal Server Error"}', { status: 500 });
    if (faults.has('content-503')) return new Response('{"error":"Service Unavailable"}', { status: 503 });
    await new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, SLOW_MS);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('The operation was aborted', 'AbortError'));
      });
    });
    return fetcher(input, init);
  };
}

/** The content API's fetch (undefined: the network) with the content faults `FAULTS` asks for. */
export function withContentFaults(env: Bindings, base: typeof fetch | undefined): typeof fetch | undefined {
  const faults = activeFaults(env);
  if (faults.size === 0) return base;
  return faultyContentFetch(base ?? ((input, init) => fetch(input, init)), faults);
}

/** A binding whose every method call fails. */
function failing<T extends object>(binding: T, what: string): T {
  return new Proxy(binding, {
    get(target, name) {
      const value = Reflect.get(target, name);
      return typeof value === 'function' ? () => refused(what) : value;
    },
  });
}

/** A D1 database whose statements all fail when run. */
function failingDatabase(db: D1Database): D1Database {
  const statement: D1PreparedStatement = new Proxy({} as D1PreparedStatement, {
    get: (_target, name) =>
      name === 'bind' ? () => statement : name === 'then' ? undefined : () => refused('the shop database'),
  });
  return new Proxy(db, {
    get(target, name) {
      if (name === 'prepare') return () => statement;
      const value = Reflect.get(target, name);
      return typeof value === 'function' ? () => refused('the shop database') : value;
    },
  });
}

/** The bindings with the storage faults applied; the same object when there are none. */
export function withFaults(env: Bindings): Bindings {
  const faults = activeFaults(env);
  if (faults.size === 0) return env;
  return {
    ...env,
    ...(faults.has('kv-down') ? { CONTENT_CACHE: failing(env.CONTENT_CACHE, 'KV') } : {}),
    ...(faults.has('flags-down') ? { FLAGS: failing(env.FLAGS, 'the flag store') } : {}),
    ...(faults.has('shop-down') ? { SHOP_DB: failingDatabase(env.SHOP_DB) } : {}),
  };
}
