// The bench's output: one markdown table row per page (the README's Performance table), a table of the
// prerendered navigations, the worker's figures and the missed budgets; and bench/results.json.
import { mkdir, writeFile } from 'node:fs/promises';
import { cssBytes } from './budgets';
import type { LoadResult } from './load';
import type { Measured } from './measure';
import type { NavigationFigures, NavigationRun } from './navigation';
import type { BatchCpu, BenchResults, ColdResult, PageResult } from './results';
import { median, type Spread } from './spread';
import type { BundleFigures } from './worker-size';

export const RESULTS_FILE = 'bench/results.json';
/** What a run of some phases or pages measured (not kept in git). */
export const PARTIAL_FILE = 'bench/partial.json';

const KB = 1000;
const f = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const kb = (bytes: number | undefined) => f((bytes ?? 0) / KB);
const spreadCell = (value: Spread) => `${f(value.median, 2)}/${f(value.p90, 2)}`;
const coldCell = (cold: ColdResult) =>
  `${f(cold.cpuMs, 1)} (${f(cold.processCpuMs, 0)}) · ${cold.bare ? f(cold.bare.cpuMs, 1) : '–'} · ` +
  `${cold.overBare === null ? '–' : f(cold.overBare, 2)}`;
/** What code only the local bundle has took of a request, warm (median of the batches) and cold (of the restarts). */
const localCell = (full: BatchCpu[], cold: BatchCpu[]) => {
  // Results written before local-only code was counted apart have no such figure.
  const of = (batches: BatchCpu[], digits: number) =>
    batches.every((batch) => batch.localMs !== undefined)
      ? f(median(batches.map((batch) => batch.localMs)), digits)
      : '–';
  return `${of(full, 2)} · ${of(cold, 1)}`;
};
const loadCell = (load: LoadResult | null) =>
  load
    ? `${f(load.rps, 0)} · ${f(load.p50Ms, 0)}/${f(load.p99Ms, 0)}${load.errors ? ` (${load.errors} errors)` : ''}`
    : '–';

const HEADER = [
  'page',
  'CPU ms median/p90',
  'process ms median/p90',
  'bare ms median/p90',
  'bare process ms median/p90',
  'full/bare',
  'cold ms (process) · bare cold ms · cold/bare',
  'local-only code ms warm · cold',
  'cached hit CPU ms median/p90 · above floor',
  'uncached rps · p50/p99 ms',
  'cached rps · p50/p99 ms',
  'HTML kB raw/br',
  'JS kB before/after',
  'CSS kB',
  'Lighthouse score · LCP ms · TBT ms · CLS',
  'Lighthouse LCP / FCP ms (median)',
];

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

/** Fetched and inline CSS together; the inline part named when there is one. */
function cssCell(page: PageResult): string {
  const { inlineStyle } = page.browser;
  return `${kb(cssBytes(page.browser))}${inlineStyle ? ` (inline ${kb(inlineStyle)})` : ''}`;
}

export function pageRow(page: PageResult): string {
  const lh = page.lighthouse;
  return row([
    page.name,
    spreadCell(page.cpuMs),
    spreadCell(page.processCpuMs),
    spreadCell(page.bareCpuMs),
    spreadCell(page.bareProcessCpuMs),
    f(page.fullOverBare, 2),
    coldCell(page.cold),
    localCell(page.cpuBatches.full, page.cold.runs),
    page.cachedCpuMs && page.cachedAboveFloorMs !== null
      ? `${spreadCell(page.cachedCpuMs)} · ${f(page.cachedAboveFloorMs, 2)}`
      : '–',
    loadCell(page.uncached),
    loadCell(page.cached),
    `${kb(page.html.rawBytes)}/${kb(page.html.brotliBytes)}`,
    `${kb(page.browser.before.script)}/${kb(page.browser.after.script)}`,
    cssCell(page),
    lh ? `${lh.score} · ${f(lh.lcpMs, 0)} · ${f(lh.tbtMs, 0)} · ${f(lh.cls, 3)}` : '–',
    lh ? `${f(lh.lcpMedianMs, 0)} / ${f(lh.fcpMedianMs, 0)}` : '–',
  ]);
}

export function tableHeader(): string {
  return [row(HEADER), row(HEADER.map(() => '---'))].join('\n');
}

