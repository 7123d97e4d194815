// Main navigation, flyouts and sub-navigation in Chromium at 1440x900: hovering an
// item opens its flyout (before hydration too), leaving, Escape and a viewport below 1000 px close it; the
// wandbilder lists follow VOLL_1616; a tap on a touch tablet follows the link; the selected item and the
// sub-navigation tiles and its strip's buttons (server HTML and DOM code); plain links without JS.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { bootReady, browserFixture, shopUrl } from './browser';

const POSTER = 'poster.co.uk.localhost';
const NAV = '[data-main-navigation]';
const item = (type: string) => `${NAV} li[data-nav-type="${type}"]`;
const chromium = browserFixture({ viewport: { width: 1440, height: 900 } });

async function open(path: string, host?: string, scripting = true): Promise<Page> {
  const page = await chromium.newPage();
  await page.goto(shopUrl(path, host), { waitUntil: 'load' });
  // The boot script, which wakes islands on interaction, loads after the page's largest paint.
  if (scripting) await bootReady(page);
  return page;
}

const imageWidths = (page: Page, selector: string) =>
  page.$$eval(selector, (images) => images.map((image) => Math.round(image.getBoundingClientRect().width)));
const overlayShown = (page: Page) => page.locator('[data-page-overlay]').isVisible();

