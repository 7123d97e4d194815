// Consent Mode v2 in Chromium with the demo container, in both modes. Basic (the local configuration): before a
// choice, or after declining, nothing of Google's loads and the tag manager's origin gets no request; a choice
// allowing analytics or marketing pushes gtag's default (an Arguments object, every signal denied), then the
// matching update, and loads the container at once on that page. Advanced (a server of its own): the container
// loads on every page with the all-denied default, its tags send cookieless pings, and each choice pushes its
// update at once. The container's local stand-in runs its tags as Consent Mode has them behave (the analytics tag
// needs analytics_storage, the ad tags ad_storage), reports the data layer and its tags, and `?_debug` lists them.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ShopServer, startShop } from '../../scripts/shop-server';
import type { StandInRecord } from '../../worker/backends/tag-manager';
import { asTestVisitor, browserFixture, issuedKey, shopUrl } from './browser';

const chromium = browserFixture({ viewport: { width: 1280, height: 800 } });

const SETTINGS = '[role="dialog"] [data-consent-settings]';
const G = 'granted';
const D = 'denied';

type Url = (path: string) => string;

/** A page of the shop and the requests it made to the tag manager's origin. */
interface Opened {
  page: Page;
  tagManagerRequests: string[];
}

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

/** Where each entry named so is in the data layer: a command by its action, an event by its name. */
const positions = async (page: Page, names: string[]) => {
  const layer = await dataLayer(page);
  const name = (entry: unknown) =>
    (entry as { args?: unknown[] }).args?.[1] ?? (entry as { event?: string }).event;
  return names.map((wanted) => layer.findIndex((entry) => name(entry) === wanted));
};

async function open(url: Url, path = '/'): Promise<Opened> {
  // A key of this test's own: the stand-in keeps what it reports per visitor key.
  await asTestVisitor(chromium.context, issuedKey());
  const page = await chromium.newPage();
  const tagManagerRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.startsWith('metrics.')) tagManagerRequests.push(request.url());
  });
  await page.goto(url(path), { waitUntil: 'load' });
  await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
  return { page, tagManagerRequests };
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

/** How many tag kinds the stand-in must have run, pinged, or both together before its record is read. */
type Wanted = { ran?: number; pings?: number; total?: number };

/** What the stand-in's tags did, once they did as much as `wanted` (the container must have loaded). */
async function tags(page: Page, wanted: Wanted = {}): Promise<StandInRecord> {
  const handle = await page.waitForFunction((want: Wanted) => {
    const record = (window as unknown as { __tagManagerStandIn?: StandInRecord }).__tagManagerStandIn;
    if (!record) return null;
    const { ran, pings } = record;
    const enough =
      ran.length >= (want.ran ?? 0) &&
      pings.length >= (want.pings ?? 0) &&
      ran.length + pings.length >= (want.total ?? 0);
    return enough ? record : null;
  }, wanted);
  const record = (await handle.jsonValue()) as StandInRecord;
  return { ...record, ran: [...record.ran].sort(), pings: [...record.pings].sort() };
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

const CONTAINER = 'script[src*="metrics.kartenliebe.de.localhost"][src*="/gtm.js?id=GTM-DEMO0001"]';

const analyticsChunkLoaded = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/chunks/analytics-')),
  );

/** The events `?_debug` lists for this visitor, once the stand-in's reports include `name`. */
async function debugEvents(url: Url, page: Page, name: string): Promise<string[]> {
  const debug = await chromium.newPage();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await debug.goto(url('/?_debug=1'), { waitUntil: 'load' });
    const names = await debug.$$eval('[data-tag-manager-event]', (rows) =>
      rows.map((row) => row.getAttribute('data-tag-manager-event') ?? ''),
    );
    if (names.includes(name)) return names;
    await page.waitForTimeout(250);
  }
  throw new Error(`the debug view never listed ${name}`);
}

/** Saves the settings layer with only the given categories allowed. */
async function saveSettings(page: Page, allowed: ('analytics' | 'marketing')[]): Promise<void> {
  await page.waitForSelector(SETTINGS);
  for (const name of ['analytics', 'marketing'] as const) {
    await page.setChecked(`${SETTINGS} input[name="${name}"]`, allowed.includes(name));
  }
  await page.click('[data-consent-save]');
}

