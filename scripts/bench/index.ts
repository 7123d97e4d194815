// `npm run bench`: builds the production bundle as `npm start` does (NODE_ENV=production, --minify), serves it
// from local workerd through Miniflare, measures every bench page and checks the budgets.
// Writes bench/results.json; exits 1 when a budget is missed. Measure alone: nothing else on the machine.
// BENCH_PHASES and BENCH_PAGES run a part of it (see selection.ts); such a run writes bench/partial.json only.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { missedBudgets } from './budgets';
import { type Measured, measurePages } from './measure';
import type { NavigationFigures } from './navigation';
import { type BenchPage, benchPages } from './pages';
import {
  floorRow,
  navigationTable,
  PARTIAL_FILE,
  pageRow,
  RESULTS_FILE,
  summary,
  tableHeader,
  writePartial,
  writeResults,
} from './report';
import type { BenchResults, FloorResult, PageResult } from './results';
import { startBenchShop } from './runner';
import { benchSelection, type Phase } from './selection';
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

/** Every phase's figures of every page as results.json holds them; throws if one is missing. */
function complete({ floor, pages, navigation }: Measured): {
  floor: FloorResult;
  pages: PageResult[];
  navigation: NavigationFigures[];
} {
  if (!floor.cpu || !floor.load || !floor.cold) throw new Error('the floor was not measured');
  if (!navigation) throw new Error('the navigations were not measured');
  const results = pages.map(({ page, cpu, load, browser, lighthouse, cold }): PageResult => {
    if (!cpu || !load || !browser || lighthouse === undefined || !cold) {
      throw new Error(`${page.name}: figures missing`);
    }
    return { ...cpu, ...load, browser, lighthouse, cold };
  });
  return {
    floor: { url: floor.url, ...floor.cpu, load: floor.load, cold: floor.cold },
    pages: results,
    navigation,
  };
}

/** The phases that need the shop, served for them and stopped after. */
async function measureServed(pages: BenchPage[], phases: ReadonlySet<Phase>): Promise<Measured> {
  step('starting the shop');
  // The embedded space's rate limit stands in for Storyblok's per-token limit; the bench's back-to-back draft
  // requests would exceed it and measure the content client's 429 retries instead of the worker.
  const shop = await startBenchShop({ vars: { BENCH_ROUTES: '1', EMBEDDED_SPACE_RATE_LIMIT: '100000' } });
  step(`ready in ${(shop.readyMs / 1000).toFixed(1)} s`);
  return measurePages(pages, shop, phases, step).finally(() => shop.stop());
}

async function main(): Promise<number> {
  const loadBefore = loadavg()[0] ?? 0;
  if (loadBefore > cpus().length / 2) {
    console.warn(
      `Load average ${loadBefore.toFixed(1)}: something else is running, the figures will be noisy.`,
    );
  }
  const all = await benchPages();
  const selection = benchSelection(
    process.env,
    all.map((page) => page.name),
  );
  const pages = all.filter((page) => selection.pages?.has(page.name) ?? true);
  const runner =
    `Miniflare ${await version('miniflare')} (of wrangler ${await version('wrangler')}) on local workerd ` +
    `${await version('workerd')}, the bundle of wrangler deploy --dry-run with NODE_ENV=production and --minify ` +
    '(as npm start builds it), loopback, own temporary state';
  step(`npm run build; the shop is served by ${runner}`);
  await npmRun('build');
  let worker: BenchResults['worker'] | undefined;
  if (selection.phases.has('worker')) {
    step('worker: the local and the production bundle, size (wrangler deploy --dry-run) and start-up');
    worker = await workerFigures();
  }
  const measured = [...selection.phases].some((phase) => phase !== 'worker')
    ? await measureServed(pages, selection.phases)
    : { floor: { url: '' }, pages: [] };
  const machine = {
    cpus: cpus().length,
    model: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadAverage: { start: loadBefore, end: loadavg()[0] ?? 0 },
  };
  const seconds = Math.round((performance.now() - started) / 1000);
  if (selection.partial) {
    const phases = [...selection.phases];
    await writePartial({
      date: new Date().toISOString(),
      machine,
      runner,
      seconds,
      phases,
      worker,
      ...measured,
    });
    step(`a partial run (${phases.join(', ')}): no budget checked, written to ${PARTIAL_FILE} only`);
    return 0;
  }
  if (!worker) throw new Error('the worker was not measured');
  const partial = { date: new Date().toISOString(), machine, runner, seconds, worker, ...complete(measured) };
  const results: BenchResults = { ...partial, missed: missedBudgets(partial) };
  await writeResults(results);
  console.info(`\n${tableHeader()}\n${floorRow(results)}\n${results.pages.map(pageRow).join('\n')}\n`);
  console.info(`${navigationTable(results.navigation)}\n`);
  console.info(summary(results));
  step(`written to ${RESULTS_FILE}`);
  return results.missed.length ? 1 : 0;
}

process.exitCode = await main();
