// A new visitor's landing page counts in the experiments: asked without consent, the server records nothing; when
// the visitor accepts on that page, the page reports the flags its markup shows, and each is recorded exactly
// once, for the key the shop issued. A decline records none, nor does leaving the page before choosing.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { HOME_AB_FLAG } from '../../demo/flags';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { bootReady, browserFixture, recordedFlags, shopUrl } from './browser';

const chromium = browserFixture({ viewport: { width: 1280, height: 900 } });

/** A first visit: no key, no choice; the landing page booted, with the key the shop issued and the flags it shows. */
async function land(): Promise<{ page: Page; key: string; seen: string[] }> {
  await chromium.context.clearCookies({ name: FLAG_KEY_COOKIE });
  const page = await chromium.newPage();
  await page.goto(shopUrl(`/?landing=${crypto.randomUUID()}`), { waitUntil: 'load' });
  await bootReady(page);
  const cookies = await chromium.context.cookies(shopUrl('/'));
  const key = cookies.find((cookie) => cookie.name === FLAG_KEY_COOKIE)?.value ?? '';
  expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const seen = await page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('island-data')?.textContent ?? '{}') as {
          state?: { flags?: { seen?: string[] } };
        }
      ).state?.flags?.seen ?? [],
  );
  expect(seen).toContain(HOME_AB_FLAG);
  return { page, key, seen };
}

/** Gives the page's reports and the worker's after-work time to arrive. */
const settle = (page: Page) => page.waitForTimeout(1000);

describe('the landing page of a new visitor', () => {
  test('accepting on the page records exactly one impression per flag its markup shows', async () => {
    const { page, key, seen } = await land();
    await settle(page);
    expect(await recordedFlags(page, key)).toEqual({ impressions: [], evaluations: [] });
    await page.click('[data-consent-accept]');
    await expect.poll(async () => (await recordedFlags(page, key)).evaluations).toEqual([...seen].sort());
    // Choosing again, or a while later, adds nothing: the view counted once.
    await page.evaluate(() =>
      document.dispatchEvent(new CustomEvent('shop:cookie', { detail: { name: 'consent' } })),
    );
    await settle(page);
    expect(await recordedFlags(page, key)).toEqual({
      impressions: [...seen].sort(),
      evaluations: [...seen].sort(),
    });
    // The next page is asked with consent: the server counts it, the page reports nothing more.
    await page.goto(shopUrl(`/?next=${crypto.randomUUID()}`), { waitUntil: 'load' });
    await bootReady(page);
    await settle(page);
    expect((await recordedFlags(page, key)).evaluations).toEqual([...seen, ...seen].sort());
  });

  test('declining on the page records none', async () => {
    const { page, key } = await land();
    await page.click('[data-consent-decline]');
    await settle(page);
    expect(await recordedFlags(page, key)).toEqual({ impressions: [], evaluations: [] });
  });

  test('leaving the page before choosing records none', async () => {
    const { page, key } = await land();
    await page.goto(shopUrl('/impressum/'), { waitUntil: 'load' });
    await bootReady(page);
    await settle(page);
    expect(await recordedFlags(page, key)).toEqual({ impressions: [], evaluations: [] });
  });
});
