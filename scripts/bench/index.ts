// `npm run bench`: builds the production bundle as `npm start` does (NODE_ENV=production, --minify), serves it
// from local workerd through Miniflare, measures every bench page and checks the budgets.
// Writes bench/results.json; exits 1 when a budget is missed. Measure alone: nothing else on the machine.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { browserBytesOfAll, launchBrowser } from './browser-bytes';
import { missedBudgets } from './budgets';
import { type LighthouseFigures, withLighthouse } from './lighthouse';
import { type BenchPage, benchPages } from './pages';
import { Inspector } from './profiler';
import { floorRow, pageRow, RESULTS_FILE, summary, tableHeader, writeResults } from './report';
import type { BenchResults, PageResult } from './results';
import { startBenchShop } from './runner';
import { floorFigures, type ServerFigures, serverFigures } from './server-figures';
import { workerFigures } from './worker-size';

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const step = (text: string) => console.info(`[${elapsed()}] ${text}`);

function npmRun(script: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run ${script} failed`))));
  });
}

async function version(pkg: string): Promise<string> {
  const json = JSON.parse(await readFile(`node_modules/${pkg}/package.json`, 'utf8')) as { version: string };
  return json.version;
}

/** Each phase alone, one page after the other: server figures, then browser bytes, then Lighthouse. */
async function measurePages(pages: BenchPage[], port: number, inspectorUrl: string) {
  const inspector = await Inspector.connect(inspectorUrl);
  step('floor');
  const floor = await floorFigures(port, inspector);
  const server: ServerFigures[] = [];
  for (const page of pages) {
    step(`server: ${page.name}`);
    server.push(await serverFigures(port, inspector, page));
  }
  inspector.close();
  step('browser: what Chromium downloads, every page');
  const browser = await launchBrowser();
  const bytes = await browserBytesOfAll(
    browser,
    pages.map((page) => `http://${page.host}:${port}${page.path}`),
  );
  await browser.close();
  const lighthouse = await withLighthouse(async (audit) => {
    const figures: (LighthouseFigures | null)[] = [];
    for (const page of pages) {
      if (page.lighthouse) step(`lighthouse: ${page.name}`);
      figures.push(page.lighthouse ? await audit(`http://${page.host}:${port}${page.path}`) : null);
    }
    return figures;
  });
  const measured = server.map((figures, index): PageResult => {
    const browserFigures = bytes[index];
    if (!browserFigures) throw new Error(`${figures.name}: no browser figures`);
    return { ...figures, browser: browserFigures, lighthouse: lighthouse[index] ?? null };
  });
  return { floor, measured };
}

async function main(): Promise<number> {
  const loadBefore = loadavg()[0] ?? 0;
  if (loadBefore > cpus().length / 2) {
    console.warn(
      `Load average ${loadBefore.toFixed(1)}: something else is running, the figures will be noisy.`,
    );
  }
  const runner =
    `Miniflare ${await version('miniflare')} (of wrangler ${await version('wrangler')}) on local workerd ` +
    `${await version('workerd')}, the bundle of wrangler deploy --dry-run with NODE_ENV=production and --minify ` +
    '(as npm start builds it), loopback, own temporary state';
  step(`npm run build; the shop is served by ${runner}`);
  await npmRun('build');
  step('worker size (wrangler deploy --dry-run) and start-up (wrangler check startup)');
  const worker = await workerFigures();
  step('starting the shop');
  // The embedded space's rate limit stands in for Storyblok's per-token limit; the bench's back-to-back draft
  // requests would exceed it and measure the content client's 429 retries instead of the worker.
  const shop = await startBenchShop({ vars: { BENCH_ROUTES: '1', EMBEDDED_SPACE_RATE_LIMIT: '100000' } });
  step(`ready in ${(shop.readyMs / 1000).toFixed(1)} s`);
  const { floor, measured } = await measurePages(await benchPages(), shop.port, shop.inspectorUrl).finally(
    () => shop.stop(),
  );
  const partial = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAverage: { start: loadBefore, end: loadavg()[0] ?? 0 },
    },
    runner,
    seconds: Math.round((performance.now() - started) / 1000),
    worker,
    floor,
    pages: measured,
  };
  const results: BenchResults = { ...partial, missed: missedBudgets(partial) };
  await writeResults(results);
  console.info(`\n${tableHeader()}\n${floorRow(results)}\n${measured.map(pageRow).join('\n')}\n`);
  console.info(summary(results));
  step(`written to ${RESULTS_FILE}`);
  return results.missed.length ? 1 : 0;
}

process.exitCode = await main();
