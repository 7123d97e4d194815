// The browser's log ids in Chromium, read in the shop's own log: each one the spec gives the browser, raised for
// real (a flag record that changed, a key that changed, a video that 404s, the bot check failing or giving no
// token, Google's one-tap moments, its success and a refused credential, its script missing, refused accessory,
// voucher, login, sign-up and reset posts), arrives with the page's type and path, at the table's level, from
// the browser; an error-level id at once, the rest on page hide; no visitor key goes with them. With tracking=0
// nothing arrives; with no page view sampled an error-level id still does, an info- or warn-level one not.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_KEYS } from '../../demo/flags';
import { type ShopServer, startShop } from '../../scripts/shop-server';
import { BROWSER_LOG_LEVELS, type BrowserLogId } from '../../shared/domain/browser-log';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { RUM_PATH } from '../../shared/domain/rum';
import { TEXTS } from '../../shared/i18n/texts';
import { launch } from './browser';

const HOST = 'kartenliebe.de.localhost';
const ONE_TAP = '[data-google-stand-in-one-tap]';
const NEWSLETTER = 'form[data-bot-check="newsletter_footer"]';
const CARDS = '/karten/hochzeitskarten/';

let server: ShopServer;
let browser: Browser;

const url = (path: string) => `http://${HOST}:${server.port}${path}`;

/** A new visitor with a flag key of the test's. */
async function visitor(key: string = DEMO_KEYS.off): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: FLAG_KEY_COOKIE, value: key, url: url('/') }]);
  return context;
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url(path), { waitUntil: 'load' });
  await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
  return page;
}

/** Hides the page by leaving it: the beacon of what was collected goes. */
async function leave(page: Page): Promise<void> {
  await page.goto('about:blank');
}

