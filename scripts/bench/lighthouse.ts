// Lighthouse mobile (its default config: phone form factor, simulated throttling) on the home, category and
// product pages: three runs each, the score's figures from the best run, LCP and FCP also as the runs' median.
// Run with nothing else loading the machine.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../chromium';
import { waitForQuietMachine } from './quiet';
import { median } from './spread';

export interface LighthouseFigures {
  /** 0-100. */
  score: number;
  /** The best run's, with its score, TBT and CLS. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's score, the best of which gave the figures. */
  scores: number[];
  /** First and largest contentful paint, the median over the runs (each run's below). */
  fcpMedianMs: number;
  lcpMedianMs: number;
  fcpRunsMs: number[];
  lcpRunsMs: number[];
  /** The largest paint's element in the median-LCP run (Lighthouse's selector), null if not reported. */
  lcpSelector: string | null;
  /** Whether every run started on a quiet machine (see waitForQuietMachine). */
  quiet: boolean;
}

/** One run's figures. */
interface Run {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  lcpSelector: string | null;
}

export const LIGHTHOUSE_RUNS = 3;

/** The `node` item of the LCP breakdown insight (a list of its subparts' table and the element). */
function lcpSelector(details: unknown): string | null {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
  const node = items.find(
    (item): item is { type: 'node'; selector?: string } => (item as { type?: string })?.type === 'node',
  );
  return node?.selector ?? null;
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
    const runs: Run[] = [];
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
        fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        lcpSelector: lcpSelector(audits['lcp-breakdown-insight']?.details),
      });
    }
    // Best, not median: another process on the machine only ever makes a run worse. One run's figures together.
    const best = runs.reduce((a, b) =>
      b.score > a.score || (b.score === a.score && b.tbtMs < a.tbtMs) ? b : a,
    );
    const byLcp = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
    return {
      score: best.score,
      lcpMs: best.lcpMs,
      tbtMs: best.tbtMs,
      cls: best.cls,
      scores: runs.map((run) => run.score),
      fcpMedianMs: median(runs.map((run) => run.fcpMs)),
      lcpMedianMs: median(runs.map((run) => run.lcpMs)),
      fcpRunsMs: runs.map((run) => run.fcpMs),
      lcpRunsMs: runs.map((run) => run.lcpMs),
      lcpSelector: byLcp[Math.floor((byLcp.length - 1) / 2)]?.lcpSelector ?? null,
      quiet,
    };
  };
  try {
    return await use(audit);
  } finally {
    chrome.kill();
  }
}
