// The price service's add-ons: accessories, frames and photo option groups per currency.
import { Hono } from 'hono';
import * as v from 'valibot';
import { materialUnit } from '../../../../shared/domain/channel-config';
import { lengthsIn } from '../../../../shared/domain/lengths';
import { frameOptionGroups } from '../../../../shared/domain/wall-options';
import type { AppEnv } from '../../../env';
import { shopError } from '../http';
import { requestMarket } from './market-prices';
import { OPTION_GROUPS } from './price-lists';
import { CurrencySchema, FormatSchema, IdSchema, readQuery } from './query';
import { findItem, itemsOf, pricesOf, withPrices } from './store';

/**
 * `/price-api/accessory`, `/price-api/frame` and `/price-api/photo-options-groups`: `currency` (eur|chf|gbp|usd)
 * is required, a bad query is a 400 naming the field, an unknown material or accessory a 404.
 */
export const priceAddOnsApi = new Hono<AppEnv>();

const ByMaterial = v.object({ currency: CurrencySchema, material: IdSchema });
const FRAME_FAMILIES: Record<string, readonly string[]> = {
  leinwand: ['schattenfuge-leinwand'],
  acrylglas: ['schattenfuge-platte'],
  aludibond: ['schattenfuge-platte'],
  poster: ['holzrahmen', 'alurahmen'],
  hahnemuehle: ['holzrahmen', 'alurahmen'],
};

/** `?currency&accessory?` -> `{ currency, accessories: [{ id, name, group, priceCurrent, priceOriginal }] }`. */
priceAddOnsApi.get('/price-api/accessory', async (c) => {
  const q = readQuery(c, v.object({ currency: CurrencySchema, accessory: v.optional(IdSchema) }));
  if (!q.ok) return q.response;
  const all = await itemsOf(c.env.SHOP_DB, ['accessory']);
  const items = q.value.accessory ? all.filter((item) => item.id === q.value.accessory) : all;
  if (items.length === 0)
    return shopError(c, 404, 'unknownAccessory', { accessory: q.value.accessory ?? '' });
  const accessories = (await withPrices(c.env.SHOP_DB, items, requestMarket(c, q.value.currency))).map(
    ({ item, ...price }) => ({
      id: item.id,
      name: item.name,
      group: item.grp,
      ...price,
    }),
  );
  return c.json({ currency: q.value.currency, accessories });
});

/** `?currency&material&format` -> `{ currency, material, format, frames: [{ frameType, family, name, ...price }] }`. */
priceAddOnsApi.get('/price-api/frame', async (c) => {
  const q = readQuery(c, v.object({ currency: CurrencySchema, material: IdSchema, format: FormatSchema }));
  if (!q.ok) return q.response;
  const families = FRAME_FAMILIES[q.value.material];
  if (!families) return shopError(c, 404, 'noFrames', { material: q.value.material });
  const frames = (await itemsOf(c.env.SHOP_DB, ['frame'])).filter((item) => families.includes(item.grp));
  const prices = await pricesOf(
    c.env.SHOP_DB,
    frames.map((item) => item.id),
    requestMarket(c, q.value.currency),
  );
  const priced = frames.flatMap((item) => {
    const price = prices.find((row) => row.itemId === item.id && row.format === q.value.format);
    return price
      ? [
          {
            frameType: item.id,
            family: item.grp,
            name: item.name,
            priceCurrent: price.priceCurrent,
            priceOriginal: price.priceOriginal,
          },
        ]
      : [];
  });
  return c.json({ ...q.value, frames: priced });
});

/**
 * `?currency&material&frameType?` -> `{ currency, material, frameType, groups: [{ group, options: [{ id, name,
 * ...price }] }] }`: the material's groups, then the frame's (glass and mat behind a picture frame); a name's
 * lengths in the site's unit for the material.
 */
priceAddOnsApi.get('/price-api/photo-options-groups', async (c) => {
  const q = readQuery(c, v.object({ ...ByMaterial.entries, frameType: v.optional(IdSchema) }));
  if (!q.ok) return q.response;
  const ofMaterial = OPTION_GROUPS[q.value.material];
  if (!ofMaterial) return shopError(c, 404, 'unknownMaterial', { material: q.value.material });
  const frameType = q.value.frameType;
  if (frameType && !(await findItem(c.env.SHOP_DB, frameType, ['frame']))) {
    return shopError(c, 404, 'invalidField', { field: 'frameType', reason: frameType });
  }
  const wanted = [...ofMaterial, ...frameOptionGroups(frameType)];
  const options = (await itemsOf(c.env.SHOP_DB, ['option'])).filter((item) => wanted.includes(item.grp));
  const priced = await withPrices(c.env.SHOP_DB, options, requestMarket(c, q.value.currency));
  // An option's name reads its lengths in the unit the material's sizes read in (a depth of 3.8 cm is 1.5 in).
  const site = c.get('site');
  const unit = materialUnit(site, q.value.material);
  const groups = wanted.map((group) => ({
    group,
    options: priced
      .filter(({ item }) => item.grp === group)
      .map(({ item, ...price }) => ({
        id: item.id,
        name: lengthsIn(item.name, unit, site.locale),
        ...price,
      })),
  }));
  return c.json({ ...q.value, frameType: frameType ?? null, groups });
});