/** The worker's log lines of a browser log id, parsed. */
function logLines(id: BrowserLogId): Record<string, unknown>[] {
  return (
    server
      .output()
      .split('\n')
      // wrangler prints the worker's line between its own decorations.
      .map((line) => line.slice(line.indexOf('{'), line.lastIndexOf('}') + 1))
      .filter((line) => line.includes(`"id":"${id}"`) && line.includes('"source":"browser"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
  );
}

/** Runs `act` and waits for one new line of each id, each at its table's level; the new lines. */
async function arrives(ids: BrowserLogId[], act: () => Promise<unknown>) {
  const before = Object.fromEntries(ids.map((id) => [id, logLines(id).length]));
  await act();
  const lines: Partial<Record<BrowserLogId, Record<string, unknown>>> = {};
  for (const id of ids) {
    await expect
      .poll(() => logLines(id).length, { timeout: 15_000, message: id })
      .toBeGreaterThan(before[id] ?? 0);
    const line = logLines(id).at(-1) ?? {};
    expect(line).toMatchObject({ level: BROWSER_LOG_LEVELS[id], id, source: 'browser' });
    lines[id] = line;
  }
  return lines;
}

/** The flag record of the session says the page's experiment had been `on`: this page view's `off` changed it. */
async function tamperFlagRecord(page: Page): Promise<void> {
  await page.evaluate((key) => {
    const record = { splitKey: key, featureFlags: { HOME_HERO_AB: 'on' } };
    sessionStorage.setItem('flagMonitoring', JSON.stringify(record));
  }, DEMO_KEYS.off);
}

async function openLogin(page: Page): Promise<void> {
  await page.click('[data-account-item="anonymous"]');
  await page.waitForSelector('[role="dialog"][data-dialog="login"]');
}

describe('with every page view sampled', () => {
  beforeAll(async () => {
    // A server of its own: the test reads what the worker logs.
    server = await startShop({ vars: { RUM_SAMPLE_RATE: '1' } });
    browser = await launch();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  test('a treatment that changed within the session arrives at once, as an error', async () => {
    const context = await visitor();
    const page = await open(context, '/');
    await tamperFlagRecord(page);
    // Not left: an error goes without waiting for the page to be hidden.
    const { 'flag-treatment-changed': line } = await arrives(['flag-treatment-changed'], () =>
      page.reload({ waitUntil: 'load' }),
    );
    expect(line).toMatchObject({ flag: 'HOME_HERO_AB', from: 'on', to: 'off', pageType: 'home', path: '/' });
    await context.close();
  });

  test('a visitor key that changed arrives without either key', async () => {
    const context = await visitor();
    const page = await open(context, '/');
    await context.addCookies([{ name: FLAG_KEY_COOKIE, value: DEMO_KEYS.on, url: url('/') }]);
    const { 'flag-user-key-changed': line } = await arrives(['flag-user-key-changed'], () =>
      page.reload({ waitUntil: 'load' }),
    );
    expect(line).toMatchObject({ pageType: 'home', path: '/' });
    const text = JSON.stringify(line);
    expect(text).not.toContain(DEMO_KEYS.on);
    expect(text).not.toContain(DEMO_KEYS.off);
    await context.close();
  });

  test('a video that fails to load arrives on page hide', async () => {
    const context = await visitor();
    const page = await context.newPage();
    await page.route('**/demo-media/**', (route) => route.fulfill({ status: 404 }));
    await page.goto(url('/fotobuch/fotobuch-hardcover/'), { waitUntil: 'load' });
    await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
    await page.locator('[data-video-block]').scrollIntoViewIfNeeded();
    await page.hover('[data-video-block] video');
    await page.waitForSelector('[data-island="video-block"][data-hydrated]', { state: 'attached' });
    await page.evaluate(() =>
      document
        .querySelector('video')
        ?.play()
        .catch(() => undefined),
    );
    await page.waitForSelector('[data-video-failed]', { timeout: 10_000 });
    const { 'teaser-hero-video-failed-to-load': line } = await arrives(
      ['teaser-hero-video-failed-to-load'],
      () => leave(page),
    );
    expect(line).toMatchObject({ path: '/fotobuch/fotobuch-hardcover/', pageType: expect.any(String) });
    expect(String(line?.src)).toContain('/demo-media/');
    await context.close();
  });

  test.each<[BrowserLogId, (page: Page) => Promise<void>]>([
    // The bot check's script does not load: the check fails.
    [
      'newsletter-recaptcha-error',
      async (page) => {
        await page.route('**/bot-check/api.js*', (route) => route.abort());
      },
    ],
    // The bot check answers with an empty token.
    [
      'newsletter-no-recaptcha-token',
      async (page) => {
        await page.route('**/bot-check/api.js*', (route) =>
          route.fulfill({
            contentType: 'text/javascript',
            body: "window.grecaptcha = { ready: (done) => done(), execute: () => Promise.resolve('') };",
          }),
        );
      },
    ],
  ])(
    '%s arrives when the newsletter form posts',
    async (id, breakBotCheck) => {
      const context = await visitor();
      const page = await context.newPage();
      await breakBotCheck(page);
      // Each step bounded below the test's own limit, so a step that hangs is named.
      await page.goto(url('/karten/'), { waitUntil: 'load', timeout: 15_000 });
      await page.waitForSelector('html[data-boot-ready]', { state: 'attached', timeout: 5000 });
      await page.fill(`${NEWSLETTER} input[name="email"]`, `logs-${crypto.randomUUID()}@example.com`, {
        timeout: 5000,
      });
      // The form posts without a token, and the page it leaves sends the beacon.
      const lines = await arrives([id], async () => {
        const posted = page.waitForRequest(
          (request) => request.url().includes('/web-api/newsletter-subscribe'),
          {
            timeout: 15_000,
          },
        );
        // Both awaited together: a click that fails leaves no wait for the post behind.
        await Promise.all([posted, page.click(`${NEWSLETTER} button[type="submit"]`, { timeout: 5000 })]);
      });
      expect(lines[id]).toMatchObject({ action: 'newsletter_footer', path: '/karten/', pageType: 'content' });
      await context.close();
    },
    60_000,
  );

  test('Google: one tap displayed and dismissed with its credential, and the sign-in, arrive', async () => {
    const context = await visitor();
    const page = await open(context, '/');
    await openLogin(page);
    await page.click(`${ONE_TAP} [data-google-stand-in-account="1"]`);
    await page.waitForSelector('[data-account-name]');
    const lines = await arrives(
      ['google-one-tap-displayed', 'google-one-tap-dismissed', 'google-sign-in-success'],
      () => leave(page),
    );
    expect(lines['google-one-tap-dismissed']).toMatchObject({ reason: 'credential_returned', path: '/' });
    expect(lines['google-sign-in-success']).toMatchObject({ pageType: 'home', path: '/' });
    // Google's reasons only: no name, address or credential of the visitor.
    expect(JSON.stringify(lines)).not.toMatch(/Grace|Hopper|@|credential"/);
    await context.close();
  });

  test('Google: one tap skipped, then not displayed as the visitor suppressed it', async () => {
    const context = await visitor();
    const page = await open(context, '/');
    await openLogin(page);
    await page.click(`${ONE_TAP} [data-google-stand-in-close]`);
    await page.keyboard.press('Escape');
    await openLogin(page);
    await page.waitForSelector('[data-dialog="login"] [data-google-sign-in] [data-google-stand-in-button]');
    const lines = await arrives(['google-one-tap-skipped', 'google-one-tap-not-displayed'], async () => {
      await page.waitForTimeout(500);
      await leave(page);
    });
    expect(lines['google-one-tap-skipped']?.reason).toEqual(expect.any(String));
    expect(lines['google-one-tap-not-displayed']).toMatchObject({ reason: 'suppressed_by_user' });
    await context.close();
  });

  test('Google: a refused credential arrives with its status only', async () => {
    const context = await visitor();
    const page = await open(context, '/');
    await openLogin(page);
    await page.click(`${ONE_TAP} [data-google-stand-in-account="2"]`);
    await page.waitForSelector('[data-dialog="login"] [data-dialog-error]');
    const { 'google-sign-in-callback-failed': line } = await arrives(['google-sign-in-callback-failed'], () =>
      leave(page),
    );
    expect(line).toMatchObject({ status: 401, path: '/' });
    expect(line).not.toHaveProperty('text');
    await context.close();
  });

  test('Google: a script that does not load arrives', async () => {
    const context = await visitor();
    const page = await context.newPage();
    await page.route('**/google-stand-in/gsi/client**', (route) => route.fulfill({ status: 404 }));
    await page.goto(url('/'), { waitUntil: 'load' });
    await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
    await openLogin(page);
    await page.waitForTimeout(1000);
    const { 'google-sign-in-not-loaded': line } = await arrives(['google-sign-in-not-loaded'], () =>
      leave(page),
    );
    expect(line).toMatchObject({ pageType: 'home', path: '/' });
    await context.close();
  });

  test('Google: a missing button element, which no dialog lacks, is taken from a page’s beacon', async () => {
    // The dialog always renders the element: the id is sent as the page's beacon would send it.
    const context = await visitor();
    const page = await open(context, '/');
    const { 'google-sign-in-button-not-found': line } = await arrives(
      ['google-sign-in-button-not-found'],
      () =>
        page.evaluate(
          (path) =>
            navigator.sendBeacon(
              path,
              JSON.stringify({ path: '/', logs: [{ id: 'google-sign-in-button-not-found', details: {} }] }),
            ),
          RUM_PATH,
        ),
    );
    expect(line).toMatchObject({ pageType: 'home', path: '/' });
    await context.close();
  });

  test('a refused accessory order and a refused voucher arrive on page hide', async () => {
    const context = await visitor();
    const page = await open(context, CARDS);
    const refuse = (status: number, text: string) => ({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ message: { text } }),
    });
    await page.route('**/web-api/card-accessory-order', (route) => route.fulfill(refuse(409, 'Voll.')));
    await page.route('**/web-api/voucher', (route) => route.fulfill(refuse(400, 'Unbekannter Code')));
    await page.click('[data-accessory-order="ribbon"] [data-accessory-add]');
    await page.waitForSelector('[data-accessory-order="ribbon"] [data-accessory-error]');
    await page.click('[data-voucher-apply]');
    await page.waitForSelector('[data-voucher-error]');
    const lines = await arrives(['error-add-accessory', 'error-add-voucher'], () => leave(page));
    expect(lines['error-add-accessory']).toMatchObject({ sku: 'ribbon', status: 409, path: CARDS });
    expect(lines['error-add-voucher']).toMatchObject({ code: 'WELCOME10', status: 400, path: CARDS });
    await context.close();
  });

  test('failed login, sign-up and password reset posts arrive with their status, nothing typed', async () => {
    const context = await visitor();
    const page = await open(context, '/');
    const email = `nobody-${crypto.randomUUID()}@example.com`;
    // The login is refused for real; sign-up and reset by a failing shop.
    await page.route('**/web-api/customer-signup', (route) => route.fulfill({ status: 409, body: '{}' }));
    await page.route('**/web-api/customer-password-reset', (route) => route.fulfill({ status: 500 }));
    const words = TEXTS['de-DE'].auth;

    await openLogin(page);
    await page.fill('[data-dialog="login"] input[name="email"]', email);
    await page.fill('[data-dialog="login"] input[name="password"]', 'not the password');
    await page.click('[data-dialog="login"] button[type="submit"]');
    await page.waitForSelector('[data-dialog="login"] [data-dialog-error]');

    await page.click(`[data-dialog="login"] button:text-is("${words.forgotPassword}")`);
    await page.fill('[data-dialog="password-reset"] input[name="email"]', email);
    await page.click('[data-dialog="password-reset"] button[type="submit"]');
    await page.waitForSelector('[data-dialog="password-reset"] [data-dialog-error]');

    await page.click(`[data-dialog="password-reset"] button:text-is("${words.toLogin}")`);
    await page.click(`[data-dialog="login"] button:text-is("${words.createAccount}")`);
    await page.fill('[data-dialog="signup"] input[name="firstName"]', 'Grace');
    await page.fill('[data-dialog="signup"] input[name="lastName"]', 'Hopper');
    await page.fill('[data-dialog="signup"] input[name="email"]', email);
    await page.fill('[data-dialog="signup"] input[name="password"]', 'correct horse battery');
    await page.click('[data-dialog="signup"] button[type="submit"]');
    await page.waitForSelector('[data-dialog="signup"] [data-dialog-error]');

    const lines = await arrives(['log-in-error', 'password-reset-error', 'sign-up-error'], () => leave(page));
    expect(lines['log-in-error']).toMatchObject({ status: 401, pageType: 'home', path: '/' });
    expect(lines['password-reset-error']).toMatchObject({ status: 500 });
    expect(lines['sign-up-error']).toMatchObject({ status: 409 });
    expect(JSON.stringify(lines)).not.toMatch(/nobody-|Grace|Hopper|horse/);
    await context.close();
  });

  test('with tracking=0 nothing arrives, not even an error', async () => {
    const context = await visitor();
    const page = await open(context, '/?tracking=0');
    await tamperFlagRecord(page);
    const before = logLines('flag-treatment-changed').length;
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
    await leave(page);
    await page.waitForTimeout(1500);
    expect(logLines('flag-treatment-changed')).toHaveLength(before);
    await context.close();
  });
});

describe('with no page view sampled', () => {
  beforeAll(async () => {
    server = await startShop({ vars: { RUM_SAMPLE_RATE: '0' } });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('an error-level id still arrives; info- and warn-level ones do not', async () => {
    const context = await visitor();
    // What the browser sends, beyond what the worker writes (which drops the same).
    const sent: string[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith(RUM_PATH)) sent.push(request.postData() ?? '');
    });
    const page = await open(context, '/');
    expect(await page.getAttribute('html', 'data-rum-sample')).toBe('0');
    await tamperFlagRecord(page);
    await arrives(['flag-treatment-changed'], () => page.reload({ waitUntil: 'load' }));
    await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });

    // Google's one-tap prompt (info) and a refused voucher (warn) on the same visit: not sent.
    await openLogin(page);
    await page.waitForSelector(ONE_TAP);
    await page.keyboard.press('Escape');
    await page.goto(url(CARDS), { waitUntil: 'load' });
    await page.route('**/web-api/voucher', (route) => route.fulfill({ status: 400, body: '{}' }));
    await page.click('[data-voucher-apply]');
    await page.waitForSelector('[data-voucher-error]');
    await leave(page);
    await page.waitForTimeout(1500);
    expect(logLines('google-one-tap-displayed')).toEqual([]);
    expect(logLines('error-add-voucher')).toEqual([]);
    expect(sent.some((body) => body.includes('flag-treatment-changed'))).toBe(true);
    expect(sent.filter((body) => /google-one-tap|error-add-voucher/.test(body))).toEqual([]);
    await context.close();
  });
});