export function floorRow(results: Pick<BenchResults, 'floor'>): string {
  const { floor } = results;
  const path = new URL(floor.url).pathname;
  return row([
    `floor ${path}`,
    spreadCell(floor.cpuMs),
    // The floor's own process CPU, warm and cold: the figures taken off every page's.
    `own ${spreadCell(floor.processCpuMs)}`,
    '–',
    '–',
    '–',
    `${f(floor.cold.cpuMs, 1)} (own ${f(floor.cold.processCpuMs, 0)})`,
    localCell(floor.cpuBatches, floor.cold.runs),
    '–',
    '–',
    loadCell(floor.load),
    '–',
    '–',
    '–',
    '–',
    '–',
  ]);
}

/** A run in words: how the page came (prerendered or not, and why), for the navigation table. */
function runLabel(run: NavigationRun): string {
  if (run.error) return `error: ${run.error}`;
  const page = run.prerenderState ? ` (${run.prerenderState})` : '';
  if (run.prerender) return `prerender ${run.prerender}${page}`;
  return run.prefetch ? `no prerender, prefetch ${run.prefetch}` : 'no prerender';
}

/** Distinct values with their count, in order of first appearance: `a ×2, b`. */
function counted(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => (count > 1 ? `${value} ×${count}` : value)).join(', ');
}

const NAVIGATION_HEADER = [
  'navigation',
  'LCP ms from the tap (median)',
  'each run',
  'LCP ms from navigation start',
  'largest paint',
  'hover to prerender ready ms',
  'speculation before the tap (prerendered page)',
];

/** The prerendered navigations, one row each; a run not prerendered has no figure from the tap. */
export function navigationTable(navigation: NavigationFigures[]): string {
  const rows = navigation.map(({ name, lcpMs, runs }) =>
    row([
      name,
      lcpMs === null ? 'not prerendered' : f(lcpMs, 0),
      runs.map((run) => (run.lcpFromActivationMs === null ? '–' : f(run.lcpFromActivationMs, 0))).join('/'),
      runs.map((run) => (run.lcpStartMs === null ? '–' : f(run.lcpStartMs, 0))).join('/'),
      counted(runs.map((run) => run.lcpElement ?? '–')),
      runs.map((run) => (run.readyMs === null ? '–' : f(run.readyMs, 0))).join('/'),
      counted(runs.map(runLabel)),
    ]),
  );
  return [row(NAVIGATION_HEADER), row(NAVIGATION_HEADER.map(() => '---')), ...rows].join('\n');
}

export function summary(results: BenchResults): string {
  const { worker, missed } = results;
  const bundle = (name: string, figures: BundleFigures) =>
    `${name} (\`wrangler deploy --dry-run ${figures.deploy.join(' ')}\`): ${f(figures.uploadKiB)} KiB, gzip ` +
    `${f(figures.gzipKiB)} KiB; start-up ${f(figures.startupMs, 0)} ms ` +
    `(${figures.startupRunsMs.map((ms) => f(ms, 0)).join('/')})`;
  return [
    `Worker: ${bundle('local bundle', worker.local)}. ${bundle('Production bundle', worker.production)}. ` +
      'Start-up is the median active time of the start-up profiles of five fresh isolates (`wrangler check startup`).',
    missed.length
      ? `Budgets missed (${missed.length}):\n${missed.map((m) => `- ${m}`).join('\n')}`
      : 'Every budget met.',
  ].join('\n');
}

export async function writeResults(results: BenchResults): Promise<void> {
  await mkdir('bench', { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}

/** A partial run's figures: printed one line per page (as JSON) and written to PARTIAL_FILE. */
export async function writePartial(partial: Measured & Record<string, unknown>): Promise<void> {
  const { pages, floor, ...rest } = partial;
  const lines = [
    `floor ${JSON.stringify(floor)}`,
    ...pages.map(({ page, ...figures }) => `${page.name} ${JSON.stringify(figures)}`),
    ...(partial.navigation?.length ? ['', navigationTable(partial.navigation)] : []),
  ];
  console.info(lines.join('\n'));
  await mkdir('bench', { recursive: true });
  const named = pages.map(({ page, ...figures }) => ({ name: page.name, ...figures }));
  await writeFile(PARTIAL_FILE, `${JSON.stringify({ ...rest, floor, pages: named }, null, 2)}\n`);
}
