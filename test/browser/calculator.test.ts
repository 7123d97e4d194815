// The price calculator in Chromium on the demo product pages: a material resets the format to its initial one,
// a size from the more-formats dialog shows in its slot, the CTA lands on the designer with the right query for
// each product type, and the portrait/landscape experiment turns the sizes. And the products overview's "show
// more", which loads the next page size in place.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESIGNER_TYPES } from '../../shared/domain/products';
import { bootReady, browserFixture, shopUrl } from './browser';

const chromium = browserFixture({ viewport: { width: 1280, height: 800 } });
const DE = 'kartenliebe.de.localhost';
const GB = 'poster.co.uk.localhost';

async function open(path: string, host = DE): Promise<Page> {
  const page = await chromium.newPage();
  await page.goto(shopUrl(path, host), { waitUntil: 'load' });
  // The boot script, which wakes the calculator on interaction, loads after the page's largest paint.
  await bootReady(page);
  return page;
}

/** The product pages of a host's sitemap (two path segments), each with its calculator's product type. */
async function calculatorPages(host: string): Promise<Map<string, string>> {
  const page = await chromium.newPage();
  await page.goto(shopUrl('/robots.txt', host));
  // The calculator is server HTML: the documents tell, fetched from the host's own origin, without rendering.
  const found = await page.evaluate(async () => {
    const sitemap = await (await fetch('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1] ?? '').pathname)
      .filter((path) => path.split('/').filter(Boolean).length === 2);
    const types: [string, string][] = [];
    for (const path of paths) {
      const type = /data-calculator="(\w+)"/.exec(await (await fetch(path)).text())?.[1];
      if (type) types.push([type, path]);
    }
    return types;
  });
  await page.close();
  const byType = new Map<string, string>();
  for (const [type, path] of found) if (!byType.has(type)) byType.set(type, path);
  return byType;
}

const selected = (page: Page) =>
  page.locator('[data-calculator]').evaluate((section) => ({
    material: section.getAttribute('data-selected-material'),
    format: section.getAttribute('data-selected-format'),
  }));

const designerQuery = (page: Page) => new URL(page.url()).searchParams;

describe('calculator', () => {
  test("picking a material resets the format to that material's initial one", async () => {
    const page = await open('/canvas-prints/canvas-classic', GB);
    const start = await selected(page);
    const materials = page.locator('[data-calculator-materials] [data-material]');
    expect(await materials.count()).toBeGreaterThan(1);
    const other = page.locator(
      `[data-calculator-formats] [data-format]:not([data-format="${start.format}"]) a`,
    );
    const otherFormat = await other.first().locator('..').getAttribute('data-format');
    await other.first().click();
    await expect.poll(async () => (await selected(page)).format).toBe(otherFormat);
    await materials.nth(1).locator('a').click();
    await expect.poll(async () => (await selected(page)).material).not.toBe(start.material);
    await materials.nth(0).locator('a').click();
    await expect.poll(() => selected(page)).toEqual(start);
    expect(new URL(page.url()).pathname).toBe('/canvas-prints/canvas-classic');
  });

  test('a size picked in the more-formats dialog shows in its slot and goes to the designer', async () => {
    const page = await open('/canvas-prints/canvas-classic', GB);
    const listed = await page
      .locator('[data-calculator-formats] [data-format]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-format')));
    await page.click('[data-more-formats]');
    const dialog = page.locator('[data-dialog="more-formats"]');
    await dialog.locator('[data-format-option]').first().waitFor();
    const offered = await dialog
      .locator('[data-format-option]')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-format-option')));
    const extra = offered.find((format) => !listed.includes(format));
    expect(extra).toBeTruthy();
    await dialog.locator(`[data-format-option="${extra}"]`).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const slot = page.locator('[data-more-formats-slot]');
    expect(await slot.getAttribute('data-format')).toBe(extra);
    expect(await slot.getAttribute('aria-current')).toBe('true');
    await Promise.all([page.waitForURL(/\/designer\/photoframe/), page.click('[data-calculator-designer]')]);
    expect(designerQuery(page).get('format')).toBe(extra);
    expect(designerQuery(page).get('materialType')).toBe('leinwand');
  });

  test('the CTA lands on the designer with the right query, for each product type', async () => {
    const pages = new Map<string, { host: string; path: string }>();
    for (const host of [GB, DE]) {
      for (const [type, path] of await calculatorPages(host))
        if (!pages.has(type)) pages.set(type, { host, path });
    }
    // Every designer has a demo product page with a calculator.
    expect([...pages.keys()].sort()).toEqual([...DESIGNER_TYPES].sort());
    const expected: Record<string, string[]> = {
      calendar: ['calendarType', 'startMonth', 'year', 'accessoryTypes', 'formatType'],
      card: ['themeId', 'quantity', 'format'],
      collage: ['designId', 'materialType', 'format'],
      photobook: ['photobookPrinting', 'photobookCover', 'amount', 'photobookFormat'],
      photobox: ['width', 'height', 'type'],
      // The first wall-art page is unframed: no frame reaches the designer (the journeys test the framed ones).
      photoframe: ['materialType', 'format'],
    };
    for (const [type, { host, path }] of pages) {
      const page = await open(path, host);
      await Promise.all([
        page.waitForURL(new RegExp(`/designer/${type}`)),
        page.click('[data-calculator-designer]'),
      ]);
      const query = designerQuery(page);
      expect(query.get('locale'), type).toBe(host === GB ? 'en-GB' : 'de-DE');
      for (const key of expected[type] ?? []) expect(query.get(key), `${type} ${key}`).toBeTruthy();
      if (type === 'photoframe') expect(query.get('frameType') ?? '', 'an unchosen frame').toBe('');
      expect(await page.locator('[data-designer-type]').textContent()).toBe(type);
      await page.close();
    }
  });

  test('the choice is kept in the address: a reload shows the same material, size, price and SKU', async () => {
    const page = await open('/canvas-prints/canvas-classic?_campaign=spring', GB);
    const entries = await page.evaluate(() => history.length);
    await page.locator('[data-calculator-materials] [data-material="poster"] a').click();
    await expect.poll(async () => (await selected(page)).material).toBe('poster');
    const size = page.locator('[data-calculator-formats] [data-format="80x60"]');
    await size.locator('a').click();
    await expect.poll(async () => (await selected(page)).format).toBe('80x60');
    const sku = page.locator('[data-sku]');
    const chosen = {
      sku: await sku.getAttribute('data-sku'),
      price: await sku.getAttribute('data-sku-price'),
    };
    expect(chosen.sku).toBe('WL-POSTER-80X60');
    expect(chosen.price).toBe(await size.getAttribute('data-price-current'));
    const address = new URL(page.url());
    expect(address.pathname).toBe('/canvas-prints/canvas-classic');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      _campaign: 'spring',
      material: 'poster',
      format: '80x60',
    });
    // The choice replaced the entry: no new one to go back through.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.reload({ waitUntil: 'load' });
    expect(await selected(page)).toEqual({ material: 'poster', format: '80x60' });
    expect({
      sku: await sku.getAttribute('data-sku'),
      price: await sku.getAttribute('data-sku-price'),
    }).toEqual(chosen);
  });

  test('the portrait/landscape experiment shows and hands over each size turned', async () => {
    const page = await open('/canvas-prints/canvas-classic?feature=CALCULATOR_ORIENTATION&treatment=on', GB);
    const start = await selected(page);
    expect(start.format).toBe('60x40');
    expect(await page.locator('[data-calculator-formats] [aria-current="true"]').textContent()).toContain(
      '40 × 60 cm',
    );
    await Promise.all([page.waitForURL(/\/designer\/photoframe/), page.click('[data-calculator-designer]')]);
    expect(designerQuery(page).get('format')).toBe('40x60');
    // The turned size is sold: the basket's line is the canvas in 40 × 60 at the price shown.
    const shown = await page.goBack().then(() => page.getAttribute('[data-sku-price]', 'data-sku-price'));
    await page.goForward();
    await Promise.all([page.waitForURL(/\/basket\/?$/), page.click('[data-add-to-basket]')]);
    const line = page.locator('[data-basket-line="leinwand"]').first();
    expect(await line.locator('[data-line-size]').textContent()).toBe('40 × 60 cm');
    expect(await line.locator('[data-line-total]').textContent()).toContain(String(shown));
  });
});

describe('products overview', () => {
  test('"show more" loads the next page size in place and keeps the scroll position', async () => {
    const page = await open('/products/?tileCount=4');
    // Its code loads after the boot script, on this page only.
    await page.waitForLoadState('networkidle');
    await page.locator('[data-show-more]').scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await page.click('[data-show-more]');
    await expect.poll(() => page.locator('[data-tile]').count(), { timeout: 10_000 }).toBe(12);
    expect(new URL(page.url()).search).toBe('?tileCount=12');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(2);
    expect(await page.locator('[data-show-more]').count()).toBe(0);
  });
});
