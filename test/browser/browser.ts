// Chromium (see scripts/chromium.ts for which one) driven by playwright-core, and the shop's local host names.

import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { DEMO_KEYS } from '../../demo/flags';
import { findChromium } from '../../scripts/chromium';
import { localSigningSecret } from '../../scripts/shop-server';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { issueVisitorKey } from '../../worker/flags/visitor-key';

const LOCAL_SIGNING_SECRET = localSigningSecret();

/** A visitor key as the shop issues it (signed): a key a test makes up counts nothing. */
export const issuedKey = (): string => issueVisitorKey(LOCAL_SIGNING_SECRET);

export async function launch(): Promise<Browser> {
  const { executablePath, args } = await findChromium();
  return chromium.launch({ executablePath, args });
}

/** A URL on the test server under a shop host name (`*.localhost` resolves to loopback in Chromium). */
export function shopUrl(path: string, host = 'kartenliebe.de.localhost'): string {
  return `http://${host}:${inject('port')}${path}`;
}

/** The shop hosts the browser tests visit. */
const TEST_HOSTS = [
  'kartenliebe.de.localhost',
  'kartenliebe.ch.localhost',
  'kartenliebe.com.localhost',
  'poster.co.uk.localhost',
  'poster.de.localhost',
];

/**
 * The shop's write and beacon calls, and the shop pages whose forms write through it (basket, gift voucher,
 * account), which count against their client's limits.
 */
const LIMITED_CALLS =
  /^http:\/\/[^/]+\.localhost:\d+\/(?:(?:web-api|frontend-api|bot-check)\/|(?:d\/)?(?:[a-z]{2}\/)?(?:basket|gift-voucher|account)\b)/;

/**
 * Every test context is the test visitor: its flag key is whitelisted `off` for each demo flag, so pages are the
 * default experience whatever bucket a random key would fall in. A test of experiments sets its own key. Its
 * shop calls come from an IPv6 /64 of its own, as every visitor's do, so the write limits count each test apart.
 */
export async function asTestVisitor(
  context: BrowserContext,
  key: string = DEMO_KEYS.off,
): Promise<BrowserContext> {
  const address = `2001:db8:${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}::1`;
  await context.route(LIMITED_CALLS, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': address } }),
  );
  await context.addCookies(
    TEST_HOSTS.map((host) => ({
      name: FLAG_KEY_COOKIE,
      value: key,
      url: `http://${host}:${inject('port')}/`,
    })),
  );
  return context;
}

/** Collects what a page reports as errors (uncaught exceptions, console errors) into `errors`. */
export function collectErrors(page: Page, errors: string[]): Page {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return page;
}

/**
 * Waits until the full stylesheet applies: the boot loader adds it once the largest paint is on screen, so the
 * layout below the lead teaser is the final one only then.
 */
export function fullyStyled(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () => [...document.styleSheets].some((sheet) => /\/assets\/site-[0-9a-f]+\.css$/.test(sheet.href ?? '')),
    undefined,
    { timeout: 10_000 },
  );
}

/** Waits until the boot script has wired the server HTML (action bar, back-to-top, footer, consent, sub-navigation). */
export function bootReady(page: Page): Promise<unknown> {
  return page.waitForSelector('html[data-boot-ready]', { state: 'attached', timeout: 10_000 });
}

export interface BrowserFixtureOptions {
  /** Each test starts with a context of this size; without one a test makes its own (`newContext`). */
  viewport?: { width: number; height: number };
  /**
   * Whether the errors a page reports fail the test (a hydration mismatch or a failing effect shows up as a
   * console error); a function keeps only the messages that count.
   */
  failOnErrors?: boolean | ((message: string) => boolean);
}

export interface BrowserFixture {
  readonly browser: Browser;
  /** This test's context. */
  readonly context: BrowserContext;
  /** Replaces this test's context with a new one (closing the old). */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page in this test's context whose errors are collected for the test. */
  newPage(): Promise<Page>;
  /** What the test's pages reported as errors so far. */
  readonly errors: string[];
}

/** One Chromium per test file, a context per test closed after it, and the pages' errors checked after each test. */
export function browserFixture({
  viewport,
  failOnErrors = true,
}: BrowserFixtureOptions = {}): BrowserFixture {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let errors: string[] = [];
  const counts = typeof failOnErrors === 'function' ? failOnErrors : () => true;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    errors = [];
    if (viewport && browser) context = await asTestVisitor(await browser.newContext({ viewport }));
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    if (failOnErrors !== false) expect(errors.filter(counts)).toEqual([]);
  });
  const fixture: BrowserFixture = {
    get browser() {
      if (!browser) throw new Error('the browser starts before the tests');
      return browser;
    },
    get context() {
      if (!context) throw new Error('no context: the fixture has no viewport, call newContext()');
      return context;
    },
    async newContext(options = viewport ? { viewport } : {}) {
      await context?.close();
      context = await asTestVisitor(await fixture.browser.newContext(options));
      return context;
    },
    async newPage() {
      return collectErrors(await fixture.context.newPage(), errors);
    },
    get errors() {
      return errors;
    },
  };
  return fixture;
}

type FlagServicePost = { path: string; body: unknown };
type ImpressionsBulk = { f: string; i: { k: string }[] }[];
type EventsBulk = { eventTypeId: string; key: string; properties: { feature: string } }[];

/**
 * What the flag service's stand-in received for one visitor key, asked from a page on the shop (Playwright's or
 * Puppeteer's): the flags of each impression sent, and of each evaluation event (one per impression recorded, where
 * the impressions mode would only count a repeat).
 */
export async function recordedFlags(
  page: { evaluate<T>(run: () => Promise<T>): Promise<T> },
  key: string,
): Promise<{ impressions: string[]; evaluations: string[] }> {
  const posts = await page.evaluate(
    () =>
      fetch('/_local/flag-service/posts').then((response) => response.json()) as Promise<FlagServicePost[]>,
  );
  const bodies = <T>(path: string) =>
    posts.filter((post) => post.path === path).flatMap((post) => post.body as T[]);
  const impressions = bodies<ImpressionsBulk[number]>('/testImpressions/bulk').flatMap((group) =>
    group.i.filter((entry) => entry.k === key).map(() => group.f),
  );
  const evaluations = bodies<EventsBulk[number]>('/events/bulk')
    .filter((event) => event.key === key && event.eventTypeId === 'split_evaluation')
    .map((event) => event.properties.feature);
  return { impressions: impressions.sort(), evaluations: evaluations.sort() };
}

/** The summed layout-shift values not caused by input, read from the buffered performance entries. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 200);
      }),
  );
}

/** Holds the page's requests for `pattern` until released: the moment before some code or a stylesheet arrives. */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
