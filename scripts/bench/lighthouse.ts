// Lighthouse mobile (its default config: phone form factor, simulated throttling) on the home and product
// pages, best of three runs each. Run with nothing else loading the machine.
import { cpus } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../chromium';

export interface LighthouseFigures {
  /** 0-100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's score, the best of which gave the figures. */
  scores: number[];
  /** Whether every run started on a quiet machine (see waitForQuietMachine). */
  quiet: boolean;
}

export const LIGHTHOUSE_RUNS = 3;

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
 * scales what it observes, so a process beside it moves the score by tens of points. False if it never was.
 */
async function waitForQuietMachine(maxMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + maxMs;
  do {
    if ((await busyShare(1000)) < 0.2) return true;
  } while (Date.now() < deadline);
  return false;
}

/** One Chromium with a remote-debugging port for every run; Lighthouse resets storage before each. */
export async function withLighthouse<T>(
  use: (audit: (url: string) => Promise<LighthouseFigures>) => Promise<T>,
): Promise<T> {
  const { executablePath, args } = await findChromium();
  const headless = args.some((arg) => arg.startsWith('--headless')) ? [] : ['--headless=new'];
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: [...args, ...headless],
  });
  const audit = async (url: string): Promise<LighthouseFigures> => {
    const runs: LighthouseFigures[] = [];
    let quiet = true;
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      if (!(await waitForQuietMachine())) {
        quiet = false;
        console.warn(`Lighthouse on ${url}: the machine stayed busy, this run is disturbed`);
      }
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Not part of the score; saves a few seconds per run.
        disableFullPageScreenshot: true,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
      runs.push({
        score: Math.round((categories.performance?.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        scores: [],
        quiet: true,
      });
    }
    // Best, not median: another process on the machine only ever makes a run worse. One run's figures together.
    const best = runs.reduce((a, b) =>
      b.score > a.score || (b.score === a.score && b.tbtMs < a.tbtMs) ? b : a,
    );
    return { ...best, scores: runs.map((run) => run.score), quiet };
  };
  try {
    return await use(audit);
  } finally {
    chrome.kill();
  }
}
