// No dead ends: every page the sitemaps of both channels list, on every country's host, and every link of the
// shop's own hosts on those pages answers something other than 404 once its redirects are followed.
import { describe, expect, test } from 'vitest';
import { COUNTRIES } from '../../shared/domain/markets';
import { get } from './fetch';

const PORT = '8787';
const HOSTS = (['kartenliebe', 'poster'] as const).flatMap((channel) =>
  COUNTRIES.map((country) => `http://${channel}.${country.tld}.localhost:${PORT}`),
);
const SHOP_HOST = /^(kartenliebe|poster)\.[a-z.]+\.localhost:8787$/;
/** Requests in flight at once: the worker answers them in one isolate. */
const PARALLEL = 6;

const decode = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'");

/** The final answer for a URL, redirects followed (at most five), and the URL it came from. */
async function follow(start: string): Promise<{ url: string; response: Response }> {
  let url = start;
  for (let hop = 0; ; hop++) {
    // Quiet: a crawl of every page would log each missing translation of every locale.
    const quiet = new URL(url);
    quiet.searchParams.set('logging', '0');
    const response = await get(quiet.href);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || !location || hop === 5) return { url, response };
    await response.body?.cancel();
    const next = new URL(location, url);
    if (!SHOP_HOST.test(next.host)) return { url, response: new Response(null, { status: 200 }) };
    url = next.href;
  }
}

/** The `<loc>` entries of a host's sitemap. */
async function sitemap(host: string): Promise<string[]> {
  const response = await get(`${host}/sitemap.xml`);
  expect(response.status).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1] ?? ''));
}

/** Every link of a page to one of the shop's hosts, absolute and without its fragment. */
function shopLinks(html: string, base: string): string[] {
  const links: string[] = [];
  for (const [, raw = ''] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = decode(raw);
    if (href === '' || href.startsWith('#') || /^(tel|mailto|javascript):/i.test(href)) continue;
    const url = new URL(href, base);
    url.hash = '';
    if (SHOP_HOST.test(url.host)) links.push(url.href);
  }
  return links;
}

/** Runs `work` over the items, a few at a time. */
async function inPool<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

describe('no dead ends', () => {
  test('the crawl sees a dead end as one', async () => {
    const { response } = await follow(`${HOSTS[0]}/no-such-page/`);
    await response.body?.cancel();
    expect(response.status).toBe(404);
  });

  test('no page of either sitemap, nor any shop link on it, answers 404', { timeout: 600_000 }, async () => {
    const pages = (await Promise.all(HOSTS.map(sitemap))).flat();
    expect(pages.length).toBeGreaterThan(HOSTS.length);
    const dead = new Map<string, string>();
    const linked = new Map<string, string>();
    await inPool(pages, async (page) => {
      const { url, response } = await follow(page);
      if (response.status === 404) dead.set(page, 'sitemap');
      const html = response.headers.get('content-type')?.includes('text/html') ? await response.text() : '';
      if (!html) await response.body?.cancel();
      for (const link of shopLinks(html, url)) if (!linked.has(link)) linked.set(link, page);
    });
    // The header's basket item is among the links crawled, in each channel's slash rule (the account item is a
    // link for a logged-in customer only: its page is tested with the logout).
    expect([...linked.keys()]).toEqual(
      expect.arrayContaining([`${HOSTS[0]}/basket/`, `${HOSTS.at(-1)}/basket`]),
    );
    const targets = [...linked.keys()].filter((link) => !pages.includes(link));
    await inPool(targets, async (link) => {
      const { response } = await follow(link);
      await response.body?.cancel();
      if (response.status === 404) dead.set(link, linked.get(link) ?? '');
    });
    expect(Object.fromEntries(dead), `${dead.size} dead ends (link -> page it is on)`).toEqual({});
  });
});