describe('consent mode, basic', () => {
  const url: Url = (path) => shopUrl(path);

  test('a new visitor without a choice: no loader, no data layer, no request to the tag manager', async () => {
    const { page, tagManagerRequests } = await open(url);
    await page.waitForTimeout(600);
    expect(await consentCommands(page)).toEqual([]);
    expect(await page.locator('script[src*="/gtm.js"]').count()).toBe(0);
    expect(await analyticsChunkLoaded(page)).toBe(false);
    expect(tagManagerRequests).toEqual([]);
  });

  test('accept on the landing page: default, all granted, the container once, analytics and ad tags ran; _debug lists it', async () => {
    const { page } = await open(url);
    await page.click('[data-consent-accept]');
    const [first, update] = await commands(page, 2);
    expect(first).toEqual(DEFAULT);
    expect(update).toEqual(consentUpdate(G, G));
    await page.waitForSelector(CONTAINER, { state: 'attached' });
    const record = await tags(page, { ran: 2 });
    expect(record).toEqual({ starts: 1, ran: ['ads', 'analytics'], pings: [] });
    expect(await page.locator('script[src*="/gtm.js"]').count()).toBe(1);
    // The update precedes the container's start event.
    const [updated, started] = await positions(page, ['update', 'gtm.js']);
    expect(updated).toBeGreaterThan(0);
    expect(started).toBeGreaterThan(updated ?? 0);
    const names = await debugEvents(url, page, 'tag ads');
    expect(names.slice(0, 4)).toEqual(['consent default', 'consent update', 'init', 'gtm.js']);
    expect(names).toEqual(expect.arrayContaining(['tag analytics', 'tag ads']));
    // A push after the container loaded reaches the stand-in too.
    await page.evaluate(() =>
      (window as unknown as { dataLayer: unknown[] }).dataLayer.push({ event: 'test_push' }),
    );
    expect(await debugEvents(url, page, 'test_push')).toContain('test_push');
  });

  test('marketing only, chosen on the page: the container loads, the ad tags run, the analytics tag does not', async () => {
    const { page } = await open(url);
    await page.click('[data-consent-banner] [data-consent-open]');
    await saveSettings(page, ['marketing']);
    expect(await commands(page, 2)).toEqual([DEFAULT, consentUpdate(D, G)]);
    await page.waitForSelector(CONTAINER, { state: 'attached' });
    const record = await tags(page, { total: 2 });
    expect(record.ran).toEqual(['ads']);
    expect(record.ran).not.toContain('analytics');
  });

  test('declined: nothing of Google’s loads, not even the consent commands', async () => {
    const { page, tagManagerRequests } = await open(url);
    await page.click('[data-consent-decline]');
    await page.waitForTimeout(600);
    expect(await consentCommands(page)).toEqual([]);
    expect(await page.locator('script[src*="/gtm.js"]').count()).toBe(0);
    expect(await analyticsChunkLoaded(page)).toBe(false);
    expect(tagManagerRequests).toEqual([]);
  });

  test('settings: analytics yes, marketing no; a later change pushes another update and runs the ad tags', async () => {
    const { page } = await open(url);
    await page.click('[data-consent-banner] [data-consent-open]');
    await saveSettings(page, ['analytics']);
    const [first, update] = await commands(page, 2);
    expect(first).toEqual(DEFAULT);
    expect(update).toEqual(consentUpdate(G, D));
    await page.waitForSelector(CONTAINER, { state: 'attached' });
    expect((await tags(page, { ran: 1 })).ran).toEqual(['analytics']);
    await page.locator('[data-footer-box-items="about"] [data-consent-open]').click();
    await saveSettings(page, ['analytics', 'marketing']);
    const later = await commands(page, 3);
    expect(later).toHaveLength(3);
    expect(later[2]).toEqual(consentUpdate(G, G));
    expect(await tags(page, { ran: 2 })).toEqual({
      starts: 1,
      ran: ['ads', 'analytics'],
      pings: ['ads'],
    });
  });

  test('a returning visitor’s stored choice is the update before the container starts', async () => {
    await chromium.context.addCookies([{ name: 'consent', value: 'custom:analytics', url: url('/') }]);
    const { page } = await open(url);
    // The tag manager's loader comes as its own chunk once the boot has read the stored choice.
    await page.waitForFunction(() =>
      ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
        (entry) => entry.event === 'gtm.js',
      ),
    );
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual({ args: DEFAULT });
    expect(layer[1]).toEqual({ args: consentUpdate(G, D) });
    expect(layer.slice(2, 4).map((entry) => (entry as { event?: string }).event)).toEqual(['init', 'gtm.js']);
  });

  test('a returning visitor who declined: nothing loads', async () => {
    await chromium.context.addCookies([{ name: 'consent', value: 'declined', url: url('/') }]);
    const { page, tagManagerRequests } = await open(url);
    await page.waitForTimeout(600);
    expect(await consentCommands(page)).toEqual([]);
    expect(await analyticsChunkLoaded(page)).toBe(false);
    expect(tagManagerRequests).toEqual([]);
  });
});

