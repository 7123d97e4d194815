// The footer in Chromium: below 720 px link lists, tiles and boxes collapse (first list, first tile and the
// customer service box open) and toggle on click; from 720 px everything shows and clicks change nothing; the
// SEO text's view-more button shows only when the text is clipped, opens it for good and never shifts the
// footer; current shop and language marked, box links localized; the breadcrumb.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { bootReady, browserFixture, fullyStyled, shopUrl } from './browser';

const chromium = browserFixture();

/**
 * A page at a viewport width, with the consent already given so the banner stays out of the way, once its full
 * stylesheet applies (the footer is hidden until then).
 */
async function open(width: number, path = '/', host?: string): Promise<Page> {
  const context = await chromium.newContext({ viewport: { width, height: 800 } });
  await context.addCookies([{ name: 'consent', value: 'granted', url: shopUrl('/', host) }]);
  const page = await chromium.newPage();
  await page.goto(shopUrl(path, host), { waitUntil: 'load' });
  await fullyStyled(page);
  return page;
}

const panel = (page: Page, section: string) => page.locator(`${section} [data-footer-panel]`);
const toggle = (page: Page, section: string) => page.locator(`${section} [data-footer-toggle]`);
const LIST_1 = '[data-footer-list="list-0"]';
const LIST_2 = '[data-footer-list="list-1"]';

describe('footer below 720 px', () => {
  test('the first list is open, the second collapsed until clicked; boxes start as the spec says', async () => {
    const page = await open(375);
    // The server-rendered start state, wired by the boot script without React.
    await bootReady(page);
    expect(await page.locator('[data-hydrated]').count()).toBe(0);
    expect(await panel(page, LIST_1).isVisible()).toBe(true);
    expect(await panel(page, LIST_2).isVisible()).toBe(false);
    expect(await panel(page, '[data-footer-tile="tile-0"]').isVisible()).toBe(true);
    expect(await panel(page, '[data-footer-tile="tile-1"]').isVisible()).toBe(false);
    expect(await panel(page, '[data-footer-box="box-customerService"]').isVisible()).toBe(true);
    expect(await panel(page, '[data-footer-box="box-socialMedia"]').isVisible()).toBe(true);
    expect(await panel(page, '[data-footer-box="box-international"]').isVisible()).toBe(false);

    // A click toggles at once.
    await toggle(page, LIST_2).click();
    await expect.poll(() => panel(page, LIST_2).isVisible()).toBe(true);
    expect(await toggle(page, LIST_2).getAttribute('aria-expanded')).toBe('true');
    expect(await panel(page, LIST_1).isVisible()).toBe(true);
    await toggle(page, LIST_2).click();
    await expect.poll(() => panel(page, LIST_2).isVisible()).toBe(false);
    expect(await toggle(page, LIST_2).getAttribute('aria-expanded')).toBe('false');

    await toggle(page, '[data-footer-box="box-customerService"]').click();
    await expect.poll(() => panel(page, '[data-footer-box="box-customerService"]').isVisible()).toBe(false);
  });
});

