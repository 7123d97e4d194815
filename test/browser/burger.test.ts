// The burger menu in Chromium at 375x800: the page scroll locks while it is open; an
// item opens its secondary level, accordions open a third level one at a time; back restores the primary
// scroll position; closing resets the level; reaching 1000 px (focus to the logo), Escape and a link click
// close it; the button's label says open or close.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserFixture, shopUrl } from './browser';

const POSTER = 'poster.co.uk.localhost';
const chromium = browserFixture({ viewport: { width: 375, height: 800 } });

/** The page, and the HTML the server sent for it. */
async function open(host?: string): Promise<{ page: Page; html: string }> {
  const page = await chromium.newPage();
  const response = await page.goto(shopUrl('/', host), { waitUntil: 'load' });
  return { page, html: (await response?.text()) ?? '' };
}

const PANEL = '[data-burger-panel]';
const AREA = '[data-burger-scroll]';
const scrollLocked = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('overflow-hidden'));
const level = (page: Page) => page.getAttribute(AREA, 'data-burger-level');
const scrollTop = (page: Page) => page.$eval(AREA, (area) => area.scrollTop);

async function openBurger(page: Page): Promise<void> {
  await page.click('[data-burger-button]');
  await page.waitForSelector(PANEL);
}

/** Scrolls the primary list so that item `index` sits mid-panel; the scroll top reached. */
async function scrollToItem(page: Page, index: number): Promise<number> {
  await page.$eval(
    AREA,
    (area, target) => {
      const item = area.querySelector<HTMLElement>(`[data-burger-item="${target}"]`);
      if (item) area.scrollTop = item.offsetTop - area.clientHeight / 2;
    },
    index,
  );
  return scrollTop(page);
}

const expanded = (page: Page) =>
  page.$$eval('[data-burger-accordion]', (toggles) => toggles.map((toggle) => toggle.ariaExpanded));

describe('burger menu', () => {
  test('is a button only in the server HTML; the panel appears on click, the page scroll locks', async () => {
    const { page, html } = await open();
    expect(html).toContain('data-burger-button');
    expect(html).not.toContain('data-burger-panel');
    const button = page.locator('[data-burger-button]');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.getAttribute('aria-label')).toBe('Menü öffnen');
    expect(await scrollLocked(page)).toBe(false);

    expect(await button.getAttribute('aria-controls')).toBeNull();
    await openBurger(page);
    // Expanded, naming the panel, once the panel is in the page.
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    expect(await button.getAttribute('aria-label')).toBe('Menü schließen');
    expect(await button.getAttribute('aria-controls')).toBe(await page.getAttribute(PANEL, 'id'));
    expect(await scrollLocked(page)).toBe(true);
    expect(await level(page)).toBe('primary');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-burger-close'))).toBe(true);
    expect(await page.getAttribute('[data-burger-hotline] a', 'href')).toBe('tel:+49300001020');
    expect(await page.locator('[data-burger-footer] a').count()).toBe(3);
    expect(await page.locator('[data-burger-extras] a').count()).toBe(3);

    await page.click('[data-burger-close]');
    await page.waitForSelector(PANEL, { state: 'detached' });
    expect(await scrollLocked(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-burger-button'))).toBe(true);
    expect(await page.getAttribute('[data-burger-button]', 'aria-label')).toBe('Menü öffnen');
  });

  test('levels: secondary with back, accordions one at a time, back restores the scroll, closing resets', async () => {
    const { page } = await open();
    // A shorter phone, so that the primary list scrolls.
    await page.setViewportSize({ width: 375, height: 520 });
    await openBurger(page);
    const target = 5; // Fotocollagen, low in the list: its flyout groups become accordions
    const remembered = await scrollToItem(page, target);
    expect(remembered).toBeGreaterThan(0);
    await page.click(`[data-burger-item="${target}"]`);
    expect(await level(page)).toBe('secondary');
    expect(await scrollTop(page)).toBe(0);
    expect(await page.textContent('[data-burger-back]')).toBe('Zurück');
    expect(await page.textContent('[data-burger-all]')).toBe('Alle Fotocollagen');

    expect((await expanded(page)).length).toBeGreaterThanOrEqual(2);
    expect(await expanded(page)).not.toContain('true');
    await page.click('[data-burger-accordion="0"]');
    expect(await level(page)).toBe('tertiary');
    expect(await page.locator('#burger-accordion-0 a').first().isVisible()).toBe(true);
    await page.click('[data-burger-accordion="1"]');
    expect((await expanded(page)).slice(0, 2)).toEqual(['false', 'true']);
    expect(await page.locator('[data-burger-accordion-panel]').count()).toBe(1);
    expect(await page.locator('#burger-accordion-1 a').first().isVisible()).toBe(true);

    await page.click('[data-burger-back]');
    expect(await level(page)).toBe('primary');
    expect(await scrollTop(page)).toBe(remembered);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-burger-item'))).toBe('5');

    await page.click(`[data-burger-item="${target}"]`);
    await page.click('[data-burger-accordion="0"]');
    await page.click('[data-burger-close]');
    await openBurger(page);
    expect(await level(page)).toBe('primary');
    expect(await scrollTop(page)).toBe(0);
  });

  test('poster channel: "all wall art" opens accordions of its own', async () => {
    const { page } = await open(POSTER);
    await openBurger(page);
    await page.click('[data-burger-item="0"]');
    expect(await level(page)).toBe('secondary');
    expect(await page.textContent('[data-burger-back]')).toBe('Back');
    expect(await page.textContent('[data-burger-all]')).toBe('All wall art');
    await page.click('[data-burger-accordion="0"]');
    expect(await level(page)).toBe('tertiary');
    expect(await page.locator('#burger-accordion-0 a').count()).toBeGreaterThan(0);
  });

  test('reaching 1024 px wide closes it and lifts the scroll lock', async () => {
    const { page } = await open(POSTER);
    await openBurger(page);
    await page.click('[data-burger-item="0"]');
    expect(await scrollLocked(page)).toBe(true);
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.waitForSelector(PANEL, { state: 'detached' });
    expect(await scrollLocked(page)).toBe(false);
    expect(await page.isVisible('[data-burger-button]')).toBe(false);
    // The button is hidden there: focus goes to the logo, not to the body.
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-logo'))).toBe(true);
    await page.setViewportSize({ width: 375, height: 800 });
    await openBurger(page);
    expect(await level(page)).toBe('primary');
  });

  test('Escape closes, focus stays inside while open, a link click closes', async () => {
    const { page } = await open();
    await openBurger(page);
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-burger-panel]'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector(PANEL, { state: 'detached' });
    expect(await scrollLocked(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-burger-button'))).toBe(true);

    await openBurger(page);
    // Keep the page: the panel must close on the click itself, not because a new page loads.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await page.click('[data-burger-footer] a');
    await page.waitForSelector(PANEL, { state: 'detached' });
    expect(await scrollLocked(page)).toBe(false);
  });
});
