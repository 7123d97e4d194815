// WCAG 2.1 AA with axe-core: a category page and a product page of each channel, and a page with the newsletter
// form's notice, as a visitor first sees them (consent banner included); any violation fails with its rule and the
// elements it found. A toggle whose panel loads on demand (burger, flyout) is expanded, naming its panel, only
// once the panel is in the page: before, while its code loads, and after, no reference dangles.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { bootReady, browserFixture, holdRequests, shopUrl } from './browser';

const chromium = browserFixture({ viewport: { width: 1280, height: 800 } });
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  help: string;
  impact?: string | null;
  nodes: { target: string[] }[];
}

/** axe-core's WCAG 2.1 AA findings on the page as it is now: rule, help, impact and the first elements found. */
async function axeViolations(page: Page) {
  // Evaluated through the debugging protocol: the shop's CSP rightly refuses an injected script tag.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      impact: violation.impact,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  });
}

/**
 * Every reference a toggle makes that the page cannot answer: an `aria-controls` id with no element, and an
 * element that says it is expanded without naming a panel that is there.
 */
const danglingReferences = (page: Page) =>
  page.evaluate(() => {
    const missing = (element: Element) =>
      (element.getAttribute('aria-controls') ?? '')
        .split(/\s+/)
        .filter((id) => id && !document.getElementById(id));
    const named = Array.from(document.querySelectorAll('[aria-controls]')).flatMap((element) =>
      missing(element).map((id) => `${element.outerHTML.slice(0, 80)} names #${id}`),
    );
    const expanded = Array.from(
      document.querySelectorAll(
        '[aria-expanded="true"][aria-controls=""], [aria-expanded="true"]:not([aria-controls])',
      ),
    )
      .filter((element) => element.tagName === 'BUTTON' || element.tagName === 'A')
      .map((element) => `${element.outerHTML.slice(0, 80)} is expanded, naming no panel`);
    return [...named, ...expanded];
  });

test.each([
  ['kartenliebe.de.localhost', '/fotokalender/'],
  ['kartenliebe.de.localhost', '/karten/hochzeitskarten/'],
  // The newsletter form's return, with its status notice.
  ['kartenliebe.de.localhost', '/karten/?newsletter=pending'],
  ['poster.co.uk.localhost', '/canvas-prints'],
  ['poster.co.uk.localhost', '/canvas-prints/canvas-classic'],
])('%s%s has no WCAG 2.1 AA violation', async (host, path) => {
  const page = await chromium.newPage();
  await page.goto(shopUrl(path, host), { waitUntil: 'load' });
  expect(await axeViolations(page)).toEqual([]);
});

const critical = (violations: Awaited<ReturnType<typeof axeViolations>>) =>
  violations.filter((violation) => violation.impact === 'critical');

/**
 * A toggle while its panel's code is held: collapsed, naming nothing, nothing dangling, no critical axe finding;
 * once released and the panel is in the page: expanded, naming the panel, nothing dangling.
 */
async function namesPanelOnceThere(
  page: Page,
  toggle: Locator,
  panel: string,
  release: () => void,
): Promise<void> {
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await toggle.getAttribute('aria-controls')).toBeNull();
  expect(await danglingReferences(page)).toEqual([]);
  expect(critical(await axeViolations(page))).toEqual([]);

  release();
  await page.waitForSelector(panel);
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  expect(await toggle.getAttribute('aria-controls')).toBe(await page.getAttribute(panel, 'id'));
  expect(await danglingReferences(page)).toEqual([]);
}

describe('a toggle is expanded, naming its panel, only once the panel is in the page', () => {
  test('the burger: collapsed and naming nothing while its panel loads, then expanded naming it', async () => {
    await chromium.newContext({ viewport: { width: 375, height: 800 } });
    const page = await chromium.newPage();
    const release = await holdRequests(page, '**/assets/chunks/BurgerPanel-*.js');
    await page.goto(shopUrl('/'), { waitUntil: 'load' });
    await bootReady(page);
    const button = page.locator('[data-burger-button]');
    await button.click();
    // Open (the label says close) while the panel's code is held: nothing in the page to name yet.
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Menü schließen');
    expect(await page.locator('[data-burger-panel]').count()).toBe(0);
    await namesPanelOnceThere(page, button, '[data-burger-panel]', release);
    // A level with accordions: a closed accordion names no list, an open one names its own.
    await page.click('[data-burger-item="5"]');
    await page.click('[data-burger-accordion="0"]');
    expect(await page.getAttribute('[data-burger-accordion="0"]', 'aria-controls')).toBe(
      'burger-accordion-0',
    );
    expect(await page.getAttribute('[data-burger-accordion="1"]', 'aria-controls')).toBeNull();
    expect(await danglingReferences(page)).toEqual([]);
    expect(critical(await axeViolations(page))).toEqual([]);
  });

  test('a flyout: its toggle names it once it is there, and nothing before', async () => {
    const page = await chromium.newPage();
    const release = await holdRequests(page, '**/assets/chunks/Flyout-*.js');
    await page.goto(shopUrl('/'), { waitUntil: 'load' });
    await bootReady(page);
    const toggle = page.locator('[data-main-navigation] li[data-nav-type="card"] button');
    await page.focus('[data-main-navigation] li[data-nav-type="card"] a');
    await page.waitForSelector('[data-island="main-navigation"][data-hydrated]', { state: 'attached' });
    const requested = page.waitForRequest('**/assets/chunks/Flyout-*.js');
    await page.keyboard.press('ArrowDown');
    await requested;
    await namesPanelOnceThere(page, toggle, '[data-flyout="card"]', release);
  });
});
