// What Chromium downloads for a page at a phone viewport, brotli-compressed per resource type: before any
// interaction (loaded, scrolled to the bottom) and after every island was triggered; and the CSS the document
// carries inline, which no stylesheet request shows.
import { brotliCompressSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { findChromium } from '../chromium';

export interface BrowserBytes {
  /** Brotli bytes per resource type (script, stylesheet, document, image, font…) before interaction. */
  before: Record<string, number>;
  /** The same after every island marker was triggered (cumulative). */
  after: Record<string, number>;
  /** Brotli bytes of the text of every `<style>` element in the final DOM, compressed together. */
  inlineStyle: number;
}

const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
/** Network idle: no request in flight for this long. */
const QUIET_MS = 500;
const IDLE_TIMEOUT_MS = 15_000;

export function launchBrowser(): Promise<Browser> {
  return findChromium().then(({ executablePath, args }) => chromium.launch({ executablePath, args }));
}

/** Waits until no request has been in flight for QUIET_MS (Playwright's own state fires only once). */
async function networkIdle(page: Page, inflight: () => number): Promise<void> {
  const deadline = Date.now() + IDLE_TIMEOUT_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inflight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    await page.waitForTimeout(50);
  }
}

/** Scrolls most of a screen at a time, as a skimming reader would, so `visible` islands and lazy images start. */
async function scrollSlowly(page: Page): Promise<void> {
  for (let step = 0; step < 200; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.75);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(100);
    if (atBottom) return;
  }
}

/**
 * Signals intent on every island marker (`data-island`): pointer hover and movement and focus on its first
 * focusable child (or the marker), the intent events an interaction trigger listens for; never a click, which
 * could navigate away.
 */
async function triggerIslands(page: Page): Promise<number> {
  return page.evaluate(() => {
    const markers = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
    for (const marker of markers) {
      const focusable =
        marker.querySelector<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]') ??
        marker;
      for (const type of ['pointerover', 'pointermove']) {
        focusable.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse' }));
      }
      focusable.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
    return markers.length;
  });
}

export async function browserBytes(browser: Browser, url: string): Promise<BrowserBytes> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const bytes: Record<string, number> = {};
  const bodies: Promise<void>[] = [];
  let inflight = 0;
  page.on('request', () => inflight++);
  page.on('requestfailed', () => inflight--);
  page.on('requestfinished', (request) => {
    inflight--;
    bodies.push(
      request
        .response()
        .then(async (response) => {
          // A JSON module (the navigation data) is fetched as a script but is data, not code.
          const json = response?.headers()['content-type']?.includes('json') ?? false;
          const type = json ? 'data' : request.resourceType();
          const body = await response?.body();
          if (body?.length) bytes[type] = (bytes[type] ?? 0) + brotliCompressSync(body).length;
        })
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await networkIdle(page, () => inflight);
  await scrollSlowly(page);
  await networkIdle(page, () => inflight);
  await Promise.all(bodies);
  const before = { ...bytes };
  // Twice: an island that hydrates may bring markers of its own.
  for (let round = 0; round < 2; round += 1) {
    await triggerIslands(page);
    await networkIdle(page, () => inflight);
  }
  await Promise.all(bodies);
  const styles = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n'),
  );
  await context.close();
  return { before, after: { ...bytes }, inlineStyle: styles ? brotliCompressSync(styles).length : 0 };
}

/** Pages loaded at once: bytes do not depend on timing, so this phase need not run alone. */
const AT_ONCE = 3;

/** browserBytes of every URL, a few at a time, in the order given. */
export async function browserBytesOfAll(browser: Browser, urls: string[]): Promise<BrowserBytes[]> {
  const results: BrowserBytes[] = new Array(urls.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < urls.length; index = next++) {
      results[index] = await browserBytes(browser, urls[index] ?? '');
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return results;
}
