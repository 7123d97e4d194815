// Screenshots of the running shop (`npm start` first) at phone, tablet and desktop widths, both channels, with
// the burger menu and a flyout open: `npm run screenshots [-- <origin port>]`, written to `screenshots/`.
import { mkdir } from 'node:fs/promises';
import { chromium, type Page } from 'playwright-core';
import { findChromium } from './chromium';

const PORT = process.argv[2] ?? '8787';
const OUT = 'screenshots';
const SHOPS = [
  ['kartenliebe', 'kartenliebe.de.localhost'],
  ['poster', 'poster.co.uk.localhost'],
] as const;
/** Per shop, a product page whose calculator shows what a shopper picks: card quantities, or frame options. */
const CALCULATOR_PAGES: Record<(typeof SHOPS)[number][0], { path: string; pick: string }> = {
  kartenliebe: { path: '/karten/hochzeitskarten/', pick: '[data-card-order] [data-quantity]' },
  poster: {
    path: '/framed-prints/poster-in-a-wooden-frame',
    pick: '[data-option-group="glass"] [data-option]:not([data-option="none"])',
  },
};
const WIDTHS = [
  ['phone', 375, 812],
  ['tablet', 768, 1024],
  ['desktop', 1440, 900],
] as const;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  // Images in view finished loading (lazy ones out of view or hidden never start).
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const rect = image.getBoundingClientRect();
      const inView = rect.width > 0 && rect.bottom > 0 && rect.top < innerHeight;
      return image.complete || !inView;
    }),
  );
  await page.waitForTimeout(300);
}

/**
 * The whole page in one picture, as a window as tall as the page shows it: parts the browser renders only near the
 * viewport (the footer, `content-visibility: auto`) are rendered then, and lazy images start. Twice, as the footer's
 * real height replaces its guessed one.
 */
async function fullPage(page: Page, width: number, height: number, path: string): Promise<void> {
  for (let pass = 0; pass < 2; pass += 1) {
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height: pageHeight });
    await settle(page);
  }
  await page.screenshot({ path });
  await page.setViewportSize({ width, height });
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const { executablePath, args } = await findChromium();
  const browser = await chromium.launch({ executablePath, args });
  for (const [shop, host] of SHOPS) {
    for (const [device, width, height] of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height } });
      // The consent choice is made, so the banner does not cover the page in every picture.
      await context.addCookies([{ name: 'consent', value: 'granted', url: `http://${host}:${PORT}/` }]);
      const page = await context.newPage();
      await page.goto(`http://${host}:${PORT}/`);
      await settle(page);
      await page.screenshot({ path: `${OUT}/${shop}-${device}.png` });
      await fullPage(page, width, height, `${OUT}/${shop}-${device}-full.png`);
      const footer = page.locator('footer');
      await footer.scrollIntoViewIfNeeded();
      // The footer is rendered from the next frame on (`content-visibility: auto`); its lazy images start then.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await settle(page);
      await footer.screenshot({ path: `${OUT}/${shop}-${device}-footer.png` });
      await page.evaluate(() => window.scrollTo(0, 0));
      const burger = page.locator('[data-burger-button]');
      if (width < 1000 && (await burger.count()) > 0) {
        await burger.click();
        await page.waitForSelector('[data-burger-panel]');
        await settle(page);
        await page.screenshot({ path: `${OUT}/${shop}-${device}-burger.png` });
      }
      // The first item with a flyout: the card item on kartenliebe, wandbilder on the poster channel.
      const flyoutItem = page.locator('[data-main-navigation] li[data-nav-type] a').first();
      if (width >= 1000 && (await flyoutItem.count()) > 0) {
        await flyoutItem.hover();
        await page.waitForSelector('[data-flyout]');
        await settle(page);
        await page.screenshot({ path: `${OUT}/${shop}-${device}-flyout.png` });
      }
      // The calculator with a choice made: a quantity and its total, or an option with its price added.
      const { path, pick } = CALCULATOR_PAGES[shop];
      await page.goto(`http://${host}:${PORT}${path}`);
      await settle(page);
      const picked = page.locator(pick).first();
      if ((await picked.count()) > 0) {
        if (shop === 'kartenliebe') {
          await picked.focus();
          await picked.selectOption('100');
        } else {
          await picked.click();
        }
        await settle(page);
      }
      await page.locator('[data-calculator]').screenshot({ path: `${OUT}/${shop}-${device}-calculator.png` });
      await context.close();
    }
  }
  await browser.close();
}

await main();
