// Ordering from the product blocks in Chromium on demo pages: the frame choice hands the material, size and frame
// to the designer (a plain form), and an accessory is added to the basket with a quantity, its total from the
// price service, a refusal shown in the shop's words and warned as error-add-accessory.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { bootReady, browserFixture, shopUrl } from './browser';

const chromium = browserFixture({
  failOnErrors: (message) => !message.startsWith('Failed to load resource'),
});

async function open(path: string, host?: string): Promise<{ page: Page; warnings: string[] }> {
  await chromium.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await chromium.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(shopUrl(path, host), { waitUntil: 'load' });
  // The boot script, which wakes the order form on interaction, loads after the page's largest paint.
  await bootReady(page);
  return { page, warnings };
}

const handedOver = (page: Page) =>
  page.$$eval('[data-param]', (cells) =>
    cells.map((cell) => [cell.getAttribute('data-param'), cell.textContent]),
  );

describe('frame choice', () => {
  test('the chosen size and frame reach the designer with the material', async () => {
    const { page } = await open('/poster-prints/fine-art-poster', 'poster.co.uk.localhost');
    await page.selectOption('[data-frame-choice] select[name="format"]', '80x60');
    await page.click('[data-frame-type="holzrahmen-eiche"] label');
    await Promise.all([page.waitForURL('**/designer/photoframe**'), page.click('[data-frame-design]')]);
    expect(await handedOver(page)).toEqual([
      ['materialType', 'hahnemuehle'],
      ['format', '80x60'],
      ['frameType', 'holzrahmen-eiche'],
      ['locale', 'en-GB'],
    ]);
  });
});

describe('accessory order', () => {
  const ribbon = '[data-accessory-order="ribbon"]';

  test('a quantity shows its total and is added to the basket; the shop client loads with the add', async () => {
    const { page } = await open('/karten/hochzeitskarten/');
    // What the shop client writes when the shop is out of reach: in a loaded script, its code has arrived.
    const sources: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) sources.push(response.text().catch(() => ''));
    });
    const shopClientLoaded = async () =>
      (await Promise.all(sources)).some((source) => source.includes('The shop could not be reached'));
    await page.focus(`${ribbon} select`);
    await page.waitForSelector('[data-island="accessory-order"][data-hydrated]', { state: 'attached' });
    await page.selectOption(`${ribbon} select`, '5');
    await page.waitForSelector(`${ribbon} [data-total="ready"] [data-price]`);
    // The total is the price service's own for that quantity, and it came without the shop client.
    const service = await page.evaluate(async () => {
      const answer = await fetch('/web-api/card-accessory-price?currency=eur&sku=ribbon&quantity=5');
      return ((await answer.json()) as { priceCurrent: number }).priceCurrent;
    });
    expect(Number(await page.getAttribute(`${ribbon} [data-total] [data-price]`, 'data-price'))).toBe(
      service,
    );
    expect(await shopClientLoaded()).toBe(false);
    const response = page.waitForResponse('**/web-api/card-accessory-order');
    await page.click(`${ribbon} [data-accessory-add]`);
    expect((await response).status()).toBe(201);
    await expect
      .poll(() => page.textContent(`${ribbon} [data-accessory-status]`))
      .toMatch(/^5 × .+ im Warenkorb$/);
    expect(await shopClientLoaded()).toBe(true);
  });

  test('an add whose code cannot load fails in the page’s words and warns error-add-accessory', async () => {
    const { page, warnings } = await open('/karten/hochzeitskarten/');
    await page.route('**/assets/chunks/product-orders-*.js', (route) => route.abort());
    await page.focus(`${ribbon} select`);
    await page.waitForSelector('[data-island="accessory-order"][data-hydrated]', { state: 'attached' });
    await page.click(`${ribbon} [data-accessory-add]`);
    await page.waitForSelector(`${ribbon} [data-accessory-error]`);
    expect(await page.textContent(`${ribbon} [data-accessory-error]`)).not.toBe('');
    expect(await page.isEnabled(`${ribbon} [data-accessory-add]`)).toBe(true);
    expect(warnings.some((warning) => warning.startsWith('error-add-accessory'))).toBe(true);
  });

  test('a refusal shows the shop’s words and warns error-add-accessory', async () => {
    const { page, warnings } = await open('/karten/hochzeitskarten/');
    await page.route('**/web-api/card-accessory-order', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: { text: 'Ein Warenkorb fasst höchstens 50 Positionen.' } }),
      }),
    );
    await page.click(`${ribbon} [data-accessory-add]`);
    await page.waitForSelector(`${ribbon} [data-accessory-error]`);
    expect(await page.textContent(`${ribbon} [data-accessory-error]`)).toBe(
      'Ein Warenkorb fasst höchstens 50 Positionen.',
    );
    expect(warnings.some((warning) => warning.startsWith('error-add-accessory'))).toBe(true);
  });
});
