// The deployable worker as `npm start` builds it (NODE_ENV=production, --minify): its size from a dry-run
// deploy, and its start-up from V8's own profile of the start-up phase (`wrangler check startup`).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wrangler, wranglerEnv } from '../shop-server';
import { busyMs, type CpuProfile } from './profiler';

export interface WorkerFigures {
  /** What wrangler would upload, in KiB: the script and its modules, raw and gzip. */
  uploadKiB: number;
  gzipKiB: number;
  /** Active time of the start-up phase as wrangler reports it (module evaluation, GC included), on this machine. */
  startupMs: number;
}

const KIB = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/;
const ACTIVE = /Active: ([\d.]+) ms/;

export async function workerFigures(): Promise<WorkerFigures> {
  const out = await mkdtemp(join(tmpdir(), 'bench-worker-'));
  try {
    const bundle = join(out, 'worker.bundle');
    const env = { ...wranglerEnv(), NODE_ENV: 'production' };
    const deploy = await wrangler(
      ['deploy', '--dry-run', '--outdir', out, '--outfile', bundle, '--minify'],
      env,
    );
    const [, uploadKiB = 'NaN', gzipKiB = 'NaN'] = KIB.exec(deploy) ?? [];
    const profile = join(out, 'startup.cpuprofile');
    const check = await wrangler(['check', 'startup', '--worker', bundle, '--outfile', profile], env);
    const active = ACTIVE.exec(check)?.[1];
    // Should wrangler word its summary differently, the profile itself gives the same figure.
    const startupMs = active
      ? Number(active)
      : busyMs(JSON.parse(await readFile(profile, 'utf8')) as CpuProfile);
    return { uploadKiB: Number(uploadKiB), gzipKiB: Number(gzipKiB), startupMs };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
