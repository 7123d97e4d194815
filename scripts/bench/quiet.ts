// Waiting for a quiet machine before a measurement that times the browser: another process on the machine only
// ever makes such a run slower.
import { cpus } from 'node:os';

/** Busy share of all cores over the window, from the kernel's per-core time counters. */
async function busyShare(windowMs: number): Promise<number> {
  const total = () => cpus().reduce((sum, { times: t }) => sum + t.user + t.nice + t.sys + t.irq + t.idle, 0);
  const idle = () => cpus().reduce((sum, core) => sum + core.times.idle, 0);
  const [total0, idle0] = [total(), idle()];
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  return 1 - (idle() - idle0) / Math.max(1, total() - total0);
}

/**
 * Waits (at most `maxMs`) until less than a fifth of the machine is busy: Lighthouse's simulated throttling
 * scales what it observes, so a process beside it moves the score by tens of points, and a browser's paint
 * times with it. False if it never was.
 */
export async function waitForQuietMachine(maxMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + maxMs;
  do {
    if ((await busyShare(1000)) < 0.2) return true;
  } while (Date.now() < deadline);
  return false;
}
