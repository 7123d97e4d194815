// Image slots against the real layout in Chromium: every shown image's `sizes` states the width it is laid out
// at, and its srcset has a file that covers that width at the screen's density, at most twice as wide, on a
// phone, a tablet and a desktop.
import { describe, expect, test } from 'vitest';
import { browserFixture, fullyStyled, shopUrl } from './browser';

const chromium = browserFixture();

const PAGES = [
  ['/', 'kartenliebe.de.localhost'],
  ['/fotokalender/wandkalender/', 'kartenliebe.de.localhost'],
  ['/products/', 'kartenliebe.de.localhost'],
  ['/canvas-prints', 'poster.co.uk.localhost'],
] as const;

const SCREENS = [
  { width: 375, dpr: 2 },
  { width: 768, dpr: 2 },
  { width: 1440, dpr: 1 },
] as const;

interface Shown {
  src: string;
  rendered: number;
  stated: number;
  widths: number[];
}

describe.each(SCREENS)('at $width px, density $dpr', ({ width, dpr }) => {
  test.each(PAGES)('%s on %s: sizes is the laid-out width, a candidate covers it', async (path, host) => {
    const context = await chromium.newContext({
      viewport: { width, height: 800 },
      deviceScaleFactor: dpr,
    });
    const page = await context.newPage();
    await page.goto(shopUrl(path, host), { waitUntil: 'domcontentloaded' });
    await fullyStyled(page);
    // The width `sizes` states, measured by the browser: the first entry whose media condition matches, its
    // length as a probe's width. Lazy images need not load: their layout is known from width and height.
    const shown: Shown[] = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.cssText = 'position:absolute;left:0;top:0;height:1px;visibility:hidden';
      document.body.appendChild(probe);
      const rows = [...document.images]
        .filter((image) => image.srcset && image.getClientRects().length > 0)
        .map((image) => {
          const entry = image.sizes
            .split(/,(?![^(]*\))/)
            .map((part) => /^\s*(\([^)]*\))?\s*(.+?)\s*$/.exec(part))
            .find((match) => match && (!match[1] || matchMedia(match[1]).matches));
          probe.style.width = entry?.[2] ?? '0';
          return {
            src: image.getAttribute('src') ?? '',
            rendered: image.getBoundingClientRect().width,
            stated: probe.getBoundingClientRect().width,
            widths: [...image.srcset.matchAll(/ (\d+)w/g)].map((match) => Number(match[1])),
          };
        });
      probe.remove();
      return rows;
    });

    expect(shown.length).toBeGreaterThan(5);
    for (const image of shown) {
      // The same width, but for sizes rounding to whole px.
      expect(Math.abs(image.stated - image.rendered), image.src).toBeLessThanOrEqual(1);
      const needed = image.rendered * dpr;
      const chosen = image.widths.find((candidate) => candidate >= needed - 0.5);
      expect(chosen, `${image.src}: ${needed} px needed of ${image.widths}`).toBeDefined();
      expect(chosen, image.src).toBeLessThanOrEqual(2 * needed);
    }
  });
});
