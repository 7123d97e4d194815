// Script injection, in Chromium: a shop whose content space puts an injection corpus into every text field
// and `javascript:` into every external link (the `content-hostile` fault), visited with the corpus in the
// query and the path too. The page hooks alert, confirm, prompt and every console method, listens for CSP
// violations and errors, and fails on any call; each page's islands are woken by the interactions that need
// them, so their props are rendered by React as well.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_KEYS } from '../../demo/flags';
import { type ShopServer, startShop } from '../../scripts/shop-server';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { LOG_IDS } from '../../shared/domain/log-ids';
import { XSS_PAYLOAD } from '../../worker/backends/hostile-content';
import { launch } from './browser';

const HOSTS = ['kartenliebe.de.localhost', 'poster.co.uk.localhost'];
const PAYLOAD = encodeURIComponent(XSS_PAYLOAD);

/** What the page reported: hooked calls, CSP violations, uncaught errors, console messages and dialogs. */
interface Reports {
  calls: string[];
}

declare global {
  interface Window {
    __hostile: string[];
  }
}

/** Runs before any script of the page: every way a payload could speak is recorded. */
function hookPage() {
  window.__hostile = [];
  const record =
    (what: string) =>
    (...args: unknown[]) => {
      window.__hostile.push(`${what}: ${args.map(String).join(' ')}`);
    };
  window.alert = record('alert');
  window.confirm = record('confirm') as () => boolean;
  window.prompt = record('prompt') as () => null;
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
    console[method] = record(`console.${method}`);
  }
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__hostile.push(`csp: ${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`);
  });
}

let server: ShopServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  server = await startShop({ vars: { FAULTS: 'content-hostile' } });
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(
    HOSTS.map((host) => ({
      name: FLAG_KEY_COOKIE,
      value: DEMO_KEYS.off,
      url: `http://${host}:${server.port}/`,
    })),
  );
  await context.addInitScript(hookPage);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function visit(host: string, path: string): Promise<{ page: Page; html: string; reports: Reports }> {
  const page = await context.newPage();
  const reports: Reports = { calls: [] };
  page.on('dialog', (dialog) => {
    reports.calls.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => reports.calls.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Chromium's own note on an error page's status (a 404 or 400 is the expected answer) is no call.
    const own = message.text().startsWith('Failed to load resource') && message.location().url === page.url();
    if (!own) reports.calls.push(`console: ${message.text()}`);
  });
  const response = await page.goto(`http://${host}:${server.port}${path}`, { waitUntil: 'load' });
  expect(response?.status()).toBeLessThan(500);
  return { page, html: (await response?.text()) ?? '', reports };
}

/** Wakes what a visitor would: scrolls to the end, hovers the main navigation, opens the login dialog. */
async function wakeIslands(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  const navigation = page.locator('li[data-nav-type] a').first();
  if (await navigation.isVisible().catch(() => false)) {
    await navigation.hover();
    await page.waitForSelector('[data-flyout]', { timeout: 2000 }).catch(() => {});
  }
  const login = page.locator('[data-account-item="anonymous"]').first();
  if (await login.isVisible().catch(() => false)) {
    await login.click();
    await page.waitForSelector('[role="dialog"]', { timeout: 5000 });
    await page.keyboard.press('Escape');
  }
  await page.waitForTimeout(300);
}

/** The DOM as the browser built it carries no handler attributes, foreign scripts or script URLs. */
async function domIsClean(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
        if (/^\s*javascript:.*alert/i.test(attribute.value))
          found.push(`${element.tagName} ${attribute.name}`);
      }
    }
    for (const script of document.querySelectorAll('script')) {
      if (script.textContent?.includes('alert(')) {
        const json = script.type === 'application/json' || script.type === 'speculationrules';
        if (!json) found.push(`script ${script.textContent.slice(0, 80)}`);
      }
    }
    if (document.querySelector('iframe[srcdoc]')) found.push('iframe srcdoc');
    return found;
  });
}

/** A console line of the shop's own log (`console.info: google-one-tap-displayed …`): no injected call. */
const ownLogLine = (line: string) =>
  (LOG_IDS as readonly string[]).includes(/^console\.\w+: ([\w-]+)/.exec(line)?.[1] ?? '');

async function expectNothingRan(page: Page, reports: Reports): Promise<void> {
  const hooked = (await page.evaluate(() => window.__hostile)).filter((line) => !ownLogLine(line));
  expect([...reports.calls, ...hooked]).toEqual([]);
  expect(await domIsClean(page)).toEqual([]);
}

describe('script injection through content, query and path', () => {
  test('the hooks see an injection that gets through: a handler blocked by the CSP and a direct call', async () => {
    const { page, reports } = await visit('kartenliebe.de.localhost', '/impressum/');
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<img src="/x.png" onerror="alert(1)">');
      window.alert('direct');
    });
    // The handler's violation comes when the missing image's answer does, after the page's own late requests.
    await expect
      .poll(() =>
        page.evaluate(() => window.__hostile.some((line) => line.startsWith('csp: script-src-attr'))),
      )
      .toBe(true);
    const hooked = await page.evaluate(() => window.__hostile);
    expect(hooked).toContain('alert: direct');
    expect(await domIsClean(page)).toEqual(['IMG onerror']);
    expect(reports.calls).not.toEqual([]);
    await page.close();
  });

  test.each([
    ['kartenliebe.de.localhost', '/'],
    ['kartenliebe.de.localhost', '/fotokalender/'],
    ['kartenliebe.de.localhost', '/fotokalender/wandkalender/'],
    ['kartenliebe.de.localhost', '/karten/hochzeitskarten/'],
    ['kartenliebe.de.localhost', '/kontakt/'],
    ['kartenliebe.de.localhost', '/hilfe/'],
    ['kartenliebe.de.localhost', '/products/'],
    ['poster.co.uk.localhost', '/'],
    ['poster.co.uk.localhost', '/canvas-prints'],
  ])('%s%s shows the corpus as text and runs none of it', async (host, path) => {
    const { page, html, reports } = await visit(host, path);
    // The corpus reached the page, as text.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    await wakeIslands(page);
    await expectNothingRan(page, reports);
    await page.close();
  });

  test.each([
    [
      'carried and refused parameters',
      'kartenliebe.de.localhost',
      `/?_x=${PAYLOAD}&release=${PAYLOAD}&newsletter=${PAYLOAD}&tileCount=${PAYLOAD}`,
    ],
    ['a missing page', 'kartenliebe.de.localhost', `/${PAYLOAD}/`],
    [
      'the products page with the debug view',
      'kartenliebe.de.localhost',
      `/products/?page=${PAYLOAD}&_debug=1`,
    ],
    ['a missing poster page with a campaign', 'poster.co.uk.localhost', `/${PAYLOAD}?_campaign=${PAYLOAD}`],
    ['a poster category', 'poster.co.uk.localhost', `/canvas-prints?_ga=${PAYLOAD}&format=${PAYLOAD}`],
  ])('%s echoes the query and path as text only', async (_label, host, path) => {
    const { page, reports } = await visit(host, path);
    await wakeIslands(page);
    await expectNothingRan(page, reports);
    await page.close();
  });
});
