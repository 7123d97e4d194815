// Interactive CMS blocks in Chromium on demo pages: the reviews carousel (buttons, keys, swipes), the contact
// form (checks, failed and successful sends), the voucher (copy, apply) and the video block (its controls skipped
// until it nears the viewport, its poster fallback).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserFixture, shopUrl } from './browser';

/** Console errors other than failed requests (the demo has no web-api backend): hydration mismatches, crashes. */
const chromium = browserFixture({
  failOnErrors: (message) => !message.startsWith('Failed to load resource'),
});

async function open(path: string, mobile = false): Promise<{ page: Page; warnings: string[] }> {
  await chromium.newContext(
    mobile
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  const page = await chromium.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(shopUrl(path), { waitUntil: 'load' });
  // The boot script, which wakes islands on interaction, loads after the page's largest paint.
  await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
  return { page, warnings };
}

const hydrated = (page: Page, island: string) =>
  page.waitForSelector(`[data-island="${island}"][data-hydrated]`, { state: 'attached', timeout: 10_000 });

/** A touch drag through Chromium's input pipeline, so touch-action and native scrolling take part. */
/** How far a slide sits from the carousel viewport's left edge, in px: under 2 once a turn to it has ended. */
async function slideOffset(page: Page, slide: number): Promise<number> {
  const [viewport, box] = await Promise.all([
    page.locator('[data-carousel] [data-carousel-viewport]').boundingBox(),
    page.locator(`[data-carousel] [data-slide="${slide}"]`).boundingBox(),
  ]);
  return Math.abs((box?.x ?? 0) - (viewport?.x ?? Number.POSITIVE_INFINITY));
}

/** Resolves once the page has stopped scrolling: a vertical drag may have set it flinging. */
async function scrollSettled(page: Page): Promise<void> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const still = now === last;
        last = now;
        return still;
      },
      { interval: 100, timeout: 5000 },
    )
    .toBe(true);
}

async function touchDrag(page: Page, dx: number, dy: number): Promise<void> {
  // A vertical drag before scrolls the page and sets it flinging: once it has stopped, the carousel is brought
  // back into view, so the touch lands on it (a touch beside it is the page's own, and Chromium cancels it).
  await scrollSettled(page);
  const viewport = page.locator('[data-carousel] [data-carousel-viewport]');
  await viewport.scrollIntoViewIfNeeded();
  const box = await viewport.boundingBox();
  if (!box) throw new Error('carousel not laid out');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await chromium.context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  await touch('touchStart', [{ x, y }]);
  for (let step = 1; step <= 6; step += 1) {
    await touch('touchMove', [{ x: x + (dx * step) / 6, y: y + (dy * step) / 6 }]);
  }
  await touch('touchEnd', []);
  await page.waitForTimeout(400);
}

