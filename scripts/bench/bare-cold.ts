// The bare cold figure: React's server renderer alone, first call in a fresh isolate, on the same tree a page's
// first request rendered. A worker of its own (bare-worker.ts, bundled as the shop's worker is: minified, for
// workerd), served by Miniflare on local workerd and restarted before each measured render, so nothing of the shop
// (its routes, its warm-up, its kept values) is in the isolate. Always React's string renderer: for a page that
// streams (a draft) the figure is the string renderer's on its answer's elements.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { freePort } from '../shop-server';
import { COLD_RESTARTS } from './cold-figures';
import type { TreeNode } from './element-tree';
import { Inspector } from './profiler';
import { restartRuntime } from './runner';
import { median } from './spread';

const NAME = 'bare-render';

export interface BareCold {
  /** Isolate CPU of the first render, median over the restarts, and each restart's. */
  cpuMs: number;
  runs: number[];
  /** The render's bytes: about the page's (`checkSameRender`), so it rendered the whole tree. */
  bytes: number;
}

export interface BareColdRunner {
  measure(tree: TreeNode): Promise<BareCold>;
  stop(): Promise<void>;
}

export async function startBareCold(): Promise<BareColdRunner> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-bare-'));
  const script = join(dir, 'index.js');
  await build({
    entryPoints: ['scripts/bench/bare-worker.ts'],
    outfile: script,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    // What wrangler resolves for the shop's worker: React's build for workerd.
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const [port, inspectorPort] = [await freePort(), await freePort()];
  // In Miniflare's previous option shape, as the shop's runner states its worker.
  const options = convertV4MiniflareOptions({
    host: '127.0.0.1',
    port,
    inspectorPort,
    log: new Log(LogLevel.WARN),
    cf: false,
    workers: [
      {
        name: NAME,
        modules: [{ type: 'ESModule', path: script }],
        modulesRoot: dir,
        // The shop's own runtime date.
        compatibilityDate: unstable_getMiniflareWorkerOptions('wrangler.toml').workerOptions
          .compatibilityDate as string,
        unsafeInspectorProxy: true,
      },
    ],
  });
  const miniflare = new Miniflare(options);
  await miniflare.ready;
  const base = `http://127.0.0.1:${port}/`;
  return {
    async measure(tree) {
      const body = JSON.stringify(tree);
      const runs: number[] = [];
      let bytes = 0;
      for (let restart = 0; restart < COLD_RESTARTS; restart += 1) {
        const url = await restartRuntime(miniflare, options, inspectorPort, NAME);
        // Keeping the tree builds its elements: React's element code, not its renderer, and not measured.
        const kept = await fetch(base, { method: 'POST', body });
        if (!kept.ok) throw new Error(`the bare render runner answered ${kept.status}`);
        const inspector = await Inspector.connect(url);
        runs.push(
          (
            await inspector.cpuPerRequest(1, async () => {
              const answer = await fetch(base);
              if (!answer.ok) throw new Error(`the bare render answered ${answer.status}`);
              bytes = ((await answer.json()) as { bytes: number }).bytes;
            })
          ).ms,
        );
        inspector.close();
      }
      return { cpuMs: median(runs), runs, bytes };
    },
    async stop() {
      await miniflare.dispose().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
