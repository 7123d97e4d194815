// What every page has, in Chromium, without React: the action bar's dismissal survives a reload and syncs across
// tabs, its countdown ticks, back-to-top works; no page loads React before an interaction, a page without islands
// loads no JavaScript, a failed island chunk reloads the page once. With every island hydrated a page stays within
// its JavaScript budget, and a product page has downloaded the code of the parts its product has, and of no other.
import { brotliCompressSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserFixture, holdRequests, shopUrl } from './browser';

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

/** Brotli bytes of JavaScript a page may have downloaded once every island on it has hydrated. */
const JS_AFTER_HYDRATION_BUDGET = 90_000;

const KL = 'kartenliebe.de.localhost';
const POSTER = 'poster.de.localhost';
const FURNITURE = ['main-navigation', 'burger', 'account'];
const PRODUCT = ['calculator', 'accessory-order', ...FURNITURE];

/**
 * The pages the bench measures, held to the budget, each with islands it must carry (so a page that lost them cannot
 * pass by it): per channel the home, a category, a product (the poster's with option groups and a video) and the
 * products overview.
 */
const JS_BUDGET_PAGES = [
  { name: 'kartenliebe home', host: KL, path: '/', islands: FURNITURE },
  { name: 'kartenliebe category', host: KL, path: '/fotokalender/', islands: FURNITURE },
  { name: 'kartenliebe product', host: KL, path: '/fotokalender/wandkalender/', islands: PRODUCT },
  { name: 'kartenliebe products', host: KL, path: '/products/', islands: FURNITURE },
  { name: 'poster home', host: POSTER, path: '/', islands: FURNITURE },
  { name: 'poster category', host: POSTER, path: '/leinwanddruck', islands: FURNITURE },
  {
    name: 'poster product',
    host: POSTER,
    path: '/leinwanddruck/leinwand-classic',
    islands: [...PRODUCT, 'video-block'],
  },
  { name: 'poster products', host: POSTER, path: '/products', islands: FURNITURE },
];

/** How long no request may be in flight for the page to count as quiet. */
const QUIET_MS = 500;

interface JavaScriptMeter {
  urls(): string[];
  /** Every `.js` body read so far, as text. */
  sources(): Promise<string[]>;
  /** Resolves once no request of the page has been in flight for QUIET_MS. */
  quiet(): Promise<void>;
  /** Brotli bytes of every `.js` body so far. */
  total(): Promise<number>;
}

/**
 * Sums the brotli size of every `.js` response of the page. A body Chromium no longer holds is fetched again
 * (hashed assets never change): an unread body must not count as nothing.
 */
function measureJavaScript(page: Page): JavaScriptMeter {
  const sizes = new Map<string, number>();
  const texts = new Map<string, string>();
  const bodies: Promise<void>[] = [];
  let inflight = 0;
  let lastChange = Date.now();
  const settle = (change: number) => {
    inflight += change;
    lastChange = Date.now();
  };
  page.on('request', () => settle(1));
  page.on('requestfailed', () => settle(-1));
  page.on('requestfinished', () => settle(-1));
  page.on('response', (response) => {
    const url = response.url();
    if (!url.endsWith('.js')) return;
    bodies.push(
      response
        .body()
        .catch(async () => Buffer.from(await (await fetch(url)).arrayBuffer()))
        .then((body) => {
          sizes.set(url, brotliCompressSync(body).length);
          texts.set(url, body.toString('utf8'));
        }),
    );
  });
  return {
    urls: () => [...sizes.keys()],
    sources: async () => {
      await Promise.all(bodies);
      return [...texts.values()];
    },
    quiet: () =>
      expect
        .poll(() => inflight === 0 && Date.now() - lastChange >= QUIET_MS, { timeout: 15_000, interval: 50 })
        .toBe(true),
    // Every body read so far: a body still being read would be missing from the sum.
    total: async () => {
      await Promise.all(bodies);
      return [...sizes.values()].reduce((sum, size) => sum + size, 0);
    },
  };
}

/**
 * Triggers every island marker (twice: a hydrated island may bring markers of its own) and waits until all have
 * hydrated and the page's requests are done. Answers the islands' names.
 */
