// What every page has, in Chromium, without React: the action bar's dismissal survives a reload and syncs across
// tabs, its countdown ticks, back-to-top works; no page loads React before an interaction, a page without islands
// loads no JavaScript, a failed island chunk reloads the page once.
import { brotliCompressSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserFixture, shopUrl } from './browser';

const chromium = browserFixture({ viewport: { width: 1280, height: 800 }, failOnErrors: false });

async function open(path: string, host?: string): Promise<{ page: Page; scripts: string[] }> {
  const page = await chromium.context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url());
  });
  await page.goto(shopUrl(path, host), { waitUntil: 'load' });
  return { page, scripts };
}

/** The boot script has wired the server HTML's dismissals, countdown, back-to-top and footer. */
const bootReady = (page: Page) =>
  page.waitForSelector('html[data-boot-ready]', { state: 'attached', timeout: 10_000 });

/** Island chunks and the React chunk: never requested before an interaction. */
const islandScripts = (scripts: string[]) =>
  scripts.filter((url) => /\/assets\/(islands|chunks)\//.test(url));

describe('action bar', () => {
  test('dismissed, it stays gone after a reload, rendered so by the server', async () => {
    const { page } = await open('/');
    await bootReady(page);
    await page.click('[data-action-bar] button');
    await expect.poll(() => page.locator('[data-action-bar]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.classList.contains('action-bar-closed'))).toBe(
      true,
    );
    const cookies = await chromium.context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'actionBarClosed_xmas-2027')?.value).toBe('1');

    const response = await page.reload();
    expect(await response?.text()).not.toContain('data-action-bar=');
    expect(await page.locator('[data-action-bar]').count()).toBe(0);
  });

  test('a dismissal in one tab hides the bar in the other', async () => {
    const first = await open('/');
    const second = await open('/');
    await bootReady(first.page);
    await bootReady(second.page);
    await first.page.click('[data-action-bar] button');
    await expect.poll(() => second.page.locator('[data-action-bar]').count()).toBe(0);
    expect(await second.page.evaluate(() => document.documentElement.className)).toContain(
      'action-bar-closed',
    );
  });

  test('the dismissal needs no island: no React and no island chunk load for it', async () => {
    const { page, scripts } = await open('/', 'poster.co.uk.localhost');
    await bootReady(page);
    await page.click('[data-action-bar] [data-action-bar-close]');
    await expect.poll(() => page.locator('[data-action-bar]').count()).toBe(0);
    await page.waitForTimeout(500);
    // Shared chunks and the page-wide analytics loader (the demo container's consent default) may load; no
    // island's own code does.
    const islandCode = (url: string) => /islands\//.test(url) || !/chunks\/(chunk|analytics)-/.test(url);
    expect(islandScripts(scripts).filter(islandCode)).toEqual([]);
    const response = await page.reload();
    expect(await response?.text()).not.toContain('data-action-bar=');
  });

  test('the countdown ticks', async () => {
    const { page } = await open('/');
    await bootReady(page);
    const first = await page.textContent('[data-countdown]');
    await expect.poll(() => page.textContent('[data-countdown]'), { timeout: 3000 }).not.toBe(first);
  });
});

describe('clicks before hydration', () => {
  test("a click with a modifier key stays the browser's own: the link opens in a new tab", async () => {
    const { page } = await open('/');
    const link = page.locator('[data-main-navigation] li[data-nav-type="card"] a');
    const href = await link.getAttribute('href');
    const opened = chromium.context.waitForEvent('page');
    await link.click({ modifiers: ['Control'] });
    const tab = await opened;
    // A new tab starts at about:blank; wait for its navigation to the link.
    await tab.waitForURL((url) => url.pathname === href);
    expect(new URL(tab.url()).pathname).toBe(href);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a plain click on a navigation link before hydration is replayed and navigates', async () => {
    const { page } = await open('/');
    const link = page.locator('[data-main-navigation] li[data-nav-type="card"] a');
    const href = await link.getAttribute('href');
    await Promise.all([page.waitForURL((url) => url.pathname === href), link.click()]);
  });
});

describe('back-to-top', () => {
  test('appears when scrolling up past half the window, and takes the page to the top', async () => {
    const { page } = await open('/');
    await bootReady(page);
    const button = page.locator('[data-back-to-top]');
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(bottom).toBeGreaterThan(800);
    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await scrollTo(bottom);
    await page.waitForTimeout(700);
    expect(await button.isVisible()).toBe(false);
    await scrollTo(bottom - 300);
    await expect.poll(() => button.isVisible(), { timeout: 2000 }).toBe(true);
    await scrollTo(bottom - 100);
    await expect.poll(() => button.isVisible(), { timeout: 2000 }).toBe(false);
    await scrollTo(bottom - 300);
    await expect.poll(() => button.isVisible(), { timeout: 2000 }).toBe(true);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
    await expect.poll(() => button.isVisible(), { timeout: 2000 }).toBe(false);
  });

  test('stays hidden above half the window height', async () => {
    const { page } = await open('/');
    await bootReady(page);
    await page.evaluate(() => window.scrollTo({ top: 380, behavior: 'instant' }));
    await page.waitForTimeout(700);
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await page.waitForTimeout(800);
    expect(await page.locator('[data-back-to-top]').isVisible()).toBe(false);
  });
});

