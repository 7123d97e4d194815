// The connection hint in Chromium: a page asks for ECT as a critical hint, so a browser on a 2g connection has its
// first navigation retried with `ECT: 2g` and gets a page without speculation rules; on a fast connection the page
// has them. What the shop received is recorded by a hop in front of it: Chromium's tools do not show the retry's
// headers.
import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { findChromium } from '../../scripts/chromium';
import { asTestVisitor, collectErrors } from './browser';

interface Received {
  path: string;
  /** `Sec-Fetch-Dest`: `document` for a navigation, `empty` for a page's fetch. */
  dest: string | undefined;
  ect: string | undefined;
}

/** A loopback server passing every request on to the shop as it is, noting what it received. */
function recordingHop(shopPort: number) {
  const received: Received[] = [];
  const header = (headers: IncomingHttpHeaders, name: string) => headers[name]?.toString();
  const server = createServer((incoming, outgoing) => {
    received.push({
      path: incoming.url ?? '',
      dest: header(incoming.headers, 'sec-fetch-dest'),
      ect: header(incoming.headers, 'ect'),
    });
    const options = { host: '127.0.0.1', port: shopPort, method: incoming.method, path: incoming.url };
    const forward = request({ ...options, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(outgoing);
    });
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  return {
    received,
    /** Starts the hop; its port. */
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A Chromium whose own estimate of the connection is `ect`: the navigation's hints come from that estimate, which
 * DevTools throttling leaves alone.
 */
async function browserOn(ect: '2G' | '4G'): Promise<Browser> {
  const { executablePath, args } = await findChromium();
  return chromium.launch({ executablePath, args: [...args, `--force-effective-connection-type=${ect}`] });
}

/** A 2g link as DevTools throttles it: the page's requests and `navigator.connection` see 2g. */
const TWO_G = { offline: false, latency: 1500, downloadThroughput: -1, uploadThroughput: -1 };

const hop = recordingHop(inject('port'));
let hopPort = 0;
beforeAll(async () => {
  hopPort = await hop.listen();
});
afterAll(hop.close);

/** A page of the shop through the hop, under a query of its own so no kept copy answers it. */
const hopUrl = (path: string) => `http://kartenliebe.de.localhost:${hopPort}${path}`;
const fresh = () => `/?hints=${crypto.randomUUID()}`;
/** What the shop received for one path. */
const receivedFor = (path: string) => hop.received.filter((entry) => entry.path === path);
const speculationRules = (page: Page) => page.locator('script[type="speculationrules"]').count();

describe('the connection hint', () => {
  let errors: string[] = [];

  /** A visitor's page in a new context of `browser`, throttled to 2g by DevTools when asked. */
  async function visitorPage(browser: Browser, throttled: boolean): Promise<Page> {
    errors = [];
    const context = await asTestVisitor(await browser.newContext());
    const page = collectErrors(await context.newPage(), errors);
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { ...TWO_G, connectionType: 'cellular2g' });
    }
    return page;
  }

  test('on 2g the first navigation is retried with ECT: 2g and the page has no speculation rules', async () => {
    const browser = await browserOn('2G');
    try {
      const page = await visitorPage(browser, true);
      const path = fresh();
      await page.goto(hopUrl(path), { waitUntil: 'domcontentloaded' });
      // The first request knows nothing of the hint; the answer asks for it as critical, and Chromium asks again.
      expect(receivedFor(path).map(({ dest, ect }) => [dest, ect])).toEqual([
        ['document', undefined],
        ['document', '2g'],
      ]);
      expect(await speculationRules(page)).toBe(0);
      // The page's own view of the connection agrees (nothing in the page reads it today).
      expect(
        await page.evaluate(
          () => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType,
        ),
      ).toBe('2g');
      // Asked once, the hint comes with the next navigation at once.
      const next = fresh();
      await page.goto(hopUrl(next), { waitUntil: 'domcontentloaded' });
      expect(receivedFor(next).map(({ ect }) => ect)).toEqual(['2g']);
      expect(await speculationRules(page)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('on a fast connection the page has speculation rules', async () => {
    const browser = await browserOn('4G');
    try {
      const page = await visitorPage(browser, false);
      const path = fresh();
      await page.goto(hopUrl(path), { waitUntil: 'domcontentloaded' });
      expect(receivedFor(path).map(({ dest, ect }) => [dest, ect])).toEqual([
        ['document', undefined],
        ['document', '4g'],
      ]);
      expect(await speculationRules(page)).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  // DevTools throttling reaches the page's own requests and `navigator.connection`, not the navigation's hints.
  test('under DevTools throttling alone the page’s own requests say 2g and get no speculation rules', async () => {
    const browser = await browserOn('4G');
    try {
      const page = await visitorPage(browser, false);
      await page.goto(hopUrl(fresh()), { waitUntil: 'domcontentloaded' });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { ...TWO_G, connectionType: 'cellular2g' });
      const path = fresh();
      const html = await page.evaluate((url) => fetch(url).then((response) => response.text()), path);
      expect(receivedFor(path).map(({ dest, ect }) => [dest, ect])).toEqual([['empty', '2g']]);
      expect(html).toContain('<html');
      expect(html).not.toContain('speculationrules');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