describe('footer from 720 px', () => {
  test('everything is open, the toggles are out of reach and a click at this width changes nothing', async () => {
    const page = await open(1024);
    const sections = page.locator('[data-footer-list], [data-footer-tile], [data-footer-box]');
    const count = await sections.count();
    expect(count).toBeGreaterThan(8);
    for (let index = 0; index < count; index += 1) {
      expect(await sections.nth(index).locator('[data-footer-panel]').isVisible()).toBe(true);
      expect(await sections.nth(index).locator('[data-footer-toggle]').isVisible()).toBe(false);
      expect(await sections.nth(index).locator('[data-footer-heading]').isVisible()).toBe(true);
    }
    // Sections collapsed below 720 px show here too.
    expect(await page.getAttribute(LIST_2, 'data-open')).toBe('false');
    expect(await panel(page, LIST_2).isVisible()).toBe(true);
    await page.hover(`${LIST_2} [data-footer-heading]`);
    await bootReady(page);
    // A click reaching the (hidden) toggles at this width must not change the state.
    for (const section of [LIST_1, LIST_2]) {
      await toggle(page, section).evaluate((button: HTMLElement) => button.click());
    }
    // Back below 720 px: one real click opens the second list, so the wide clicks above were no-ops.
    await page.setViewportSize({ width: 375, height: 800 });
    await toggle(page, LIST_2).click();
    await expect.poll(() => panel(page, LIST_2).isVisible()).toBe(true);
    expect(await toggle(page, LIST_2).getAttribute('aria-expanded')).toBe('true');
    expect(await panel(page, LIST_1).isVisible()).toBe(true);
    expect(await toggle(page, LIST_1).getAttribute('aria-expanded')).toBe('true');
  });

  test('internal footer box links keep the page’s language prefix', async () => {
    const page = await open(1024, '/fr/', 'kartenliebe.ch.localhost');
    const hrefs = await page
      .locator('[data-footer-box-items="customerService"] a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const internal = hrefs.filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(0);
    for (const href of internal) expect(href).toMatch(/^\/fr\//);
    expect(hrefs.some((href) => href.startsWith('tel:'))).toBe(true);
  });

  test('the current shop and language are marked, shop links lead to this environment', async () => {
    const page = await open(1024, '/', 'kartenliebe.ch.localhost');
    const current = page.locator('[data-footer-box-items="international"] [aria-current]');
    expect(await current.textContent()).toBe('Schweiz');
    // The current shop's link stays on this host.
    expect(await current.getAttribute('href')).toBe('/');
    const language = page.locator('[data-footer-box-items="languages"] [aria-current]');
    expect(await language.textContent()).toBe('Deutsch');
    expect(await page.locator('[data-footer-box-items="languages"] a').count()).toBe(3);
    const germany = page.locator('[data-footer-box-items="international"] a', { hasText: 'Deutschland' });
    expect(await germany.getAttribute('href')).toBe(shopUrl('/', 'kartenliebe.de.localhost'));
  });
});

describe('SEO text', () => {
  const more = '[data-seo-text-more]';

  test('clipped: view more shows once measured and opens the text for good', async () => {
    const page = await open(375, '/fotokalender/');
    // The boot script measures before the load event: the server HTML alone is seen with it held back.
    await page.route('**/assets/boot-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await page.reload({ waitUntil: 'load' });
    // Rendered clipped with the button's place kept but invisible until measured.
    expect(await page.locator(more).isVisible()).toBe(false);
    expect(await page.locator(more).count()).toBe(1);
    await page.unroute('**/assets/boot-*.js');
    await page.reload({ waitUntil: 'load' });
    await bootReady(page);
    await page.locator('[data-seo-text]').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator(more).isVisible()).toBe(true);
    const body = page.locator('[data-seo-text-body]');
    expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight + 1)).toBe(true);
    await page.click(more);
    await expect.poll(() => page.locator(more).count()).toBe(0);
    const unclipped = () =>
      body.evaluate(
        (element) =>
          getComputedStyle(element).maxHeight === 'none' && element.scrollHeight <= element.clientHeight + 1,
      );
    expect(await unclipped()).toBe(true);
    // A resize re-measures (ResizeObserver): the text stays open and the button stays gone.
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await unclipped()).toBe(true);
    expect(await page.locator(more).count()).toBe(0);
    expect(await page.getAttribute('[data-seo-text]', 'data-expanded')).toBe('true');
  });

  test('not clipped: no visible view-more button, and nothing below moves when that is found out', async () => {
    const page = await open(1280, '/fotokalender/');
    await bootReady(page);
    // Small print makes the text fit its box (no markup changes; the ResizeObserver measures it again).
    await page.$$eval('[data-seo-text-body] p', (paragraphs) => {
      for (const paragraph of paragraphs as HTMLElement[]) {
        Object.assign(paragraph.style, { fontSize: '2px', lineHeight: '3px', margin: '0' });
      }
    });
    const breadcrumbTop = () =>
      page.$eval('[data-breadcrumb]', (element) => element.getBoundingClientRect().top + window.scrollY);
    const before = await breadcrumbTop();
    await page.locator('[data-seo-text]').scrollIntoViewIfNeeded();
    // Measured: the boot script says the text is not clipped.
    await page.waitForSelector('[data-seo-text][data-clipped="false"]', { state: 'attached' });
    expect(await page.locator(more).isVisible()).toBe(false);
    expect(await breadcrumbTop()).toBe(before);
  });
});

describe('breadcrumb', () => {
  test('home link to the root, then the items, the last one as text', async () => {
    const page = await open(1024, '/fotokalender/');
    const items = page.locator('nav[data-breadcrumb] ol > li');
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).locator('a').getAttribute('href')).toBe('/');
    const last = items.nth(1).locator('[aria-current="page"]');
    expect(await last.textContent()).toBe('Fotokalender');
    expect(await items.nth(1).locator('a').count()).toBe(0);
    expect(await page.getAttribute('nav[data-breadcrumb]', 'aria-label')).toBeTruthy();
  });

  test('hidden on the home page; the copyright names the year and the shop', async () => {
    const page = await open(1024, '/', 'poster.co.uk.localhost');
    expect(await page.locator('[data-breadcrumb]').count()).toBe(0);
    const copyright = await page.textContent('[data-copyright]');
    expect(copyright).toContain(String(new Date().getFullYear()));
    expect(copyright).toContain('wandliebe');
  });
});
