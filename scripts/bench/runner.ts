// The bench's runner: the production bundle `wrangler deploy --dry-run --minify` writes, served by Miniflare on
// local workerd with the bindings wrangler.toml declares and the state `npm start` prepares (D1 migrations,
// seeded flags). Miniflare is the runtime `wrangler dev` runs too, without its dev proxy in front: that proxy
// passes every HTML page through an HTMLRewriter for live reload, decompressing and recompressing it, work no
// visitor's request meets at the edge.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { contentHash } from '../content-hash';
import { freePort, preparedState, wrangler, wranglerEnv } from '../shop-server';
import { type LocalFrames, localFrames } from './local-frames';
import { workerdPids } from './process-cpu';

const WORKER_NAME = 'storefront';
/** Time for the inspector proxy to reach a restarted runtime. */
const INSPECTOR_SETTLE_MS = 500;

export interface BenchShop {
  port: number;
  /** The worker isolate's V8 inspector, as a WebSocket URL. */
  inspectorUrl: string;
  /** Milliseconds from creating the runner to the first 200 answer. */
  readyMs: number;
  /** The frames of its bundle's code that the production bundle does not have: the stand-ins, the demo data. */
  localFrames: LocalFrames;
  /** The workerd processes serving it (Miniflare's runtime, a child of this process). */
  pids(): number[];
  /**
   * A new workerd process on the same state (KV, D1, the cache): a fresh isolate that has answered nothing yet.
   * Gives its inspector's URL.
   */
  restart(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A fresh isolate on the same Miniflare: its runtime restarted (it restarts whenever its options are set, the same
 * ones included). Gives the new isolate's inspector URL.
 */
export async function restartRuntime(
  miniflare: Miniflare,
  options: ConstructorParameters<typeof Miniflare>[0],
  inspectorPort: number,
  name = WORKER_NAME,
): Promise<string> {
  await miniflare.setOptions(options);
  // Its inspector proxy reconnects to the new runtime on its own time; a message sent before that throws inside
  // Miniflare and ends the process. The new isolate serves nothing meanwhile.
  await new Promise((resolve) => setTimeout(resolve, INSPECTOR_SETTLE_MS));
  return inspectorUrl(inspectorPort, name);
}

/** The WebSocket URL of the named worker's isolate on an inspector port (the first target if none is named so). */
export async function inspectorUrl(port: number, name = WORKER_NAME): Promise<string> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as {
    title?: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((entry) => entry.title?.includes(name)) ?? targets[0];
  if (!target) throw new Error('the runner offers no inspector target');
  return target.webSocketDebuggerUrl;
}

export interface BenchShopOptions {
  /** Added to wrangler.toml's vars (the bench's routes). */
  vars?: Record<string, string>;
  /** Minify as `npm start` does (the default); off keeps names readable in a CPU profile. */
  minify?: boolean;
}

/** The bundle's own id: a hash of its code, at the bench's own length (not the build's file names'). */
const BUNDLE_ID_LENGTH = 12;

async function bundleId(bundle: string): Promise<string> {
  return contentHash(await readFile(join(bundle, 'index.js')), BUNDLE_ID_LENGTH);
}

/** Serves the production bundle from a fresh state directory. */
export async function startBenchShop(options: BenchShopOptions = {}): Promise<BenchShop> {
  const state = await preparedState('bench-state-');
  const bundle = join(state, 'bundle');
  const minify = options.minify === false ? ['--no-minify'] : ['--minify'];
  await wrangler(['deploy', '--dry-run', '--outdir', bundle, ...minify], {
    ...wranglerEnv(),
    NODE_ENV: 'production',
  });
  const local = await localFrames(bundle);
  const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml');
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const started = performance.now();
  // Wrangler states the worker in Miniflare's previous option shape, as it does for `wrangler dev`.
  const miniflareOptions = convertV4MiniflareOptions({
    host: '127.0.0.1',
    port,
    inspectorPort,
    // Where `wrangler dev --persist-to` keeps KV, D1 and the cache.
    resourcePersistencePath: join(state, 'v3'),
    // As under `wrangler dev`: no request log lines, each of which is a call back into this process.
    logRequests: false,
    log: new Log(LogLevel.WARN),
    // The worker's own log lines (a missing page, the content client's retries) are not the bench's output.
    handleStructuredLogs: () => {},
    // The request's `cf` object without asking Cloudflare for it.
    cf: false,
    workers: [
      {
        ...workerOptions,
        name: WORKER_NAME,
        modules: [{ type: 'ESModule', path: join(bundle, 'index.js') }],
        modulesRoot: bundle,
        bindings: {
          ...(workerOptions.bindings as Record<string, string>),
          // The edge cache keeps its copies over a restart, as the data centre does for a new isolate of a deploy.
          CACHE_BUILD: await bundleId(bundle),
          ...options.vars,
        },
        unsafeInspectorProxy: true,
      },
    ],
  });
  const miniflare = new Miniflare(miniflareOptions);
  const stop = async () => {
    await miniflare.dispose().catch(() => undefined);
    await rm(state, { recursive: true, force: true });
  };
  try {
    await miniflare.ready;
    const answer = await fetch(`http://127.0.0.1:${port}/_icons/`);
    if (answer.status !== 200) throw new Error(`the shop answered ${answer.status} on start`);
    const pids = () => {
      const found = workerdPids();
      if (!found.length) throw new Error('no workerd process of the runner found');
      return found;
    };
    return {
      port,
      inspectorUrl: await inspectorUrl(inspectorPort),
      readyMs: performance.now() - started,
      localFrames: local,
      pids,
      restart: () => restartRuntime(miniflare, miniflareOptions, inspectorPort),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