async function hydrateEveryIsland(page: Page, js: JavaScriptMeter): Promise<string[]> {
  for (let round = 0; round < 2; round += 1) {
    for (const marker of await page.$$('[data-island]:not([data-hydrated])')) {
      await marker.evaluate((element) => element.dispatchEvent(new FocusEvent('focusin')));
    }
    await expect
      .poll(() => page.locator('[data-island]:not([data-hydrated])').count(), { timeout: 10_000 })
      .toBe(0);
    await js.quiet();
  }
  return page.$$eval('[data-island]', (markers) => markers.map((m) => m.getAttribute('data-island') ?? ''));
}

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

  test("a first click on a calculator's option, its part's code still on its way, chooses the option in place", async () => {
    const page = await chromium.context.newPage();
    // The option groups' code arrives late: the click is replayed only on the whole, hydrated calculator.
    const release = await holdRequests(page, '**/assets/chunks/CalculatorOptionGroups-*.js');
    const path = '/framed-prints/poster-in-a-wooden-frame';
    await page.goto(shopUrl(path, 'poster.co.uk.localhost'), { waitUntil: 'load' });
    const option = page
      .locator('[data-option-group="glass"] [data-option]:not([data-option="none"])')
      .first();
    const clicked = option.click();
    setTimeout(release, 500);
    await clicked;
    // Chosen in place: the page's address keeps the choice; it did not go on to the designer.
    await expect.poll(() => new URL(page.url()).searchParams.get('material')).toBe('poster');
    expect(new URL(page.url()).pathname).toBe(path);
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

  test('home page JavaScript, brotli: at most 20 kB before any interaction, even scrolled to the bottom', async () => {
    const page = await chromium.context.newPage();
    const js = measureJavaScript(page);
    await page.goto(shopUrl('/'), { waitUntil: 'load' });
    await bootReady(page);
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < bottom; y += 600) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForTimeout(60);
    }
    await js.quiet();
    expect(js.urls().filter((url) => url.includes('/assets/islands/'))).toEqual([]);
    expect(await js.total()).toBeLessThanOrEqual(20_000);
  });

  test.each(JS_BUDGET_PAGES)(
    '$name: at most 90 kB of JavaScript, brotli, with every island on the page hydrated, and no valibot',
    async ({ name, path, host, islands }) => {
      const page = await chromium.context.newPage();
      const js = measureJavaScript(page);
      await page.goto(shopUrl(path, host), { waitUntil: 'load' });
      await bootReady(page);
      const names = await hydrateEveryIsland(page, js);
      expect(names).toEqual(expect.arrayContaining(islands));
      const total = await js.total();
      expect(total, `${name}: ${total} bytes`).toBeLessThanOrEqual(JS_AFTER_HYDRATION_BUDGET);
      // No island checks its props or a shop answer as it wakes: the schema library (its error class's name in
      // the bundle) arrives only with a form or dialog that needs it.
      expect((await js.sources()).filter((source) => source.includes('ValiError'))).toEqual([]);
    },
  );

  // What each part's code writes into the page: found in a loaded script, that part's code was downloaded.
  const PART_MARKS = {
    'option groups': 'data-option-group',
    'card order': 'data-order-sample',
    'accessory order': 'data-accessory-add',
  } as const;
  type Part = keyof typeof PART_MARKS;

  test.each<[path: string, parts: Part[]]>([
    ['/fotoabzuege/fotoabzuege-matt/', []],
    ['/fotocollage/collage-auf-leinwand/', ['option groups']],
    ['/karten/weihnachtskarten/', ['card order', 'accessory order']],
    ['/fotokalender/wandkalender/', ['accessory order']],
  ])(
    '%s, every island hydrated, has downloaded the code of %j and of no other product part',
    async (path, parts) => {
      const page = await chromium.context.newPage();
      const js = measureJavaScript(page);
      await page.goto(shopUrl(path), { waitUntil: 'load' });
      await bootReady(page);
      expect(await hydrateEveryIsland(page, js)).toContain('calculator');
      const sources = await js.sources();
      const loaded = (Object.keys(PART_MARKS) as Part[]).filter((part) =>
        sources.some((source) => source.includes(PART_MARKS[part])),
      );
      expect(loaded).toEqual(parts);
    },
  );

  test("an interaction loads that island's chunk only, with React, and hydrates that island alone", async () => {
    const { page, scripts } = await open('/');
    await bootReady(page);
    await page.hover('[data-island="account"] [data-account-item]');
    await page.waitForSelector('[data-island="account"][data-hydrated]', { state: 'attached' });
    // The page furniture's islands share one chunk: the account's brings the navigation's code, not its hydration.
    const islands = scripts.filter((url) => url.includes('/assets/islands/'));
    expect(islands.map((url) => url.replace(/.*\/islands\/([a-z-]+)-\w+\.js$/, '$1'))).toEqual(['furniture']);
    await page.waitForTimeout(300);
    expect(
      await page.$$eval('[data-island][data-hydrated]', (markers) =>
        markers.map((marker) => marker.getAttribute('data-island')),
      ),
    ).toEqual(['account']);
    // Another furniture island wakes on its own interaction, its code already there.
    await page.hover('[data-main-navigation] [data-nav-index="0"] a');
    await page.waitForSelector('[data-island="main-navigation"][data-hydrated]', { state: 'attached' });
    expect(scripts.filter((url) => url.includes('/assets/islands/'))).toHaveLength(1);
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
    await page.route('**/assets/islands/furniture-*.js', (route) => route.abort());
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
