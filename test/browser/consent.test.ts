// The consent layer in Chromium: the banner on a first visit (hidden in the shared HTML, shown by the browser),
// accept and decline stored for a year and not asked again, any cookie-settings link (or the hash) opening the
// second layer, choices per category, decline all as strong as accept all, and the choice synced across tabs.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserFixture, shopUrl } from './browser';

const chromium = browserFixture({ viewport: { width: 1280, height: 800 } });

const BANNER = '[data-consent-banner]';
const SETTINGS = '[role="dialog"] [data-consent-settings]';
/** Set on <html> once the consent layer has read the cookie and rendered the banner or nothing. */
const READY = 'html[data-consent-ready]';

async function open(path = '/'): Promise<Page> {
  const page = await chromium.newPage();
  await page.goto(shopUrl(path), { waitUntil: 'load' });
  await page.waitForSelector(READY, { state: 'attached' });
  return page;
}

async function consentCookie(): Promise<{ value: string; expires: number } | undefined> {
  const cookie = (await chromium.context.cookies()).find((entry) => entry.name === 'consent');
  return cookie && { value: decodeURIComponent(cookie.value), expires: cookie.expires };
}

describe('consent banner', () => {
  test('hidden in the server HTML: the page stays cacheable, the browser opens the banner', async () => {
    const page = await chromium.context.newPage();
    const response = await page.goto(shopUrl('/'), { waitUntil: 'load' });
    expect(await response?.text()).toMatch(/<section [^>]*hidden=""[^>]*data-consent-banner=""/);
    expect(response?.headers()['cache-control']).toContain('public');
    await page.waitForSelector(BANNER);
    expect(await page.$eval(BANNER, (banner) => getComputedStyle(banner).position)).toBe('fixed');
    const [accept, decline] = await Promise.all([
      page.locator('[data-consent-accept]').boundingBox(),
      page.locator('[data-consent-decline]').boundingBox(),
    ]);
    // Equal weight: the same height and a comparable width.
    expect(accept?.height).toBe(decline?.height);
  });

  test.each([
    ['accept', 'granted'],
    ['decline', 'declined'],
  ])('%s is stored for a year and the banner does not come back', async (button, value) => {
    const page = await open();
    await page.click(`[data-consent-${button}]`);
    await page.waitForSelector(BANNER, { state: 'hidden' });
    const cookie = await consentCookie();
    expect(cookie?.value).toBe(value);
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector(READY, { state: 'attached' });
    expect(await page.locator(BANNER).isVisible()).toBe(false);
  });

  test('the choice reaches another open tab', async () => {
    const first = await open();
    const second = await open();
    await second.waitForSelector(BANNER);
    await first.click('[data-consent-accept]');
    await second.waitForSelector(BANNER, { state: 'hidden' });
  });
});

describe('consent second layer', () => {
  test('the footer cookie-settings link opens it instead of navigating; a saved choice per category', async () => {
    await chromium.context.addCookies([{ name: 'consent', value: 'declined', url: shopUrl('/') }]);
    const page = await open();
    const link = page.locator('[data-footer-box-items="about"] [data-consent-open]');
    expect(await link.evaluate((element) => element.tagName)).toBe('BUTTON');
    await link.click();
    await page.waitForSelector(SETTINGS);
    expect(page.url()).toBe(shopUrl('/'));
    expect(await page.locator(`${SETTINGS} input[name="necessary"]`).count()).toBe(0);
    expect(await page.isChecked(`${SETTINGS} input[name="analytics"]`)).toBe(false);
    await page.check(`${SETTINGS} input[name="analytics"]`);
    await page.click('[data-consent-save]');
    await page.waitForSelector(SETTINGS, { state: 'detached' });
    expect((await consentCookie())?.value).toBe('custom:analytics');
    expect(await page.locator(BANNER).isVisible()).toBe(false);
  });

  test('any link to #cookie-settings opens it, and so does the hash', async () => {
    await chromium.context.addCookies([{ name: 'consent', value: 'granted', url: shopUrl('/') }]);
    const page = await open();
    // A link outside the footer boxes, as rich text or the burger's footer would render it.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/datenschutz/#cookie-settings' });
      link.textContent = 'Cookie-Einstellungen';
      link.setAttribute('data-test-settings-link', '');
      document.querySelector('main')?.insertAdjacentElement('afterbegin', link);
    });
    await page.click('[data-test-settings-link]');
    await page.waitForSelector(SETTINGS);
    expect(page.url()).toBe(shopUrl('/'));
    // The stored choice is shown: everything granted.
    expect(await page.isChecked(`${SETTINGS} input[name="marketing"]`)).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector(SETTINGS, { state: 'detached' });
    await page.evaluate(() => {
      location.hash = 'cookie-settings';
    });
    await page.waitForSelector(SETTINGS);
  });

  test('decline all is as strong as accept all and declines every category; texts have contrast', async () => {
    await chromium.context.addCookies([{ name: 'consent', value: 'granted', url: shopUrl('/') }]);
    const page = await open();
    await page.locator('[data-footer-box-items="about"] [data-consent-open]').click();
    await page.waitForSelector(SETTINGS);
    const decline = page.locator('[data-consent-decline-all]');
    const accept = page.locator('[data-consent-accept-all]');
    expect(await decline.getAttribute('class')).toBe(await accept.getAttribute('class'));
    expect((await decline.boundingBox())?.height).toBe((await accept.boundingBox())?.height);
    // Every text in the dialog reaches AA contrast (4.5:1) against the dialog's background.
    const worst = await page.$eval(SETTINGS, (form) => {
      // Computed colours come as color(srgb …); a 1-pixel canvas turns any format into 0–255 RGBA.
      const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      const rgb = (value: string) => {
        if (!canvas) return [0, 0, 0, 0];
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = value;
        canvas.fillRect(0, 0, 1, 1);
        return Array.from(canvas.getImageData(0, 0, 1, 1).data);
      };
      const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
        const channel = (c: number) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const background = (element: Element | null): number[] => {
        for (let node = element; node; node = node.parentElement) {
          const color = rgb(getComputedStyle(node).backgroundColor);
          if (color[3] === 255) return color.slice(0, 3);
        }
        return [255, 255, 255];
      };
      let lowest = 21;
      for (const element of Array.from(form.querySelectorAll('span, p'))) {
        if (!element.textContent?.trim() || element.querySelector('span, p')) continue;
        const [a, b] = [luminance(rgb(getComputedStyle(element).color)), luminance(background(element))];
        lowest = Math.min(lowest, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05));
      }
      return lowest;
    });
    expect(worst).toBeGreaterThanOrEqual(4.5);
    await decline.click();
    await page.waitForSelector(SETTINGS, { state: 'detached' });
    expect((await consentCookie())?.value).toBe('declined');
  });

  test('opened from the banner; Escape closes it and the banner is still there', async () => {
    const page = await open();
    await page.click(`${BANNER} [data-consent-open]`);
    await page.waitForSelector(SETTINGS);
    expect(await page.evaluate(() => document.documentElement.classList.contains('overflow-hidden'))).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await page.waitForSelector(SETTINGS, { state: 'detached' });
    await page.waitForSelector(BANNER);
    expect(await consentCookie()).toBeUndefined();
  });
});
