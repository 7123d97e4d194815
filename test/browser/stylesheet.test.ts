// The stylesheets in Chromium: the first paint is styled by the inline critical stylesheet alone, with what it has
// no rules for hidden; the full stylesheet, asked for once the largest paint is on screen (before the boot, which
// waits for it), shows the rest and moves nothing; it is served immutable and a second page takes it from the
// cache; without JavaScript it loads all the same.
import type { CDPSession } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO_KEYS } from '../../demo/flags';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { browserFixture, holdRequests, layoutShift, shopUrl } from './browser';

const chromium = browserFixture();

const PAGES = [
  ['kartenliebe home', 'kartenliebe.de.localhost', '/'],
  ['kartenliebe home after a newsletter sign-up', 'kartenliebe.de.localhost', '/?newsletter=pending'],
  ['kartenliebe category', 'kartenliebe.de.localhost', '/fotokalender/'],
  ['kartenliebe product', 'kartenliebe.de.localhost', '/fotokalender/wandkalender/'],
  ['poster home', 'poster.co.uk.localhost', '/'],
  ['poster category', 'poster.co.uk.localhost', '/canvas-prints'],
  ['poster product', 'poster.co.uk.localhost', '/canvas-prints/canvas-classic'],
] as const;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1440, height: 900 },
] as const;

const FULL_STYLESHEET = /\/assets\/site-[0-9a-f]+\.css$/;

/**
 * Boxes and looks of what the first paint shows: every element before main, and main's lead up to the critical
 * end. An icon's drawing is left out: it comes from the sprite file, whenever that arrives, in a box of its own size.
 */
function firstPaintBoxes(): string[] {
  const main = document.querySelector('main');
  const end = document.querySelector('[data-critical-end]');
  const shown = [...document.querySelectorAll('body *')].filter((element) => {
    if (element.closest('script, template, [hidden], svg *')) return false;
    if (!main) return false;
    const beforeMain = main.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING;
    const inLead =
      !!end &&
      main.contains(element) &&
      !!(end.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) &&
      !element.contains(end);
    return beforeMain || inLead;
  });
  return shown.map((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const name = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
    return `${name} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)} ${style.color} ${style.backgroundColor} ${style.fontSize} ${style.visibility}`;
  });
}

describe.each(VIEWPORTS)('at $width px', (viewport) => {
  test.each(PAGES)(
    '%s: painted with the critical stylesheet alone, nothing moves when the full one arrives',
    async (_name, host, path) => {
      // Without scripts, so that only the stylesheets change the page (no countdown ticking, no strip measured).
      const context = await chromium.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      const release = await holdRequests(page, FULL_STYLESHEET);
      const loaded = page.goto(shopUrl(path, host));
      // Shown: the body's marker after the main content is parsed (asked from here: the page runs no script).
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).visibility).catch(() => ''))
        .toBe('visible');
      expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
      const first = await page.evaluate(firstPaintBoxes);
      expect(first.length).toBeGreaterThan(20);
      // All of it is painted: nothing the first paint shows waits for the full stylesheet.
      expect(first.filter((box) => box.endsWith(' hidden'))).toEqual([]);
      // The lead teaser is there, its picture among what is shown.
      expect(first.some((box) => box.startsWith('img.') && !box.includes(' 0x0 '))).toBe(true);
      // What the critical stylesheet has no rules for is hidden: the rest of the main content and the footer.
      const late = await page.evaluate(() =>
        [...document.querySelectorAll('[data-critical-end] ~ *, main ~ footer')].map(
          (element) => getComputedStyle(element).visibility,
        ),
      );
      expect(late.length).toBeGreaterThan(0);
      expect(new Set(late)).toEqual(new Set(['hidden']));

      release();
      await loaded;
      expect(await page.evaluate(() => document.styleSheets.length)).toBe(2);
      expect(
        await page.evaluate(
          () => getComputedStyle(document.querySelector('footer') ?? document.body).visibility,
        ),
      ).toBe('visible');
      expect(await page.evaluate(firstPaintBoxes)).toEqual(first);
    },
  );
});

