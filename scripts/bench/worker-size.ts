// The deployable worker, twice: the local bundle the bench serves (wrangler.toml's top level, NODE_ENV=production,
// --minify, as `npm start` builds it) and the production bundle (`wrangler deploy --env production`, whatever
// entry point and minification that environment names). Each one's size from a dry-run deploy, and its start-up
// from V8's own profile of the start-up phase (`wrangler check startup`), the median of a few checks: one check of
// the same bundle reads up to nearly twice as much as the next.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wrangler, wranglerEnv } from '../shop-server';
import { busyMs, type CpuProfile } from './profiler';
import { median } from './spread';

export interface BundleFigures {
  /** The dry run's arguments after `wrangler deploy --dry-run`. */
  deploy: string[];
  /** What wrangler would upload, in KiB: the script and its modules, raw and gzip. */
  uploadKiB: number;
  gzipKiB: number;
  /**
   * Active time of the start-up phase as wrangler reports it (module evaluation, GC included), on this machine: the
   * median of `startupRunsMs`.
   */
  startupMs: number;
  startupRunsMs: number[];
}

export interface WorkerFigures {
  local: BundleFigures;
  production: BundleFigures;
}

/** The two bundles' dry-run arguments: the bench's own, and exactly what a production deploy adds. */
export const BUNDLES: Record<keyof WorkerFigures, string[]> = {
  local: ['--minify'],
  production: ['--env', 'production'],
};

const KIB = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/;
const ACTIVE = /Active: ([\d.]+) ms/;

/** Start-up checks per bundle: each is a fresh isolate's start-up, a few seconds of the run. */
const STARTUP_CHECKS = 5;

async function bundleFigures(deploy: string[]): Promise<BundleFigures> {
  const out = await mkdtemp(join(tmpdir(), 'bench-worker-'));
  try {
    // One file whatever the entry point is called: the form a deploy uploads, which check startup reads.
    const bundle = join(out, 'worker.bundle');
    const env = { ...wranglerEnv(), NODE_ENV: 'production' };
    const dryRun = await wrangler(
      ['deploy', '--dry-run', '--outdir', out, '--outfile', bundle, ...deploy],
      env,
    );
    const [, uploadKiB = 'NaN', gzipKiB = 'NaN'] = KIB.exec(dryRun) ?? [];
    const profile = join(out, 'startup.cpuprofile');
    const startupRunsMs: number[] = [];
    for (let check = 0; check < STARTUP_CHECKS; check++) {
      const output = await wrangler(['check', 'startup', '--worker', bundle, '--outfile', profile], env);
      const active = ACTIVE.exec(output)?.[1];
      // Should wrangler word its summary differently, the profile itself gives the same figure.
      startupRunsMs.push(
        active ? Number(active) : busyMs(JSON.parse(await readFile(profile, 'utf8')) as CpuProfile),
      );
    }
    const startupMs = median(startupRunsMs);
    return { deploy, uploadKiB: Number(uploadKiB), gzipKiB: Number(gzipKiB), startupMs, startupRunsMs };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

export async function workerFigures(): Promise<WorkerFigures> {
  return { local: await bundleFigures(BUNDLES.local), production: await bundleFigures(BUNDLES.production) };
}