describe('reviews carousel', () => {
  const index = (page: Page) => page.getAttribute('[data-carousel]', 'data-carousel');

  test('prev/next buttons and arrow keys turn a view of three; the ends are disabled', async () => {
    const { page } = await open('/');
    await page.locator('[data-reviews-carousel]').scrollIntoViewIfNeeded();
    // Nothing loads before the visitor reaches for the carousel; pointing at its button hydrates it.
    expect(await page.locator('[data-island="reviews-carousel"][data-hydrated]').count()).toBe(0);
    expect(await page.getAttribute('[data-carousel-viewport]', 'data-carousel-viewport')).toBe('scroll');
    await page.hover('[data-carousel-next]');
    await hydrated(page, 'reviews-carousel');
    expect(await page.getAttribute('[data-carousel-viewport]', 'data-carousel-viewport')).toBe('live');
    const [prev, next] = [page.locator('[data-carousel-prev]'), page.locator('[data-carousel-next]')];
    expect(await index(page)).toBe('0');
    expect(await prev.isDisabled()).toBe(true);
    expect(await page.locator('[data-slide]:not([inert])').count()).toBe(3);
    await next.click();
    await expect.poll(() => index(page)).toBe('1');
    expect(await next.isDisabled()).toBe(true);
    await page.waitForTimeout(400);
    const [viewport, slide] = await Promise.all([
      page.locator('[data-carousel] [data-carousel-viewport]').boundingBox(),
      page.locator('[data-slide="1"]').boundingBox(),
    ]);
    expect(Math.abs((slide?.x ?? 0) - (viewport?.x ?? 1))).toBeLessThan(2);
    await prev.click();
    await expect.poll(() => index(page)).toBe('0');
    await next.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => index(page)).toBe('1');
    // Next is disabled now: the keyboard focus moved to prev instead of dropping to the page.
    expect(await prev.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => index(page)).toBe('0');
  });

  test('a mouse drag turns without following the link under it', async () => {
    const { page } = await open('/');
    await page.locator('[data-reviews-carousel]').scrollIntoViewIfNeeded();
    const link = await page.locator('[data-slide="0"] article a').boundingBox();
    if (!link) throw new Error('no review link');
    // The pointer coming over the carousel hydrates it before the drag starts.
    await page.mouse.move(link.x + 40, link.y + 5);
    await hydrated(page, 'reviews-carousel');
    await page.mouse.down();
    await page.mouse.move(link.x - 40, link.y + 8, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => index(page)).toBe('1');
    expect(page.url()).toBe(shopUrl('/'));
  });

  test('on a phone: one review per view, a 60 px swipe turns, a short or vertical drag does not', async () => {
    const { page } = await open('/', true);
    await page.locator('[data-reviews-carousel]').scrollIntoViewIfNeeded();
    // The first touch on the carousel (here its heading) hydrates it.
    await page.tap('[data-reviews-carousel] h2');
    await hydrated(page, 'reviews-carousel');
    expect(await page.locator('[data-slide]:not([inert])').count()).toBe(1);
    await touchDrag(page, -40, 0);
    expect(await index(page)).toBe('0');
    await touchDrag(page, -30, -120);
    expect(await index(page)).toBe('0');
    await touchDrag(page, -60, 4);
    await expect.poll(() => index(page)).toBe('1');
    // The turn has ended (the slide sits at the viewport's edge) before the swipe back starts: a busy machine
    // may still be animating after the 300 ms the turn takes.
    await expect.poll(() => slideOffset(page, 1), { timeout: 5000 }).toBeLessThan(2);
    await touchDrag(page, 60, 0);
    await expect.poll(() => index(page)).toBe('0');
  });
});

describe('contact form', () => {
  const fields = {
    name: 'Erika Muster',
    subject: 'Meine Bestellung',
    message: 'Wo ist mein Kalender geblieben?',
  };

  test('checks on submit, keeps everything typed when the send fails, says so', async () => {
    const { page } = await open('/kontakt/');
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/web-api/contact-form')) posted.push(request.postData() ?? '');
    });
    expect(await page.textContent('[data-contact-person]')).toContain('Anna Weiß');
    await page.click('[data-contact-form] button[type=submit]');
    await hydrated(page, 'contact-form');
    await expect.poll(() => page.locator('[data-field-error]').count()).toBe(4);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    for (const [name, value] of Object.entries(fields)) await page.fill(`[name=${name}]`, value);
    await page.fill('[name=email]', 'erika@example');
    await page.click('[data-contact-form] button[type=submit]');
    await expect.poll(() => page.locator('[data-field-error]').count()).toBe(1);
    expect(await page.getAttribute('[name=email]', 'aria-invalid')).toBe('true');
    expect(posted).toEqual([]);

    await page.route('**/web-api/contact-form', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":{"text":"down"}}' }),
    );
    await page.fill('[name=email]', 'erika@example.de');
    await page.click('[data-contact-form] button[type=submit]');
    await page.waitForSelector('[data-contact-form] [role=alert]');
    expect(await page.textContent('[data-contact-form] [role=alert]')).toContain('nicht gesendet');
    expect(JSON.parse(posted[0] ?? '{}')).toEqual({ ...fields, email: 'erika@example.de' });
    for (const [name, value] of Object.entries(fields))
      expect(await page.inputValue(`[name=${name}]`)).toBe(value);
    expect(await page.isEnabled('[data-contact-form] button[type=submit]')).toBe(true);
  });

  test('the button is disabled while sending; the shop backend receives it and the thanks show', async () => {
    const { page } = await open('/kontakt/');
    // Slowed down on its way to the real backend, so the sending state can be seen.
    await page.route('**/web-api/contact-form', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.focus('[name=name]');
    await hydrated(page, 'contact-form');
    for (const [name, value] of Object.entries(fields)) await page.fill(`[name=${name}]`, value);
    await page.fill('[name=email]', 'erika@example.de');
    await page.click('[data-contact-form] button[type=submit]');
    await expect.poll(() => page.isDisabled('[data-contact-form] button[type=submit]')).toBe(true);
    await expect.poll(() => page.textContent('[data-contact-status]'), { timeout: 3000 }).toContain('Danke');
    expect(await page.inputValue('[name=message]')).toBe('');
    expect(await page.locator('[data-contact-form] [role=alert]').count()).toBe(0);
  });
});