describe('JavaScript on demand', () => {
  test('a page without islands requests no .js file', async () => {
    const { page, scripts } = await open('/_icons/');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
  });

  test('home page JavaScript, brotli: at most 20 kB before any interaction (even scrolled to the bottom), 90 kB with every island hydrated', async () => {
    const page = await chromium.context.newPage();
    const sizes = new Map<string, number>();
    const bodies: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return;
      bodies.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => void sizes.set(response.url(), brotliCompressSync(body).length)),
      );
    });
    // Every body read so far: a body still being read would be missing from the sum.
    const total = async () => {
      await Promise.all(bodies);
      return [...sizes.values()].reduce((sum, size) => sum + size, 0);
    };
    await page.goto(shopUrl('/'), { waitUntil: 'load' });
    await bootReady(page);
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < bottom; y += 600) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForTimeout(60);
    }
    await page.waitForLoadState('networkidle');
    expect([...sizes.keys()].filter((url) => url.includes('/assets/islands/'))).toEqual([]);
    expect(await total()).toBeLessThanOrEqual(20_000);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const names = await page.$$eval('[data-island]', (markers) =>
      markers.map((m) => m.getAttribute('data-island')),
    );
    for (const marker of await page.$$('[data-island]')) {
      await marker.evaluate((element) => element.dispatchEvent(new FocusEvent('focusin')));
    }
    await expect
      .poll(() => page.locator('[data-island]:not([data-hydrated])').count(), { timeout: 10_000 })
      .toBe(0);
    await page.waitForLoadState('networkidle');
    expect(names.length).toBeGreaterThan(4);
    expect(await total()).toBeLessThanOrEqual(90_000);
  });

  test('an interaction loads the chunk of that island only, with React, and hydrates it', async () => {
    const { page, scripts } = await open('/');
    await bootReady(page);
    await page.hover('[data-island="account"] [data-account-item]');
    await page.waitForSelector('[data-island="account"][data-hydrated]', { state: 'attached' });
    const islands = scripts.filter((url) => url.includes('/assets/islands/'));
    expect(islands.map((url) => url.replace(/.*\/islands\/([a-z-]+)-\w+\.js$/, '$1'))).toEqual(['account']);
  });

  test("the locale's texts stay out of the page and come once, with the first island", async () => {
    const { page } = await open('/');
    const texts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/texts-')) texts.push(request.url());
    });
    const data = JSON.parse((await page.locator('#island-data').textContent()) ?? '{}') as {
      state: Record<string, unknown>;
      texts: string;
    };
    expect(data.state).not.toHaveProperty('texts');
    expect(data.texts).toMatch(/^\/assets\/texts-de-DE-[0-9a-f]+\.json$/);
    await bootReady(page);
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    expect(texts).toEqual([]);
    await page.hover('[data-island="account"] [data-account-item]');
    await page.waitForSelector('[data-island="account"][data-hydrated]', { state: 'attached' });
    // The hydrated island renders from the fetched texts: the same German words as the server's.
    await page.click('[data-island="account"] [data-account-item]');
    await expect.poll(() => page.locator('[role="dialog"]').textContent()).toContain('Passwort');
    await page.keyboard.press('Escape');
    await page.hover('[data-main-navigation] [data-nav-index="0"] a');
    await page.waitForSelector('[data-island="main-navigation"][data-hydrated]', { state: 'attached' });
    expect(texts).toEqual([expect.stringContaining(data.texts)]);
  });

  test('a failed island chunk reloads the page once per path', async () => {
    const page = await chromium.context.newPage();
    // A first visit to the origin is asked again with the client hints its answer names (Critical-CH): visited
    // once before, the counted navigation is the page's own.
    await page.goto(shopUrl('/impressum/'));
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.route('**/assets/islands/account-*.js', (route) => route.abort());
    await page.goto(shopUrl('/'));
    await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
    await page.hover('[data-island="account"] [data-account-item]').catch(() => undefined);
    await page.waitForTimeout(3000);
    expect(documents).toBe(2);
    const stored = await page.evaluate(() => sessionStorage.getItem('shop:chunk-reload'));
    expect(JSON.parse(stored ?? '{}').path).toBe('/');
  });

  test('hashed assets are served immutable, the page is not', async () => {
    const { page } = await open('/');
    // The boot script is imported by the page's inline loader: its URL is among the page's resources.
    await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
    const urls = await page.evaluate(() => [
      document.querySelector<HTMLLinkElement>('link[rel=icon]')?.href ?? '',
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => new URL(name).pathname.startsWith('/assets/boot-')) ?? '',
    ]);
    const cacheControl = (url: string) =>
      page.evaluate(async (target) => {
        const response = await fetch(target);
        return `${response.status} ${response.headers.get('cache-control')}`;
      }, url);
    for (const url of urls) expect(await cacheControl(url)).toBe('200 public, max-age=31536000, immutable');
    expect(await cacheControl(shopUrl('/'))).not.toContain('immutable');
  });
});