describe('consent mode, advanced', () => {
  let server: ShopServer;
  beforeAll(async () => {
    server = await startShop({ vars: { CONSENT_MODE: 'advanced' } });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });
  const url: Url = (path) => `http://kartenliebe.de.localhost:${server.port}${path}`;

  test('a new visitor without a choice: the container loads with every signal denied, its tags only ping', async () => {
    const { page, tagManagerRequests } = await open(url);
    await page.waitForSelector(CONTAINER, { state: 'attached' });
    // The tags wait the default's 500 ms for an update, then send cookieless pings.
    const record = await tags(page, { pings: 2 });
    expect(record).toEqual({ starts: 1, ran: [], pings: ['ads', 'analytics'] });
    expect(await consentCommands(page)).toEqual([DEFAULT]);
    expect(await positions(page, ['default', 'init', 'gtm.js'])).toEqual([0, 1, 2]);
    expect(tagManagerRequests).toHaveLength(1);
    expect(await debugEvents(url, page, 'ping analytics')).toEqual(
      expect.arrayContaining(['consent default', 'init', 'gtm.js', 'ping ads']),
    );
  });

  test('accept on the landing page: the update at once, the container not loaded again, analytics and ad tags ran', async () => {
    const { page, tagManagerRequests } = await open(url);
    await page.waitForSelector(CONTAINER, { state: 'attached' });
    await tags(page, { pings: 2 });
    await page.click('[data-consent-accept]');
    expect(await commands(page, 2)).toEqual([DEFAULT, consentUpdate(G, G)]);
    const record = await tags(page, { ran: 2 });
    expect(record).toEqual({ starts: 1, ran: ['ads', 'analytics'], pings: ['ads', 'analytics'] });
    // The container started before the choice; the choice only updated it.
    const [started, updated] = await positions(page, ['gtm.js', 'update']);
    expect(updated).toBeGreaterThan(started ?? 0);
    expect(await page.locator('script[src*="/gtm.js"]').count()).toBe(1);
    expect(tagManagerRequests).toHaveLength(1);
  });

  test('marketing only, chosen on the page: the ad tags run, the analytics tag does not', async () => {
    const { page } = await open(url);
    await page.click('[data-consent-banner] [data-consent-open]');
    await saveSettings(page, ['marketing']);
    expect(await commands(page, 2)).toEqual([DEFAULT, consentUpdate(D, G)]);
    const record = await tags(page, { ran: 1 });
    expect(record.ran).toEqual(['ads']);
    await page.waitForTimeout(300);
    expect((await tags(page)).ran).toEqual(['ads']);
  });

  test('marketing only, stored: on a later page the update comes before the container starts', async () => {
    await chromium.context.addCookies([{ name: 'consent', value: 'custom:marketing', url: url('/') }]);
    const { page } = await open(url);
    const record = await tags(page, { total: 2 });
    expect(record).toEqual({ starts: 1, ran: ['ads'], pings: ['analytics'] });
    expect(await positions(page, ['default', 'update', 'init', 'gtm.js'])).toEqual([0, 1, 2, 3]);
    expect((await consentCommands(page))[1]).toEqual(consentUpdate(D, G));
  });

  test('declined on the landing page: the update says denied, and no tag ran', async () => {
    const { page } = await open(url);
    await page.waitForSelector(CONTAINER, { state: 'attached' });
    await page.click('[data-consent-decline]');
    expect(await commands(page, 2)).toEqual([DEFAULT, consentUpdate(D, D)]);
    const record = await tags(page, { pings: 2 });
    await page.waitForTimeout(300);
    expect(record.ran).toEqual([]);
    expect((await tags(page)).ran).toEqual([]);
  });
});
