// Consent Mode v2 in Chromium with the demo container: before a choice nothing loads for the tag manager; the
// choice pushes gtag's default (an Arguments object, every signal denied), then the matching update, before the
// container loads; a later change pushes another; the container's local stand-in reports the data layer, and
// `?_debug` lists it.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { asTestVisitor, browserFixture, issuedKey, shopUrl } from './browser';

const chromium = browserFixture({ viewport: { width: 1280, height: 800 } });

const SETTINGS = '[role="dialog"] [data-consent-settings]';
const G = 'granted';
const D = 'denied';

/** The data layer as plain values: a gtag command (an Arguments object) as `{ args: [...] }`. */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? { args: JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>))) }
        : JSON.parse(JSON.stringify(entry)),
    ),
  );
}

const consentCommands = async (page: Page) =>
  (await dataLayer(page)).flatMap((entry) =>
    typeof entry === 'object' && entry !== null && 'args' in entry
      ? [(entry as { args: unknown[] }).args]
      : [],
  );

async function open(path = '/'): Promise<Page> {
  // A key of this test's own: the stand-in keeps what it reports per visitor key.
  await asTestVisitor(chromium.context, issuedKey());
  const page = await chromium.newPage();
  await page.goto(shopUrl(path), { waitUntil: 'load' });
  await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
  return page;
}

/** Waits until the data layer holds this many consent commands. */
async function commands(page: Page, count: number): Promise<unknown[][]> {
  await page.waitForFunction(
    (wanted) =>
      ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (entry) => Object.prototype.toString.call(entry) === '[object Arguments]',
      ).length >= wanted,
    count,
  );
  return consentCommands(page);
}

/** The update a choice pushes: analytics' signal, then marketing's three. */
const consentUpdate = (analytics: string, marketing: string) => [
  'consent',
  'update',
  {
    analytics_storage: analytics,
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
  },
];

const DEFAULT = [
  'consent',
  'default',
  { analytics_storage: D, ad_storage: D, ad_user_data: D, ad_personalization: D, wait_for_update: 500 },
];

/** The events `?_debug` lists for this visitor, once the stand-in's reports include `name`. */
async function debugEvents(page: Page, name: string): Promise<string[]> {
  const debug = await chromium.newPage();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await debug.goto(shopUrl('/?_debug=1'), { waitUntil: 'load' });
    const names = await debug.$$eval('[data-tag-manager-event]', (rows) =>
      rows.map((row) => row.getAttribute('data-tag-manager-event') ?? ''),
    );
    if (names.includes(name)) return names;
    await page.waitForTimeout(250);
  }
  throw new Error(`the debug view never listed ${name}`);
}

describe('consent mode', () => {
  test('nothing before a choice; accept pushes the default, then all granted, loads the stand-in, and _debug lists it', async () => {
    const page = await open();
    await page.waitForTimeout(300);
    expect(await consentCommands(page)).toEqual([]);
    // No container, nor its loader, before a choice.
    expect(await page.locator('script[src*="/gtm.js"]').count()).toBe(0);
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/chunks/analytics-')),
      ),
    ).toBe(false);
    await page.click('[data-consent-accept]');
    const [first, update] = await commands(page, 2);
    expect(first).toEqual(DEFAULT);
    expect(update).toEqual(consentUpdate(G, G));
    await page.waitForSelector(
      'script[src*="metrics.kartenliebe.de.localhost"][src*="/gtm.js?id=GTM-DEMO0001"]',
      {
        state: 'attached',
      },
    );
    // The update precedes the container's start event.
    const layer = await dataLayer(page);
    const started = layer.findIndex((entry) => (entry as { event?: string }).event === 'gtm.js');
    expect(started).toBeGreaterThan(1);
    const names = await debugEvents(page, 'gtm.js');
    expect(names.slice(0, 4)).toEqual(['consent default', 'consent update', 'init', 'gtm.js']);
    // A push after the container loaded reaches the stand-in too.
    await page.evaluate(() =>
      (window as unknown as { dataLayer: unknown[] }).dataLayer.push({ event: 'test_push' }),
    );
    expect(await debugEvents(page, 'test_push')).toContain('test_push');
  });

  test('settings: analytics yes, marketing no; a later change pushes another update', async () => {
    const page = await open();
    await page.click('[data-consent-banner] [data-consent-open]');
    await page.waitForSelector(SETTINGS);
    await page.check(`${SETTINGS} input[name="analytics"]`);
    await page.click('[data-consent-save]');
    const [first, update] = await commands(page, 2);
    expect(first).toEqual(DEFAULT);
    expect(update).toEqual(consentUpdate(G, D));
    await page.waitForSelector('script[src*="/gtm.js?id=GTM-DEMO0001"]', { state: 'attached' });
    await page.locator('[data-footer-box-items="about"] [data-consent-open]').click();
    await page.waitForSelector(SETTINGS);
    await page.check(`${SETTINGS} input[name="marketing"]`);
    await page.click('[data-consent-save]');
    const later = await commands(page, 3);
    expect(later).toHaveLength(3);
    expect(later[2]).toEqual(consentUpdate(G, G));
    expect(await debugEvents(page, 'consent update')).toEqual(
      expect.arrayContaining(['consent default', 'consent update', 'gtm.js']),
    );
  });

  test('a returning visitor’s stored choice is the update before the container starts', async () => {
    await chromium.context.addCookies([{ name: 'consent', value: 'custom:analytics', url: shopUrl('/') }]);
    const page = await open();
    // The tag manager's loader comes as its own chunk once the boot has read the stored choice.
    await page.waitForFunction(() =>
      ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
        (entry) => entry.event === 'gtm.js',
      ),
    );
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual({ args: DEFAULT });
    expect(layer[1]).toEqual({
      args: consentUpdate(G, D),
    });
    expect(layer.slice(2, 4).map((entry) => (entry as { event?: string }).event)).toEqual(['init', 'gtm.js']);
  });

  test('marketing alone: the updates say so, and the container stays away', async () => {
    await chromium.context.addCookies([{ name: 'consent', value: 'custom:marketing', url: shopUrl('/') }]);
    const page = await open();
    expect(await commands(page, 2)).toEqual([DEFAULT, consentUpdate(D, G)]);
    expect(await page.locator('script[src*="/gtm.js"]').count()).toBe(0);
  });
});