describe('flyouts', () => {
  test('hovering the card item opens its flyout with the occasions; leaving closes it', async () => {
    const page = await open('/');
    expect(await page.locator('[data-flyout]').count()).toBe(0);
    // The first hover wakes the island: the flyout still opens for the item under the pointer.
    await page.hover(`${item('card')} a`);
    await page.waitForSelector('[data-flyout="card"]');
    const occasions = '[data-flyout="card"] [data-flyout-group="occasions"]';
    expect(await page.locator(`${occasions} a`).count()).toBe(9);
    expect(await page.locator(`${occasions} a`).first().isVisible()).toBe(true);
    expect(await imageWidths(page, `${occasions} img`)).toEqual(Array(9).fill(130));
    expect(new Set(await imageWidths(page, '[data-flyout-group="additional"] img'))).toEqual(new Set([80]));
    await expect.poll(() => page.getAttribute(`${item('card')} button`, 'aria-expanded')).toBe('true');
    expect(await overlayShown(page)).toBe(true);

    await page.hover(`${item('calendar')} a`);
    await page.waitForSelector('[data-flyout="calendar"]');
    expect(await page.locator('[data-flyout]').count()).toBe(1);
    // The ideas item's sub-flyout: the other idea pages as links under it.
    const more = page.locator('[data-flyout="calendar"] [data-flyout-subgroup="more-ideas"] a');
    expect(await more.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/feed-card/',
      '/feed-collage/',
    ]);

    await page.mouse.move(720, 880);
    await page.waitForSelector('[data-flyout]', { state: 'detached', timeout: 1000 });
    expect(await page.getAttribute(`${item('card')} button`, 'aria-expanded')).toBe('false');
    expect(await overlayShown(page)).toBe(false);
  });

  test('keyboard: ArrowDown on an item opens and focuses the flyout, Escape closes back to the item', async () => {
    const page = await open('/');
    await page.focus(`${item('photobook')} a`);
    await page.waitForSelector(`[data-island="main-navigation"][data-hydrated]`, { state: 'attached' });
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector('[data-flyout="photobook"]');
    const flyout = await page.getAttribute('[data-flyout="photobook"]', 'id');
    await expect.poll(() => page.getAttribute(`${item('photobook')} button`, 'aria-controls')).toBe(flyout);
    // Focus moves into the flyout once it has rendered, a moment after it is in the page on a busy machine.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-flyout]') !== null))
      .toBe(true);
    expect(await imageWidths(page, '[data-flyout-group="categories"] img')).toContain(170);
    expect(await imageWidths(page, '[data-flyout-group="start-without-design"] img')).toEqual([153]);

    await page.keyboard.press('Escape');
    expect(await page.locator('[data-flyout]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Fotobücher');

    await page.focus(`${item('card')} button`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-flyout="card"]');
  });

  test('VOLL_1616 on: the wandbilder flyout shows bestseller, premium and additional lists', async () => {
    const page = await open('/?feature=VOLL_1616&treatment=on', POSTER);
    await page.hover(`${item('wandbilder')} a`);
    await page.waitForSelector('[data-flyout="wandbilder"][data-experiment]');
    const groups = await page.$$eval('[data-flyout="wandbilder"] [data-flyout-group]', (sections) =>
      sections.map((section) => section.getAttribute('data-flyout-group')),
    );
    expect(groups).toEqual(['bestseller', 'premium', 'additional']);
    expect(new Set(await imageWidths(page, '[data-flyout="wandbilder"] img'))).toEqual(new Set([120]));
  });

  test('VOLL_1616 off: the wandbilder flyout shows one list at 150 px; frame colours are swatches', async () => {
    const page = await open('/?feature=VOLL_1616&treatment=off', POSTER);
    await page.hover(`${item('wandbilder')} a`);
    await page.waitForSelector('[data-flyout="wandbilder"]');
    expect(await page.locator('[data-flyout="wandbilder"][data-experiment]').count()).toBe(0);
    expect(await page.locator('[data-flyout="wandbilder"] [data-flyout-group]').count()).toBe(1);
    expect(new Set(await imageWidths(page, '[data-flyout="wandbilder"] img'))).toEqual(new Set([150]));

    await page.hover(`${item('frame')} a`);
    await page.waitForSelector('[data-flyout="frame"]');
    expect(new Set(await imageWidths(page, '[data-flyout-group="colors"] img'))).toEqual(new Set([48]));
    expect(new Set(await imageWidths(page, '[data-flyout-group="poster"] img'))).toEqual(new Set([150]));
    expect(await page.locator('[data-flyout-group="colors"] a[aria-label]').count()).toBeGreaterThan(0);
  });

  test('below 1000 px the main navigation is hidden; a flyout open at 1440 px closes there', async () => {
    const page = await open('/');
    await page.hover(`${item('card')} a`);
    await page.waitForSelector('[data-flyout="card"]');
    await page.setViewportSize({ width: 800, height: 900 });
    await page.waitForSelector('[data-flyout]', { state: 'detached', timeout: 1000 });
    expect(await page.locator(NAV).isVisible()).toBe(false);
    await page.mouse.move(200, 160);
    await page.mouse.move(400, 170);
    expect(await page.locator('[data-flyout]').count()).toBe(0);
    expect(await overlayShown(page)).toBe(false);
  });
});

describe('touch tablet (1280 px, touch screen, no hover)', () => {
  beforeEach(async () => {
    await chromium.newContext({
      viewport: { width: 1280, height: 800 },
      hasTouch: true,
      isMobile: false,
    });
    // Records whether a flyout ever showed, across the page loads of a test.
    await chromium.context.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-flyout]')) sessionStorage.setItem('flyout-shown', '1');
      }).observe(document, { childList: true, subtree: true });
    });
  });
  const flyoutShown = (page: Page) => page.evaluate(() => sessionStorage.getItem('flyout-shown') === '1');

  test('tapping an item with a flyout follows its link and opens no flyout, before and after hydration', async () => {
    const page = await open('/');
    expect(await page.locator(NAV).isVisible()).toBe(true);
    // The first tap wakes the island.
    await Promise.all([page.waitForURL(/\/karten\/$/), page.tap(`${item('card')} a`)]);
    expect(await flyoutShown(page)).toBe(false);
    await bootReady(page);

    await page.focus(`${item('photobook')} a`);
    await page.waitForSelector('[data-island="main-navigation"][data-hydrated]', { state: 'attached' });
    await Promise.all([page.waitForURL(/\/fotokalender\/$/), page.tap(`${item('calendar')} a`)]);
    expect(await flyoutShown(page)).toBe(false);
    expect(await page.locator(`${NAV} a[aria-current="page"]`).textContent()).toBe('Fotokalender');
  });
});

