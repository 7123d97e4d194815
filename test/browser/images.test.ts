// Images in Chromium: no layout shift (CLS 0) on pages full of images, every image sized and actually loaded
// through the worker's resizing, on phone and desktop widths.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserFixture, layoutShift, shopUrl } from './browser';

const chromium = browserFixture({ failOnErrors: false });

const PAGES = [
  ['/', 'kartenliebe.de.localhost'],
  ['/fotokalender/', 'kartenliebe.de.localhost'],
  ['/', 'poster.co.uk.localhost'],
  ['/canvas-prints', 'poster.co.uk.localhost'],
] as const;

const WIDTHS = [375, 1280] as const;

/**
 * Scrolls to the bottom in steps, as a visitor does, so that every lazy image comes into view and loads. The footer
 * is rendered only near the viewport and then replaces its guessed height with its own: the page ends where the
 * bottom stays the bottom.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    let y = 0;
    while (y < document.documentElement.scrollHeight - window.innerHeight) {
      y += window.innerHeight / 2;
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause();
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

describe('placeholders', () => {
  test('a lazy image’s placeholder is fetched only as the image nears the viewport, not before the first paint', async () => {
    const context = await chromium.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const placeholders: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(',blur=3/')) placeholders.push(request.url());
    });
    // Pictures (not their placeholders) are held until the check is done, so a lazy image is still loading when it
    // comes near, however long the page takes to boot; the hero, the largest paint the boot script waits for, is not.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/cdn-cgi\/image\/(?![^/]*blur=3)(?!.*\/hero-)/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto(shopUrl('/', 'poster.co.uk.localhost'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
    await page.waitForTimeout(300);
    // The hero's, set in the HTML, and those of the images just below the first screen; none further down.
    const lazy = await page.locator('main img[loading="lazy"]').count();
    expect(placeholders.length).toBeLessThan(lazy / 2);
    const last = page.locator('main img[loading="lazy"]').last();
    // The page marks the image; the boot script works the placeholder out of its own URL: the same picture,
    // 10x10 at quality 50, blurred.
    expect(await last.getAttribute('data-placeholder')).toBe('');
    const src = (await last.getAttribute('src')) ?? '';
    const url = src.replace(
      /\/width=\d+,height=\d+,fit=cover,format=auto,quality=85\//,
      '/width=10,height=10,fit=cover,format=auto,quality=50,blur=3/',
    );
    expect(url).not.toBe(src);
    expect(placeholders.some((requested) => requested.endsWith(url))).toBe(false);
    expect(await last.getAttribute('style')).toBeNull();
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() => last.evaluate((image) => (image as HTMLImageElement).style.backgroundImage))
      .toBe(`url("${url}")`);
    await expect.poll(() => placeholders.some((requested) => requested.endsWith(url))).toBe(true);
    release();
    await context.close();
  });
});

describe('a page the parser has only partly read', () => {
  test('shows nothing until the parser has passed its main content, then shows whole without its footer', async () => {
    const context = await chromium.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const url = shopUrl('/', 'kartenliebe.de.localhost');
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const whole = await page.evaluate(() => fetch(location.href).then((response) => response.text()));
    const marker = whole.indexOf('<span hidden="" data-paint-end="">');
    expect(marker).toBeGreaterThan(whole.indexOf('</main>'));
    // The document cut where the parser may yield, in the header or in the main content, and after the marker.
    const cuts = [
      [whole.indexOf('data-hotline'), 'hidden'],
      [whole.indexOf('</main>'), 'hidden'],
      [whole.indexOf('</span>', marker) + '</span>'.length, 'visible'],
    ] as const;
    for (const [cut, visibility] of cuts) {
      await page.route(url, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: whole.slice(0, cut) }),
      );
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      const seen = await page.evaluate(() => ({
        header: getComputedStyle(document.querySelector('header') as Element).visibility,
        footer: document.querySelector('footer') !== null,
      }));
      expect(seen, `cut at ${cut}`).toEqual({ header: visibility, footer: false });
      await page.unroute(url);
    }
    await context.close();
  });
});
