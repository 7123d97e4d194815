// Dialog events in Chromium: with analytics allowed, the header's account dialogs report open, click, switch and
// close as tracked events, in the order they happen, while the page scroll is locked only with a dialog open.
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { CONSENT_COOKIE } from '../../shared/domain/consent';
import { openLogin } from './account-dialogs';
import { bootReady, browserFixture, shopUrl } from './browser';

const chromium = browserFixture({ viewport: { width: 1280, height: 800 } });

const scrollLocked = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('overflow-hidden'));

interface Tracked {
  eventType: string;
  properties: Record<string, unknown>;
}

/** The dialog events the page posted to the event endpoint so far, in order. */
function trackedDialogEvents(page: Page): () => Tracked[] {
  const events: Tracked[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/frontend-api/track'))
      return;
    const body = JSON.parse(request.postData() ?? '{}') as { events?: Tracked[] };
    for (const event of body.events ?? []) {
      if (event.eventType.startsWith('dialog.'))
        events.push({ eventType: event.eventType, properties: event.properties });
    }
  });
  return () => events;
}

describe('dialog events', () => {
  test('open, click, switch and close are tracked in order', async () => {
    await chromium.context.addCookies([{ name: CONSENT_COOKIE, value: 'granted', url: shopUrl('/') }]);
    const page = await chromium.newPage();
    const events = trackedDialogEvents(page);
    await page.goto(shopUrl('/'), { waitUntil: 'load' });
    await bootReady(page);

    await openLogin(page);
    expect(await scrollLocked(page)).toBe(true);
    await page.click('[data-dialog="login"] >> text=Neu hier? Konto erstellen');
    await page.waitForSelector('[data-dialog="signup"]');
    expect(await page.locator('[role="dialog"]').count()).toBe(1);
    await page.click('[data-dialog="signup"] [data-dialog-close]');
    await expect.poll(() => page.locator('[role="dialog"]').count()).toBe(0);
    expect(await scrollLocked(page)).toBe(false);

    // The queue goes out when the page is hidden.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await expect.poll(events).toEqual([
      { eventType: 'dialog.open', properties: { dialog: 'login' } },
      { eventType: 'dialog.click', properties: { dialog: 'login', target: 'button' } },
      { eventType: 'dialog.switch', properties: { dialog: 'signup', from: 'login' } },
      { eventType: 'dialog.click', properties: { dialog: 'signup', target: 'close' } },
      { eventType: 'dialog.close', properties: { dialog: 'signup' } },
    ]);
  });
});
