// The calculator's prices come from the price service in the site's currency, read on the server: a product
// page's HTML and its island data carry the service's price, not the one the CMS block was saved with.
import { env } from 'cloudflare:test';
import { expect, test } from 'vitest';
import { CH, get, islandData, page } from './fetch';

async function productPaths(host: string): Promise<string[]> {
  const xml = await (await get(`${host}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '').pathname)
    .filter((path) => path.split('/').filter(Boolean).length === 2);
}

test('a Swiss product page shows the price service’s franc prices in its calculator', async () => {
  // A price no CMS block holds: every franc price of the service becomes 777.77.
  await env.SHOP_DB.prepare(
    "UPDATE catalogue_prices SET price_current = 77777, price_original = NULL WHERE currency = 'chf'",
  ).run();
  const paths = await productPaths(CH);
  let priced = 0;
  for (const path of paths) {
    const { html } = await page(`${CH}${path}`);
    const calculator = /<section[^>]*data-calculator=[\s\S]*?<\/section>/.exec(html)?.[0];
    if (!calculator) continue;
    priced += 1;
    // A framed choice is two articles of the service: material and frame.
    expect(calculator.replace(/[\u00a0\u202f]/g, ' '), path).toMatch(/CHF (777\.77|1&#x27;555\.54)/);
    expect(JSON.stringify(islandData(html).props), path).toMatch(/777\.77|1555\.54/);
    expect(JSON.stringify(islandData(html).props), path).not.toMatch(/"priceCurrent":(?!777\.77|1555\.54)/);
  }
  expect(priced).toBeGreaterThan(3);
}, 60_000);
