// Swiss numbers as workerd writes them into real pages: francs and counts group thousands with the apostrophe in
// de-CH, fr-CH and it-CH alike (Intl alone leaves it-CH's 1234.50 ungrouped and gives fr-CH a narrow space), each
// locale keeping its own currency position and decimal sign.
import { env } from 'cloudflare:test';
import { expect, test } from 'vitest';
import { CH, get, page } from './fetch';

/** The site's product pages (two path segments after the language prefix) from its sitemap. */
async function productPaths(prefix: string): Promise<string[]> {
  const xml = await (await get(`${CH}${prefix}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '').pathname)
    .filter((path) => path.startsWith(`${prefix}/`))
    .filter((path) => path.slice(prefix.length).split('/').filter(Boolean).length === 2);
}

/** React writes the apostrophe as `&#x27;`; the spaces around the currency are no-break ones. */
const readable = (html: string) => html.replace(/&#x27;/g, "'");

test.each([
  // A framed choice is two articles of the service (material and frame): twice the price.
  ['', 'de-CH', /CHF\u00a0(1'234\.50|2'469\.00)/],
  ['/fr', 'fr-CH', /(1'234\.50|2'469\.00)\u00a0CHF/],
  ['/it', 'it-CH', /CHF\u00a0(1'234\.50|2'469\.00)/],
])(
  '%s (%s): the calculator’s franc prices and the review count',
  async (prefix, _locale, price) => {
    await env.SHOP_DB.prepare(
      "UPDATE catalogue_prices SET price_current = 123450, price_original = NULL WHERE currency = 'chf'",
    ).run();
    let priced = 0;
    for (const path of await productPaths(prefix)) {
      const html = readable((await page(`${CH}${path}`)).html);
      const calculator = /<section[^>]*data-calculator=[\s\S]*?<\/section>/.exec(html)?.[0];
      if (!calculator) continue;
      priced += 1;
      expect(calculator, path).toMatch(price);
      expect(calculator, path).not.toMatch(/1234[.,]50|1[\u202f\u00a0 ]234/);
    }
    expect(priced).toBeGreaterThan(0);
    const home = readable((await page(`${CH}${prefix}/`)).html);
    const opinions = /<section[^>]*data-customer-opinions[\s\S]*?<\/section>/.exec(home)?.[0] ?? '';
    expect(opinions).toMatch(/\d{1,3}'\d{3} /);
  },
  60_000,
);
