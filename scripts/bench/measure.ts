// The phases that need the running shop, each alone and one page after the other: CPU (the floor's first),
// load, what Chromium downloads, Lighthouse, the prerendered navigations. A phase left out of the selection
// leaves its figures out.

import { startBareCold } from './bare-cold';
import { type BrowserBytes, browserBytesOfAll, launchBrowser } from './browser-bytes';
import { coldFigures, type RestartableShop } from './cold-figures';
import { type CpuFigures, cpuFigures, type FloorCpu, floorCpu } from './cpu-figures';
import { type LighthouseFigures, withLighthouse } from './lighthouse';
import type { LoadResult } from './load';
import { floorLoad, type LoadFigures, loadFigures } from './load-figures';
import { type NavigationFigures, navigationFigures } from './navigation';
import { type BenchPage, FLOOR, NAVIGATIONS } from './pages';
import { Inspector } from './profiler';
import type { ColdResult } from './results';
import type { Phase } from './selection';

export interface MeasuredPage {
  page: BenchPage;
  cpu?: CpuFigures;
  load?: LoadFigures;
  browser?: BrowserBytes;
  /** Null for a page Lighthouse does not audit. */
  lighthouse?: LighthouseFigures | null;
  cold?: ColdResult;
}

export interface Measured {
  floor: { url: string; cpu?: FloorCpu; load?: LoadResult; cold?: ColdResult };
  pages: MeasuredPage[];
  /** The navigations of the channels with a selected home or category page. */
  navigation?: NavigationFigures[];
}

export async function measurePages(
  pages: BenchPage[],
  shop: RestartableShop & { inspectorUrl: string },
  phases: ReadonlySet<Phase>,
  step: (text: string) => void,
): Promise<Measured> {
  const { port } = shop;
  const floor: Measured['floor'] = { url: `http://${FLOOR.host}${FLOOR.path}` };
  const measured: MeasuredPage[] = pages.map((page) => ({ page }));
  if (phases.has('cpu') || phases.has('load')) {
    const inspector = await Inspector.connect(shop.inspectorUrl, shop.localFrames);
    const target = { port, inspector, pids: shop.pids() };
    step('floor');
    const floorCpuFigures = phases.has('cpu') ? await floorCpu(target) : undefined;
    floor.cpu = floorCpuFigures;
    if (phases.has('load')) floor.load = await floorLoad(port);
    for (const entry of measured) {
      step(`server: ${entry.page.name}`);
      if (floorCpuFigures)
        entry.cpu = await cpuFigures(target, entry.page, {
          isolateMs: floorCpuFigures.cpuMs.median,
          processMs: floorCpuFigures.processCpuMs.median,
        });
      if (phases.has('load')) entry.load = await loadFigures(port, entry.page);
    }
    target.inspector.close();
  }
  const url = (page: BenchPage) => `http://${page.host}:${port}${page.path}`;
  if (phases.has('browser')) {
    step('browser: what Chromium downloads, every page');
    const browser = await launchBrowser();
    const bytes = await browserBytesOfAll(browser, pages.map(url));
    await browser.close();
    for (const [index, entry] of measured.entries()) entry.browser = bytes[index];
  }
  if (phases.has('lighthouse')) {
    for (const entry of measured) entry.lighthouse = null;
  }
  if (phases.has('lighthouse') && pages.some((page) => page.lighthouse)) {
    await withLighthouse(async (audit) => {
      for (const entry of measured) {
        if (entry.page.lighthouse) step(`lighthouse: ${entry.page.name}`);
        entry.lighthouse = entry.page.lighthouse ? await audit(url(entry.page)) : null;
      }
    });
  }
  let navigation: NavigationFigures[] | undefined;
  if (phases.has('navigation')) {
    const selected = new Set(pages.map((page) => page.name));
    const navigations = NAVIGATIONS.filter((entry) => entry.pages.some((name) => selected.has(name)));
    navigation = await navigationFigures(navigations, port, (entry) => step(`navigation: ${entry.name}`));
  }
  // Last: each restart leaves a fresh isolate, which the phases before measure warm.
  if (phases.has('cold')) {
    step('cold: floor');
    const floorCold = await coldFigures(shop, { ...FLOOR, status: 200 });
    floor.cold = floorCold;
    const bare = await startBareCold();
    try {
      for (const entry of measured) {
        step(`cold: ${entry.page.name}`);
        entry.cold = await coldFigures(shop, entry.page, floorCold.processCpuMs, bare);
      }
    } finally {
      await bare.stop();
    }
  }
  return { floor, pages: measured, navigation };
}
