// Product data: localised category URLs, the SKU container, frame variants and the photobox configurator data.
import { Hono } from 'hono';
import * as v from 'valibot';
import { channelConfig } from '../../../../shared/domain/channel-config';
import { countryHost } from '../../../../shared/domain/hosts';
import { countryByCode, LOCALES } from '../../../../shared/domain/locales';
import { articleSku } from '../../../../shared/domain/price-article';
import { familiesOf } from '../../../../shared/domain/products';
import type { AppEnv } from '../../../env';
import { shopError } from '../http';
import { requestMarket } from './market-prices';
import { photoboxes } from './price-lists';
import { CurrencySchema, FormatSchema, IdSchema, readQuery } from './query';
import { itemsOf, priceAt } from './store';

/**
 * - `localized-urls?path=/karten` -> `{ path, family, urls: [{ locale, url }] }`: the category page in every
 *   locale of the channel (families of shared/domain/products.ts); 404 for a path that is no category
 * - `sku/container?currency&article&format` -> `{ sku, context: { article, format }, priceCurrent, priceOriginal }`
 * - `variants-for-frame-types?frameTypes=a,b` -> `{ variants: [{ frameType, family, name }] }` (unknown types are
 *   left out; without the parameter every frame)
 * - `photobox-data?currency` -> `{ currency, photoboxes: [{ id, kind, name, formats: [FormatRow] }] }`
 */
export const productDataApi = new Hono<AppEnv>();

const PagePath = v.pipe(v.string('is required'), v.regex(/^\/[^\s?#]{0,500}$/, 'must be a page path'));
const FrameTypes = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9-]{1,64}(,[a-z0-9-]{1,64}){0,19}$/, 'must be frame types'),
);

productDataApi.get('/web-api/localized-urls', (c) => {
  const q = readQuery(c, v.object({ path: PagePath }));
  if (!q.ok) return q.response;
  const { channel } = c.get('site');
  const segment = q.value.path.split('/').filter(Boolean)[0] ?? '';
  const row = familiesOf(channel).find((family) =>
    (Object.values(family.slug) as string[]).includes(segment),
  );
  if (!row) return shopError(c, 404, 'noCategoryPage', { path: q.value.path });
  const url = new URL(c.req.url);
  const from = { local: url.hostname === 'localhost' || url.hostname.endsWith('.localhost'), port: url.port };
  const names = { posterShopName: c.env.POSTER_SHOP_NAME };
  const slash = channelConfig(channel).trailingSlash ? '/' : '';
  const urls = LOCALES.map((locale) => {
    const target = countryHost(channel, countryByCode(locale.country), from, names);
    return {
      locale: locale.code,
      url: `${url.protocol}//${target}${locale.prefix}/${row.slug[locale.language]}${slash}`,
    };
  });
  return c.json({ path: q.value.path, family: row.family, urls });
});

productDataApi.get('/web-api/sku/container', async (c) => {
  const q = readQuery(c, v.object({ currency: CurrencySchema, article: IdSchema, format: FormatSchema }));
  if (!q.ok) return q.response;
  const { currency, article, format } = q.value;
  const price = await priceAt(c.env.SHOP_DB, article, format, requestMarket(c, currency));
  if (!price) return shopError(c, 404, 'notInFormat', { item: article, format });
  return c.json({
    sku: articleSku(c.get('site').channel, article, format),
    context: { article, format },
    ...price,
  });
});

productDataApi.get('/web-api/variants-for-frame-types', async (c) => {
  const q = readQuery(c, v.object({ frameTypes: v.optional(FrameTypes) }));
  if (!q.ok) return q.response;
  const wanted = q.value.frameTypes?.split(',');
  const frames = await itemsOf(c.env.SHOP_DB, ['frame']);
  const variants = frames
    .filter((frame) => !wanted || wanted.includes(frame.id) || wanted.includes(frame.grp))
    .map((frame) => ({ frameType: frame.id, family: frame.grp, name: frame.name }));
  return c.json({ variants });
});

productDataApi.get('/web-api/photobox-data', async (c) => {
  const q = readQuery(c, v.object({ currency: CurrencySchema }));
  if (!q.ok) return q.response;
  return c.json({
    currency: q.value.currency,
    photoboxes: await photoboxes(c.env.SHOP_DB, requestMarket(c, q.value.currency)),
  });
});
