// The wishlist page (kartenliebe only; a 404 elsewhere): the visitor's list from the shop API, each item shown as
// its product tile. A POST is the heart's form without JavaScript: it adds or removes through the shop API and
// answers with a redirect back. The page is personal, never stored in a shared cache.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { WISHLIST_TEXTS } from '#i18n/wishlist-texts';
import { type OverviewTile, ProductTileCard } from '../../shared/components/ProductsOverview';
import { WishlistButton, wishlistPath } from '../../shared/components/Wishlist';
import { channelConfig } from '../../shared/domain/channel-config';
import { SkuIdSchema } from '../../shared/domain/product-fields';
import { PRODUCTS_WORDS, WISHLIST_WORDS } from '../../shared/domain/routes';
import { localizePath } from '../../shared/domain/site';
import { controlCharacterField } from '../../shared/schemas/form-text';
import { SHOP_PATHS } from '../../shared/shop/endpoints';
import { isShopRefusal } from '../../shared/shop/error';
import { productTiles } from '../content/product-tiles';
import type { AppEnv } from '../env';
import { hasSession } from '../render/customer';
import { renderError } from '../render/error-page';
import { renderPage } from '../render/render-page';
import { fromOtherSite, say } from '../site/request-facts';

const WishlistSchema = v.object({ items: v.array(v.looseObject({ sku: SkuIdSchema })) });
const FormSchema = v.object({
  sku: SkuIdSchema,
  action: v.picklist(['add', 'remove'], 'action must be add or remove'),
  // The page the heart was on, as the browser addressed it: a path of this site, never `//host` or a scheme, and
  // without spaces or control characters (a redirect cannot carry them).
  back: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(2000, 'back must be a path of this site'),
      v.regex(/^\/(?![/\\])[^\s\p{Cc}]*$/u, 'back must be a path of this site'),
    ),
    '/',
  ),
});

export const wishlist = new Hono<AppEnv>();

async function wishlistPage(c: Context<AppEnv>): Promise<Response> {
  const site = c.get('site'),
    log = c.get('log');
  const path = wishlistPath(site);
  if (!path) return renderError(c, 'not-found');
  const texts = WISHLIST_TEXTS[site.textLocale];
  let skus: string[];
  try {
    skus = v
      .parse(WishlistSchema, await c.get('shop').get(SHOP_PATHS.wishlist))
      .items.map((item) => item.sku);
  } catch (error) {
    log.error('content-unavailable', { part: 'wishlist', error });
    return renderError(c, 'unavailable');
  }
  const bySku = new Map<string, OverviewTile>();
  for (const tile of await productTiles(c)) if (tile.sku) bySku.set(tile.sku, tile);
  const showPrices = channelConfig(site.channel, site.locale).pricesInProductOverview;
  const products = localizePath(site, `/${PRODUCTS_WORDS.products[site.language]}`);
  const back = localizePath(site, path);
  return renderPage(c, {
    title: texts.title,
    noindex: true,
    personal: true,
    body: (
      <section className="mx-auto max-w-screen-xl px-4 py-12" data-wishlist-page="">
        <h1 className="font-head text-4xl font-semibold mb-2">{texts.title}</h1>
        {!hasSession(c) && <p className="text-muted mb-6 max-w-prose">{texts.anonymousHint}</p>}
        {skus.length === 0 ? (
          <p className="mt-8" data-wishlist-empty="">
            {texts.empty}{' '}
            <a href={products} className="text-accent font-semibold">
              {texts.browse}
            </a>
          </p>
        ) : (
          <ul
            className="mt-8 grid grid-cols-2 md:grid-cols-3 xl:grid-cols-4 gap-4 list-none p-0"
            data-tiles=""
          >
            {skus.map((sku) => {
              const tile = bySku.get(sku);
              return tile ? (
                <ProductTileCard key={sku} tile={tile} showPrices={showPrices} back={back} listed />
              ) : (
                <li key={sku} className="relative rounded-lg bg-cream p-3" data-wishlist-item={sku}>
                  <span className="block font-semibold">{sku}</span>
                  <span className="text-sm text-muted">{texts.unavailable}</span>
                  <WishlistButton sku={sku} title={sku} back={back} listed />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    ),
  });
}

/** The heart's form without JavaScript: add or remove through the shop API, then back to the page it was on. */
async function wishlistForm(c: Context<AppEnv>): Promise<Response> {
  if (!wishlistPath(c.get('site'))) return renderError(c, 'not-found');
  if (fromOtherSite(c)) return c.text(say(c, 'crossSite'), 403);
  const fields = Object.fromEntries(await c.req.formData().catch(() => new FormData()));
  // A control character in any field, even one the form does not read, is refused before anything is sent.
  const tainted = controlCharacterField(fields);
  if (tainted) return c.text(`Invalid wishlist request: ${tainted}: control character`, 400);
  const form = v.safeParse(FormSchema, fields);
  if (!form.success) return c.text(`Invalid wishlist request: ${form.issues[0].message}`, 400);
  const { sku, action, back } = form.output;
  let answer: Response;
  try {
    answer =
      action === 'add'
        ? await c.get('shop').postRaw(SHOP_PATHS.wishlist, { sku })
        : await c.get('shop').deleteRaw(SHOP_PATHS.wishlist, { sku });
  } catch (error) {
    const status = isShopRefusal(error) ? error.status : 503;
    return c.text(WISHLIST_TEXTS[c.get('site').textLocale].failed, status as 400);
  }
  await answer.body?.cancel();
  const response = c.redirect(back, 303);
  // The anonymous list's cookie, set by the shop on the first item, reaches the browser.
  for (const cookie of answer.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  return response;
}

for (const word of new Set(Object.values(WISHLIST_WORDS))) {
  wishlist.get(`/${word}`, wishlistPage);
  wishlist.post(`/${word}`, wishlistForm);
}
