// Images in Chromium: no layout shift (CLS 0) on pages full of images, every image sized and actually loaded
// through the worker's resizing, on phone and desktop widths.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserFixture, shopUrl } from './browser';

const chromium = browserFixture({ failOnErrors: false });

const PAGES = [
  ['/', 'kartenliebe.de.localhost'],
  ['/fotokalender/', 'kartenliebe.de.localhost'],
  ['/', 'poster.co.uk.localhost'],
  ['/canvas-prints', 'poster.co.uk.localhost'],
] as const;

const WIDTHS = [375, 1280] as const;

/** Scrolls to the bottom in steps, so that every lazy image comes into view and loads. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  // Images in hidden parts (the sub-navigation on desktop) are lazy and rightly never load.
  await page.waitForFunction(
    () => [...document.images].every((image) => image.complete || image.getClientRects().length === 0),
    undefined,
    {
      timeout: 15_000,
    },
  );
  await page.waitForTimeout(300);
}

/** The summed layout-shift values not caused by input, read from the buffered performance entries. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 200);
      }),
  );
}

describe.each(WIDTHS)('at %i px', (width) => {
  test.each(PAGES)('%s on %s: CLS 0, every image sized and loaded', async (path, host) => {
    const context = await chromium.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && !response.ok())
        failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(shopUrl(path, host), { waitUntil: 'load' });
    await scrollThrough(page);

    const images = await page.$$eval('img', (all) =>
      all
        .filter((image) => image.getClientRects().length > 0)
        .map((image) => ({
          src: image.currentSrc,
          width: image.getAttribute('width'),
          height: image.getAttribute('height'),
          naturalWidth: image.naturalWidth,
        })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.width, image.src).toMatch(/^\d+$/);
      expect(image.height, image.src).toMatch(/^\d+$/);
      expect(image.naturalWidth, image.src).toBeGreaterThan(0);
      expect(image.src).toMatch(/\/cdn-cgi\/image\/width=\d+,height=\d+,fit=cover,format=auto,quality=85\//);
    }
    expect(failed).toEqual([]);
    expect(await layoutShift(page)).toBe(0);
    await context.close();
  });
});