describe('voucher', () => {
  test('copies the code; where the clipboard refuses, the code is selected', async () => {
    const { page } = await open('/karten/hochzeitskarten/');
    await chromium.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shopUrl('') });
    await page.click('[data-voucher-copy]');
    await hydrated(page, 'voucher');
    await expect.poll(() => page.textContent('[data-voucher-copy]')).toBe('Kopiert');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME10');

    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await page.reload();
    await page.click('[data-voucher-copy]');
    await hydrated(page, 'voucher');
    await expect.poll(() => page.evaluate(() => String(window.getSelection()))).toBe('WELCOME10');
    expect(await page.textContent('[data-voucher-status]')).toContain('Strg+C');
  });

  test('a failed apply shows a message and warns error-add-voucher; the real backend applies the code', async () => {
    const { page, warnings } = await open('/karten/hochzeitskarten/');
    await page.route('**/web-api/voucher', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"message":{"text":"Unbekannter Code"}}',
      }),
    );
    await page.click('[data-voucher-apply]');
    await hydrated(page, 'voucher');
    await page.waitForSelector('[data-voucher-error]');
    expect(warnings.some((warning) => warning.startsWith('error-add-voucher'))).toBe(true);

    await page.unroute('**/web-api/voucher');
    const request = page.waitForRequest('**/web-api/voucher');
    await page.click('[data-voucher-apply]');
    expect(JSON.parse((await request).postData() ?? '{}')).toEqual({ code: 'WELCOME10' });
    await expect.poll(() => page.textContent('[data-voucher-status]')).toContain('Warenkorb');
    expect(await page.locator('[data-voucher-error]').count()).toBe(0);
  });
});