describe('selection and sub-navigation', () => {
  test('category page: the card item is selected, circle tiles of 76x76 show on desktop', async () => {
    const page = await open('/karten/');
    const selected = page.locator(`${NAV} a[aria-current]`);
    expect(await selected.count()).toBe(1);
    expect(await selected.textContent()).toBe('Karten');
    expect(await selected.getAttribute('aria-current')).toBe('page');
    const tiles = page.locator('[data-sub-navigation] [data-tile-type="circle"] img');
    expect(await tiles.count()).toBe(9);
    expect(await tiles.first().boundingBox()).toMatchObject({ width: 76, height: 76 });
    expect(await tiles.first().evaluate((image) => getComputedStyle(image).borderRadius)).not.toBe('0px');
  });

  test('sub-navigation of an item with a flyout: hidden from 1000 px, square tiles 110x73 below', async () => {
    const page = await open('/fotokalender/');
    expect(await page.locator(`${NAV} a[aria-current="page"]`).textContent()).toBe('Fotokalender');
    expect(await page.locator('[data-sub-navigation]').isVisible()).toBe(false);
    await page.setViewportSize({ width: 800, height: 900 });
    const tile = page.locator('[data-sub-navigation] [data-tile-type="square"] img').first();
    expect(await tile.boundingBox()).toMatchObject({ width: 110, height: 73 });
  });

  test('product page: its item is selected by navigation type, its tile marked and scrolled into view', async () => {
    await chromium.newContext({ viewport: { width: 240, height: 700 } });
    const page = await open('/fotobuch/echtfotobuch-layflat/');
    const active = page.locator('[data-sub-navigation] [data-active-tile]');
    expect(await active.getAttribute('data-tile-type')).toBe('square-image');
    expect(await active.locator('img').boundingBox()).toMatchObject({ width: 110, height: 110 });
    // Scrolled into view by the boot script, before (and without) the island.
    await bootReady(page);
    const inView = () =>
      page.evaluate(() => {
        const tile = document.querySelector('[data-active-tile]')?.getBoundingClientRect();
        return tile !== undefined && tile.left >= 0 && tile.right <= window.innerWidth;
      });
    await expect.poll(inView).toBe(true);
    // The strip's buttons show where it overflows and page it, all without React.
    const strip = page.locator('[data-sub-navigation] [data-strip]');
    const previous = page.locator('[data-sub-navigation] [data-strip-button="previous"]');
    const next = page.locator('[data-sub-navigation] [data-strip-button="next"]');
    const scrollLeft = () => strip.evaluate((element) => element.scrollLeft);
    await expect.poll(() => previous.isVisible()).toBe(true);
    expect(await next.isVisible()).toBe(true);
    await previous.click();
    await expect.poll(scrollLeft).toBe(0);
    expect(await previous.isVisible()).toBe(false);
    const start = await scrollLeft();
    await next.click();
    await expect.poll(scrollLeft).toBeGreaterThan(start);
    await expect.poll(() => previous.isVisible()).toBe(true);
    expect(await page.locator('[data-hydrated]').count()).toBe(0);
    const selected = page.locator(`${NAV} a[aria-current]`);
    expect(await selected.getAttribute('aria-current')).toBe('true');
    expect(await selected.getAttribute('href')).toBe('/fotobuch/');
  });

  test('without JavaScript the items are plain links that navigate', async () => {
    await chromium.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
    const page = await open('/', undefined, false);
    await page.hover(`${item('card')} a`);
    expect(await page.locator('[data-flyout]').count()).toBe(0);
    await Promise.all([page.waitForURL(/\/fotokalender\/$/), page.click(`${item('calendar')} a`)]);
    expect(await page.locator(`${NAV} a[aria-current="page"]`).textContent()).toBe('Fotokalender');
  });
});