describe('the full stylesheet', () => {
  test('the loader asks for it once the largest paint is on screen, and the boot waits for it: the consent banner is never shown unstyled, nothing shifts', async () => {
    await chromium.newContext({ viewport: { width: 390, height: 844 } });
    const page = await chromium.newPage();
    await page.addInitScript(() => {
      const paints: number[] = [];
      Object.assign(window, { largestPaints: paints });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) paints.push(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const release = await holdRequests(page, FULL_STYLESHEET);
    const loaded = page.goto(shopUrl('/'));
    await page.waitForFunction(() => getComputedStyle(document.body).visibility === 'visible');
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-boot-ready'))).toBe(false);
    expect(await page.locator('[data-consent-banner]').isVisible()).toBe(false);
    release();
    await loaded;
    await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
    const banner = page.locator('[data-consent-banner]');
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    const [requested, painted] = await page.evaluate(() => [
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/site-[0-9a-f]+\.css$/.test(entry.name))?.startTime ?? -1,
      (window as unknown as { largestPaints: number[] }).largestPaints[0] ?? -1,
    ]);
    expect(painted).toBeGreaterThan(0);
    expect(requested).toBeGreaterThanOrEqual(painted);
    expect(await layoutShift(page)).toBe(0);
  });

  test('is served immutable as CSS, the one stylesheet link of the page', async () => {
    await chromium.newContext();
    const page = await chromium.newPage();
    await page.goto(shopUrl('/'));
    await page.waitForSelector('link[rel=stylesheet]', { state: 'attached' });
    const href = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => link.href),
    );
    expect(href).toHaveLength(1);
    expect(href[0]).toMatch(FULL_STYLESHEET);
    const response = await page.evaluate(async (url) => {
      const answer = await fetch(url);
      return {
        status: answer.status,
        type: answer.headers.get('content-type'),
        cache: answer.headers.get('cache-control'),
        text: await answer.text(),
      };
    }, href[0] ?? '');
    expect(response.status).toBe(200);
    expect(response.type).toMatch(/^text\/css/);
    expect(response.cache).toBe('public, max-age=31536000, immutable');
    expect(response.text).toContain('html[data-channel=poster]{');
  });

  test('a second page view takes it from the cache: no stylesheet from the network', async () => {
    // No request routing in this context: Playwright turns the HTTP cache off for a context that routes.
    const context = await chromium.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      await context.addCookies([
        { name: FLAG_KEY_COOKIE, value: DEMO_KEYS.off, url: shopUrl('/', 'kartenliebe.de.localhost') },
      ]);
      const page = await context.newPage();
      const cdp: CDPSession = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const fromNetwork: string[] = [];
      const fromCache = new Set<string>();
      cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
      cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
        if (type === 'Stylesheet' && !response.fromDiskCache && !fromCache.has(requestId))
          fromNetwork.push(response.url);
      });
      const styled = () => page.evaluate(() => document.styleSheets.length);
      await page.goto(shopUrl('/'), { waitUntil: 'load' });
      await expect.poll(styled).toBe(2);
      expect(fromNetwork).toEqual([expect.stringMatching(FULL_STYLESHEET)]);
      fromNetwork.length = 0;
      await page.goto(shopUrl('/fotokalender/'), { waitUntil: 'load' });
      await expect.poll(styled).toBe(2);
      expect(fromNetwork).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('without JavaScript it loads all the same and shows the rest of the page', async () => {
    await chromium.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
    const page = await chromium.newPage();
    await page.goto(shopUrl('/fotokalender/'), { waitUntil: 'load' });
    const shown = await page.evaluate(() => ({
      sheets: document.styleSheets.length,
      footer: getComputedStyle(document.querySelector('footer') ?? document.body).visibility,
      rest: [...document.querySelectorAll('[data-critical-end] ~ *')].map(
        (element) => getComputedStyle(element).visibility,
      ),
    }));
    expect(shown.sheets).toBe(2);
    expect(shown.footer).toBe('visible');
    expect(new Set(shown.rest)).toEqual(new Set(['visible']));
  });
});
