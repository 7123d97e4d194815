// A shopper gives a gift voucher in Chromium: the page in the market's currency, an amount chosen, the recipient and
// a message typed, and the voucher in the basket at that amount. No script is needed on the way.
import { describe, expect, test } from 'vitest';
import { browserFixture, shopUrl } from './browser';

// The refused form's answer is a 400 the browser reports as a failed load: expected here, not an error.
const chromium = browserFixture({
  viewport: { width: 390, height: 844 },
  failOnErrors: (message) => !message.includes('status of 400'),
});

describe('the gift voucher', () => {
  test.each([
    ['kartenliebe.de.localhost', '/gift-voucher/', '100', /^100,00\s€$/, /\/basket\/$/],
    ['kartenliebe.ch.localhost', '/fr/gift-voucher/', '200', /^200\.00\sCHF$/, /\/fr\/basket\/$/],
  ])('%s%s: chosen, typed, in the basket', async (host, path, amount, total, basket) => {
    const page = await chromium.newPage();
    await page.goto(shopUrl(path, host), { waitUntil: 'load' });
    expect(await page.locator('[data-gift-voucher-amount]').count()).toBeGreaterThanOrEqual(4);
    await page.check(`input[name="amount"][value="${amount}"]`);
    await page.fill('input[name="recipient"]', 'Ada Lovelace');
    await page.fill('textarea[name="message"]', 'Alles Gute!\nDeine Grace');
    await Promise.all([
      page.waitForURL(basket),
      page.click('[data-gift-voucher-form] button[type="submit"]'),
    ]);
    const line = page.locator('[data-basket-line="gift-voucher"]');
    expect(await line.count()).toBe(1);
    expect((await line.locator('[data-line-total]').textContent())?.trim()).toMatch(total);
  });

  test('a recipient with a web address is refused on the page, the rest kept', async () => {
    const page = await chromium.newPage();
    await page.goto(shopUrl('/gift-voucher/'), { waitUntil: 'load' });
    await page.check('input[name="amount"][value="75"]');
    await page.fill('input[name="recipient"]', 'www.example.com');
    await page.fill('textarea[name="message"]', 'Für dich');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.click('[data-gift-voucher-form] button[type="submit"]'),
    ]);
    expect(answer.status()).toBe(400);
    await page.waitForSelector('[data-field-error="recipient"]');
    expect(await page.isChecked('input[name="amount"][value="75"]')).toBe(true);
    expect(await page.inputValue('textarea[name="message"]')).toBe('Für dich');
    expect(await page.getAttribute('input[name="recipient"]', 'aria-invalid')).toBe('true');
  });
});
