// The worker's texts: German in its bundle, each other text locale read from its file in the static assets on its
// first request. Once read, every table holds exactly what its text module says, and the file is not read again; an
// unreadable one is a 503 in plain words, and read again by the next request.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { TEXT_LOCALES } from '../../shared/domain/markets';
import { resolveSite } from '../../shared/domain/site';
import * as burgerTexts from '../../shared/i18n/burger-texts';
import * as editorTexts from '../../shared/i18n/editor-texts';
import * as footerTexts from '../../shared/i18n/footer-texts';
import * as furnitureTexts from '../../shared/i18n/furniture-texts';
import * as gift_voucherTexts from '../../shared/i18n/gift-voucher-texts';
import * as navigationTexts from '../../shared/i18n/navigation-texts';
import * as optionTexts from '../../shared/i18n/option-texts';
import * as photoboxTexts from '../../shared/i18n/photobox-texts';
import * as productTexts from '../../shared/i18n/product-texts';
import * as shop_pageTexts from '../../shared/i18n/shop-page-texts';
import * as shopTexts from '../../shared/i18n/shop-texts';
import * as allTexts from '../../shared/i18n/texts';
import * as wishlistTexts from '../../shared/i18n/wishlist-texts';
import type { AppEnv } from '../../worker/env';
import { LOCALE_TABLES } from '../../worker/generated/locale-texts';
import { createLogger } from '../../worker/log';
import { textsLoader, textsReady } from '../../worker/site/locale-texts';
import { DE } from './fetch';

/** The text modules as written, every locale in them. */
const AUTHORED: Record<string, Record<string, unknown>> = {
  'burger-texts': burgerTexts,
  'editor-texts': editorTexts,
  'footer-texts': footerTexts,
  'furniture-texts': furnitureTexts,
  'gift-voucher-texts': gift_voucherTexts,
  'navigation-texts': navigationTexts,
  'option-texts': optionTexts,
  'photobox-texts': photoboxTexts,
  'product-texts': productTexts,
  'shop-page-texts': shop_pageTexts,
  'shop-texts': shopTexts,
  texts: allTexts,
  'wishlist-texts': wishlistTexts,
};

/** The assets binding, counting the reads. */
function counted(assets: Fetcher = env.ASSETS): { assets: Fetcher; reads: () => number } {
  let reads = 0;
  const counting = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      reads++;
      return assets.fetch(input as Request, init);
    },
  } as Fetcher;
  return { assets: counting, reads: () => reads };
}

const failing = { fetch: async () => new Response('gone', { status: 500 }) } as unknown as Fetcher;

afterEach(() => vi.restoreAllMocks());

describe("the worker's texts", () => {
  test('every table holds exactly what its text module says, once each text locale is read', async () => {
    const load = textsLoader();
    for (const locale of TEXT_LOCALES) await load(env.ASSETS, locale);
    const modules = Object.entries(LOCALE_TABLES);
    expect(modules.length).toBe(13);
    for (const [module, tables] of modules) {
      const authored = AUTHORED[module];
      expect(authored, module).toBeDefined();
      for (const [name, table] of Object.entries(tables))
        expect(table, `${module} ${name}`).toEqual(authored?.[name]);
    }
  });

  test('German is in the bundle; another text locale is read until it is in, then never again', async () => {
    const { assets, reads } = counted();
    const load = textsLoader();
    expect(load(assets, 'de-DE')).toBeUndefined();
    // Concurrent first requests each read for themselves: none waits on another's read.
    await Promise.all([load(assets, 'fr-FR'), load(assets, 'fr-FR')]);
    expect(reads()).toBe(2);
    expect(load(assets, 'fr-FR')).toBeUndefined();
    expect(reads()).toBe(2);
  });

  test('an unreadable file is a 503 in plain words with Retry-After, logged, and read again next time', async () => {
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void logged.push(String(line)));
    const load = textsLoader();
    // The request context's own read goes through the isolate's loader; this one's through its own.
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        const resolved = resolveSite(new URL(c.req.url), { posterShopName: c.env.POSTER_SHOP_NAME });
        if (resolved.kind !== 'site') throw new Error(`no site for ${c.req.url}`);
        c.set('site', resolved.site);
        c.set('log', createLogger({ requestId: 'texts', enabled: true }));
        return (await textsReady(c, load)) ?? next();
      })
      .get('*', (c) => c.text('answered'));
    const send = async (assets: Fetcher) => {
      const ctx = createExecutionContext();
      const url = 'http://kartenliebe.nl.localhost:8787/';
      const response = await app.fetch(new Request(url), { ...env, ASSETS: assets }, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    };
    const refused = await send(failing);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await refused.text()).toContain('the texts of this page could not be read');
    expect(logged.join('\n')).toMatch(/"id":"texts-unavailable".*"locale":"nl-NL"/);
    const answered = await send(env.ASSETS);
    expect(answered.status).toBe(200);
    expect(await answered.text()).toBe('answered');
    // The shop locale the storefront names is read too: an API call from a page in /fr/ is answered in French.
    const { assets, reads } = counted();
    const named = async (header: string) => {
      const ctx = createExecutionContext();
      const request = new Request(`${DE}/`, { headers: { 'x-shop-locale': header } });
      return app.fetch(request, { ...env, ASSETS: assets }, ctx);
    };
    expect((await named('it-CH')).status).toBe(200);
    expect((await named('it-CH')).status).toBe(200);
    expect((await named('not-a-locale')).status).toBe(200);
    expect(reads()).toBe(1);
    // A German page reads nothing.
    const ctx = createExecutionContext();
    expect((await app.fetch(new Request(`${DE}/`), { ...env, ASSETS: failing }, ctx)).status).not.toBe(503);
  });
});
