// Pages loaded ahead of a visit, in Chromium: a page the speculation rules prerender counts its impression only
// when the visitor opens it, reported by the page itself; a prefetch that is never opened counts nothing; a
// prefetched page that is opened counts once.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import puppeteer, { type Page as PuppeteerPage } from 'puppeteer-core';
import { describe, expect, test } from 'vitest';
import { HOME_AB_FLAG } from '../../demo/flags';
import { findChromium } from '../../scripts/chromium';
import { CONSENT_COOKIE } from '../../shared/domain/consent';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { bootReady, browserFixture, collectErrors, issuedKey, recordedFlags, shopUrl } from './browser';

const HOST = 'kartenliebe.de.localhost';
const chromium = browserFixture();

/**
 * The flags the flag service's stand-in received impressions of, for one visitor key, once each; and every
 * evaluation event of the key, one per impression recorded: a page counted twice (by the server and by the browser)
 * shows there, where the impressions mode would only count the repeat.
 */
async function impressed(page: Page | PuppeteerPage, key: string): Promise<string[]> {
  const { impressions, evaluations } = await recordedFlags(page, key);
  return [...impressions, ...evaluations.map((feature) => `${feature} (event)`)].sort();
}

/**
 * A visitor with a key of its own who granted consent, in a phone-sized context. No request routing: Chromium
 * does not prerender for a page whose requests a tool intercepts.
 */
async function visitor(bypassCSP = false): Promise<{ key: string; context: BrowserContext }> {
  const key = issuedKey();
  const context = await chromium.browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP });
  await context.addCookies([
    { name: FLAG_KEY_COOKIE, value: key, url: shopUrl('/', HOST) },
    { name: CONSENT_COOKIE, value: 'granted', url: shopUrl('/', HOST) },
  ]);
  return { key, context };
}

/** Resolves with the outcome (`Ready`, `Failure`) of the browser's prefetch of `url`. */
function prefetched(cdp: CDPSession, url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no prefetch of ${url}`)), 15_000);
    cdp.on('Preload.prefetchStatusUpdated', (update: { key: { url: string }; status: string }) => {
      if (update.key.url !== url || !['Ready', 'Failure'].includes(update.status)) return;
      clearTimeout(timer);
      resolve(update.status);
    });
  });
}

/** Adds a link to `href` to the page, for the visitor to point at and click; gives its URL. */
function addLinkInPage(href: string): string {
  const link = document.createElement('a');
  link.href = href;
  link.id = 'next-page';
  link.textContent = 'Weiter';
  link.style.cssText = 'position:fixed;top:40%;left:20px;z-index:99;padding:12px;background:#fff';
  document.body.appendChild(link);
  return link.href;
}

describe('pages loaded ahead', () => {
  test('a prerendered page counts its impression only once the visitor opens it', async () => {
    // Chromium prerenders nothing for a page a tool has a session of its own on; Puppeteer drives pages through
    // their tab, which leaves prerendering on (Playwright does not).
    const { executablePath, args } = await findChromium();
    const browser = await puppeteer.launch({ executablePath, args, headless: true });
    try {
      const page = await browser.newPage();
      await page.setViewport({ width: 390, height: 844 });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      const key = issuedKey();
      await browser.setCookie(
        { name: FLAG_KEY_COOKIE, value: key, domain: HOST, path: '/' },
        { name: CONSENT_COOKIE, value: 'granted', domain: HOST, path: '/' },
      );
      // A second tab on the shop asks the flag service's stand-in what it received; the visitor's is in front.
      const observer = await browser.newPage();
      await observer.goto(shopUrl('/robots.txt', HOST));
      const impressedHere = () => impressed(observer, key);
      await page.bringToFront();
      // Not the home page itself, so the start counts nothing: the category page shows no flag.
      await page.goto(shopUrl('/fotokalender/', HOST), { waitUntil: 'load' });
      await page.waitForSelector('html[data-boot-ready]');
      // The home page shows the A/B test; a query of its own keeps any kept copy out of it.
      const next = await page.evaluate(addLinkInPage, `/?ahead=${key}`);
      // Moderate eagerness: a pointer resting on the link starts the prerender.
      await page.hover('#next-page');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      // Rendered and booted as far as it may before it is seen, and counted by nobody.
      expect(await impressedHere()).toEqual([]);

      await Promise.all([page.waitForNavigation(), page.click('#next-page')]);
      await page.waitForFunction((url) => location.href === url, {}, next);
      const activation = await page.evaluate(
        () =>
          (performance.getEntriesByType('navigation')[0] as unknown as { activationStart: number })
            .activationStart,
      );
      expect(activation).toBeGreaterThan(0);
      // Prerendered with its full stylesheet: shown whole at once, nothing left hidden for it.
      const shown = await page.evaluate(() => ({
        sheets: document.styleSheets.length,
        footer: getComputedStyle(document.querySelector('footer') ?? document.body).visibility,
      }));
      expect(shown).toEqual({ sheets: 2, footer: 'visible' });
      // Shown: the page reports what it shows, once.
      await expect
        .poll(impressedHere, { timeout: 10_000 })
        .toEqual([HOME_AB_FLAG, `${HOME_AB_FLAG} (event)`]);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await impressedHere()).toEqual([HOME_AB_FLAG, `${HOME_AB_FLAG} (event)`]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('a prefetch never opened counts nothing; one that is opened counts once', async () => {
    // The test adds speculation rules of its own, which the page's CSP (its own rules, by their hashes) refuses.
    const { key, context } = await visitor(true);
    const page = collectErrors(await context.newPage(), chromium.errors);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Preload.enable');
    await page.goto(shopUrl('/fotokalender/', HOST), { waitUntil: 'load' });
    await bootReady(page);
    // A personal page's rules only prefetch: the same rule, added here for two pages at once.
    const [never, opened] = [`/?never=${key}`, `/?opened=${key}`].map(
      (path) => new URL(path, page.url()).href,
    );
    const fetched = Promise.all([never, opened].map((url) => prefetched(cdp, url ?? '')));
    await page.evaluate(
      (urls) => {
        const rules = document.createElement('script');
        rules.type = 'speculationrules';
        rules.textContent = JSON.stringify({ prefetch: [{ source: 'list', urls, eagerness: 'immediate' }] });
        document.head.appendChild(rules);
      },
      [never, opened],
    );
    expect(await fetched).toEqual(['Ready', 'Ready']);
    await page.waitForTimeout(1500);
    expect(await impressed(page, key)).toEqual([]);

    // The visitor opens one of them: it comes from the prefetch and counts, the other never does.
    await page.evaluate(addLinkInPage, opened ?? '');
    await page.click('#next-page');
    await page.waitForURL(opened ?? '');
    await bootReady(page);
    const delivery = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as unknown as { deliveryType: string }).deliveryType,
    );
    expect(delivery).toBe('navigational-prefetch');
    await expect
      .poll(() => impressed(page, key), { timeout: 10_000 })
      .toEqual([HOME_AB_FLAG, `${HOME_AB_FLAG} (event)`]);
    await page.waitForTimeout(1000);
    expect(await impressed(page, key)).toEqual([HOME_AB_FLAG, `${HOME_AB_FLAG} (event)`]);
  });
});