describe('video block', () => {
  /** Opens the demo page with the video block and wakes the island; nothing of the clip loads before play. */
  async function videoPage(failing: boolean) {
    await chromium.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await chromium.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    if (failing) await page.route('**/demo-media/**', (route) => route.fulfill({ status: 404 }));
    const videoRequests: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/demo-media/')) videoRequests.push(request.url());
      if (request.url().endsWith('.js')) scripts.push(request.url());
    });
    await page.goto(shopUrl('/fotobuch/fotobuch-hardcover/'), { waitUntil: 'load' });
    await page.waitForSelector('html[data-boot-ready]', { state: 'attached' });
    await page.locator('[data-video-block]').scrollIntoViewIfNeeded();
    // In view, still nothing hydrated: the pointer coming over the video wakes the island.
    await page.waitForTimeout(300);
    expect(await page.locator('[data-island="video-block"][data-hydrated]').count()).toBe(0);
    await page.hover('[data-video-block] video');
    await hydrated(page, 'video-block');
    const video = await page.$eval('video', (element) => ({
      poster: element.getAttribute('poster'),
      controls: element.controls,
      muted: element.muted,
      inline: element.playsInline,
      preload: element.preload,
    }));
    expect(video).toMatchObject({ controls: true, muted: true, inline: true, preload: 'none' });
    // The poster, which a video loads at once wherever it is, was set by the boot script as the video came near.
    expect(video.poster).toMatch(/cdn-cgi\/image\/.+\/demo-images\//);
    expect(video.poster).toBe(await page.getAttribute('[data-video-block] video', 'data-poster'));
    await page.waitForTimeout(300);
    expect(videoRequests).toEqual([]);
    // The poster picture's code is not part of the island: it loads with a failure only.
    expect(scripts.filter((url) => url.includes('/VideoPoster-'))).toEqual([]);
    await page.evaluate(() =>
      document
        .querySelector('video')
        ?.play()
        .catch(() => undefined),
    );
    return { page, warnings, videoRequests, scripts };
  }

  test('loads nothing before play; the demo clip plays', async () => {
    const { page, warnings, videoRequests } = await videoPage(false);
    await expect
      .poll(() => page.$eval('video', (element) => element.currentTime), { timeout: 5000 })
      .toBeGreaterThan(0);
    expect(videoRequests.length).toBeGreaterThan(0);
    expect(await page.locator('[data-video-failed]').count()).toBe(0);
    expect(warnings.some((warning) => warning.startsWith('teaser-hero-video-failed-to-load'))).toBe(false);
  });

  test("on a phone the player's controls are skipped until the video nears the viewport, its box at the video's size", async () => {
    const { page } = await open('/fotobuch/fotobuch-hardcover/', true);
    const state = () =>
      page.$eval('[data-video-block] video', (video) => {
        const box = video.parentElement?.getBoundingClientRect();
        return {
          // False while a `content-visibility: auto` ancestor skips the video's rendering.
          rendered: video.checkVisibility({ contentVisibilityAuto: true }),
          screensBelow: (box?.top ?? 0) / window.innerHeight,
          ratio: box ? box.width / box.height : 0,
          videoHeight: video.getBoundingClientRect().height,
          boxHeight: box?.height ?? 0,
        };
      });
    const before = await state();
    // The test's premise: the demo page's video starts screens below the first, beyond the browser's margin.
    expect(before.screensBelow).toBeGreaterThan(2);
    expect(before.rendered).toBe(false);
    expect(before.ratio).toBeCloseTo(16 / 9, 1);
    await page.locator('[data-video-block]').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await state()).rendered).toBe(true);
    const after = await state();
    // Nothing moves as the controls come: the video fills the box the page held for it.
    expect(after.boxHeight).toBeCloseTo(before.boxHeight, 0);
    expect(after.videoHeight).toBeCloseTo(after.boxHeight, 0);
    // The boot script, watching the box, has set the poster.
    const video = page.locator('[data-video-block] video');
    await expect.poll(() => video.getAttribute('poster')).toBe(await video.getAttribute('data-poster'));
    // The focused video's ring lies outside it: the box's containment lets it paint that far.
    const ring = await video.evaluate((element) => {
      element.focus({ focusVisible: true } as FocusOptions);
      const style = getComputedStyle(element);
      return {
        ring: Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset),
        margin: Number.parseFloat(getComputedStyle(element.parentElement as Element).overflowClipMargin),
      };
    });
    expect(ring.ring).toBeGreaterThan(0);
    expect(ring.margin).toBeGreaterThanOrEqual(ring.ring);
  });

  test('a video that fails shows the poster and warns', async () => {
    const { page, warnings, scripts } = await videoPage(true);
    await page.waitForSelector('[data-video-failed] img', { timeout: 5000 });
    expect(scripts.filter((url) => url.includes('/VideoPoster-'))).toHaveLength(1);
    expect(await page.locator('video').count()).toBe(0);
    expect(warnings.some((warning) => warning.startsWith('teaser-hero-video-failed-to-load'))).toBe(true);
  });
});
