// Real-user measurement in Chromium, read in the shop's own log: a visitor who allows analytics sends the page's
// LCP with its element when the page is hidden, and an uncaught error arrives as a browser-error; without
// analytics consent the error still arrives but no vitals (their chunk is not even loaded); with tracking=0
// nothing does. The vitals' chunk loads only on the visitor's first interaction, never before.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_KEYS } from '../../demo/flags';
import { type ShopServer, startShop } from '../../scripts/shop-server';
import { CONSENT_COOKIE } from '../../shared/domain/consent';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { launch } from './browser';

const HOST = 'kartenliebe.de.localhost';

let server: ShopServer;
let browser: Browser;

beforeAll(async () => {
  // A server of its own: the test reads what the worker logs.
  server = await startShop({ vars: { RUM_SAMPLE_RATE: '1' } });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => `http://${HOST}:${server.port}${path}`;

/** A visitor with the test flag key and, if given, a consent choice. */
async function visitor(consent?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const cookies: { name: string; value: string; url: string }[] = [
    { name: FLAG_KEY_COOKIE, value: DEMO_KEYS.off, url: url('/') },
  ];
  if (consent) cookies.push({ name: CONSENT_COOKIE, value: consent, url: url('/') });
  await context.addCookies(cookies);
  return context;
}

/** The worker's log lines of an id, parsed, that mention `marker`. */
function logLines(id: string, marker: string): Record<string, unknown>[] {
  return (
    server
      .output()
      .split('\n')
      // wrangler prints the worker's line between its own decorations.
      .map((line) => line.slice(line.indexOf('{'), line.lastIndexOf('}') + 1))
      .filter((line) => line.includes(`"id":"${id}"`) && line.includes(marker))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
  );
}

/** Opens the page, waits until the browser is idle after load, throws `message` from a task of the page. */
async function openAndThrow(context: BrowserContext, path: string, message: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url(path), { waitUntil: 'load' });
  await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.waitForTimeout(300);
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
  await page.waitForTimeout(100);
  return page;
}

/** Hides the page by leaving it: `pagehide`, then `visibilitychange` to hidden. */
async function leave(page: Page): Promise<void> {
  await page.goto('about:blank');
}

const vitalsChunk = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/chunks/rum-vitals-'))
      .map((entry) => ({ start: entry.startTime })),
  );

describe('with analytics allowed', () => {
  test('the LCP with its element and an uncaught error reach the log once the page is hidden', async () => {
    const context = await visitor('granted');
    const marker = `rum-test-${crypto.randomUUID()}`;
    const page = await openAndThrow(context, '/', marker);
    // Not before an interaction: the first view's bytes stay as they were.
    await page.waitForTimeout(500);
    expect(await vitalsChunk(page)).toEqual([]);
    await page.mouse.move(300, 400);
    await page.mouse.move(320, 420);
    await expect.poll(() => vitalsChunk(page), { timeout: 10_000 }).toHaveLength(1);
    await leave(page);

    await expect.poll(() => logLines('browser-error', marker), { timeout: 10_000 }).toHaveLength(1);
    expect(logLines('browser-error', marker)[0]).toMatchObject({
      level: 'warn',
      kind: 'error',
      message: `Uncaught Error: ${marker}`,
      pageType: 'home',
      path: '/',
    });
    expect(String(logLines('browser-error', marker)[0]?.stack)).toContain(marker);
    await expect
      .poll(() => logLines('web-vitals', '"name":"LCP"').length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const lcp = logLines('web-vitals', '"name":"LCP"').at(-1);
    expect(lcp).toMatchObject({ level: 'info', pageType: 'home', path: '/', navigationType: 'navigate' });
    expect(lcp?.value).toEqual(expect.any(Number));
    expect(Number.isInteger(lcp?.value)).toBe(true);
    expect(['good', 'needs-improvement', 'poor']).toContain(lcp?.rating);
    // The LCP element as a selector (the home page's is its hero image).
    expect(String(lcp?.target)).toMatch(/^[a-z]+[1-6]?\b/);
    await context.close();
  });
});

describe('island chunks', () => {
  test('a chunk that fails to load is reported as a browser-error of kind chunk before the page reloads', async () => {
    const context = await visitor();
    const page = await context.newPage();
    await page.route('**/assets/islands/furniture-*.js', (route) => route.abort());
    await page.goto(url('/basket/'), { waitUntil: 'load' });
    await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
    const before = logLines('browser-error', '"kind":"chunk"').length;
    const reloaded = page.waitForEvent('load');
    await page.hover('[data-island="account"] [data-account-item]');
    await reloaded;
    await expect
      .poll(() => logLines('browser-error', '"kind":"chunk"').length, { timeout: 10_000 })
      .toBe(before + 1);
    expect(logLines('browser-error', '"kind":"chunk"').at(-1)).toMatchObject({
      message: expect.stringMatching(/^island account: /),
      pageType: 'basket',
      path: '/basket/',
    });
    await context.close();
  });
});

describe('without analytics consent', () => {
  test('the error arrives, no vitals are measured or sent', async () => {
    const context = await visitor('custom:marketing');
    const marker = `rum-test-${crypto.randomUUID()}`;
    const before = logLines('web-vitals', '"name"').length;
    const page = await openAndThrow(context, '/', marker);
    // An interaction would load the vitals for a visitor who allows analytics.
    await page.mouse.move(300, 400);
    await page.waitForTimeout(500);
    expect(await vitalsChunk(page)).toEqual([]);
    await leave(page);
    await expect.poll(() => logLines('browser-error', marker), { timeout: 10_000 }).toHaveLength(1);
    expect(logLines('web-vitals', '"name"').length).toBe(before);
    await context.close();
  });
});

describe('with tracking=0', () => {
  test('nothing is measured or sent', async () => {
    const context = await visitor('granted');
    const marker = `rum-test-${crypto.randomUUID()}`;
    const page = await openAndThrow(context, '/?tracking=0', marker);
    await page.mouse.move(300, 400);
    await page.waitForTimeout(500);
    expect(await vitalsChunk(page)).toEqual([]);
    await leave(page);
    await page.waitForTimeout(1500);
    expect(logLines('browser-error', marker)).toEqual([]);
    await context.close();
  });
});
