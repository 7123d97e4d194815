// Shop-wide data: campaign action bar, shipping, feature flags, express shop and the frontends' initial data.
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { ActionBarDataSchema } from '../../../../shared/domain/action-bar';
import { CARD_QUANTITIES, DEFAULT_CARD_QUANTITY } from '../../../../shared/domain/cards';
import { COUNTRIES, type CountryCode } from '../../../../shared/domain/markets';
import type { AppEnv } from '../../../env';
import { requestLanguage, shopError } from '../http';
import { money, readQuery } from './query';

/**
 * - `campaign-data?url=/path` -> `{ actionBar: { id, text (in the site's language), color, backgroundColor, countdownEndDate?,
 *   actionBarEndDate? } | null }`: the channel's campaign with the longest matching path prefix
 * - `shipping-information?country=DE` (default: the request's country) -> `{ country, currency, standard,
 *   express, freeFrom, deliveryDays: { min, max } }`
 * - `feature-flags` -> `{ flags: { [key]: 'on' | 'off' } }`
 * - `express-shop` -> `{ enabled, surcharge, currency, deliveryDays }`
 * - `shop-frontends-initial-data` -> `{ channel, country, locale, currency, unit, flags, shipping,
 *   cardQuantities, defaultCardQuantity }`
 */
export const shopDataApi = new Hono<AppEnv>();

const PagePath = v.pipe(v.string('is required'), v.regex(/^\/[^\s?#]{0,500}$/, 'must be a page path'));
const Country = v.picklist(
  COUNTRIES.map((country) => country.code),
  'must be a country code',
);

interface Rate {
  country: string;
  currency: string;
  standard: number;
  express: number;
  free_from: number;
  days_min: number;
  days_max: number;
}

async function shipping(c: Context<AppEnv>, country: CountryCode) {
  const row = await c.env.SHOP_DB.prepare('SELECT * FROM shipping_rates WHERE country = ?')
    .bind(country)
    .first<Rate>();
  if (!row) return null;
  return {
    country: row.country,
    currency: row.currency,
    standard: money(row.standard),
    express: money(row.express),
    freeFrom: money(row.free_from),
    deliveryDays: { min: row.days_min, max: row.days_max },
  };
}

async function flags(db: D1Database): Promise<Record<string, string>> {
  const { results } = await db.prepare('SELECT key, treatment FROM feature_flags ORDER BY key').all<{
    key: string;
    treatment: string;
  }>();
  return Object.fromEntries(results.map((row) => [row.key, row.treatment]));
}

shopDataApi.get('/web-api/campaign-data', async (c) => {
  const q = readQuery(c, v.object({ url: PagePath }));
  if (!q.ok) return q.response;
  const row = await c.env.SHOP_DB.prepare(
    `SELECT c.id, COALESCE(t.text, c.text) AS text, c.color, c.background_color, c.countdown_end,
        c.action_bar_end
      FROM campaigns c LEFT JOIN campaign_texts t ON t.campaign_id = c.id AND t.language = ?
      WHERE c.channel = ? AND (? = c.path_prefix OR ? LIKE c.path_prefix || '%')
      ORDER BY length(c.path_prefix) DESC LIMIT 1`,
  )
    .bind(requestLanguage(c), c.get('site').channel, q.value.url, q.value.url)
    .first<Record<string, string | null>>();
  if (!row) return c.json({ actionBar: null });
  const bar = v.parse(ActionBarDataSchema, {
    id: row.id,
    text: row.text,
    color: row.color,
    backgroundColor: row.background_color,
    ...(row.countdown_end ? { countdownEndDate: row.countdown_end } : {}),
    ...(row.action_bar_end ? { actionBarEndDate: row.action_bar_end } : {}),
  });
  return c.json({ actionBar: bar });
});

shopDataApi.get('/web-api/shipping-information', async (c) => {
  const q = readQuery(c, v.object({ country: v.optional(Country, c.get('site').country) }));
  if (!q.ok) return q.response;
  const info = await shipping(c, q.value.country);
  return info ? c.json(info) : shopError(c, 404, 'noShipping', { country: q.value.country });
});

shopDataApi.get('/web-api/feature-flags', async (c) => c.json({ flags: await flags(c.env.SHOP_DB) }));

shopDataApi.get('/web-api/express-shop', async (c) => {
  const info = await shipping(c, c.get('site').country);
  const enabled = (await flags(c.env.SHOP_DB))['express-shop'] === 'on' && info !== null;
  return c.json({
    enabled,
    surcharge: info?.express ?? null,
    currency: c.get('site').currency,
    deliveryDays: { min: 1, max: 2 },
  });
});

shopDataApi.get('/web-api/shop-frontends-initial-data', async (c) => {
  const { channel, country, locale, currency, unit } = c.get('site');
  return c.json({
    channel,
    country,
    locale,
    currency,
    unit,
    flags: await flags(c.env.SHOP_DB),
    shipping: await shipping(c, country),
    cardQuantities: CARD_QUANTITIES,
    defaultCardQuantity: DEFAULT_CARD_QUANTITY,
  });
});
