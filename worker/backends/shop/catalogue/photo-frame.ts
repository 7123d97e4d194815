// The frame product selection (`/web-api/product-selection-photo-frame/*`): wall-art materials, formats, frames.
import { Hono } from 'hono';
import * as v from 'valibot';
import { sumPrices } from '../../../../shared/domain/price-article';
import type { AppEnv } from '../../../env';
import { shopError } from '../http';
import { requestMarket } from './market-prices';
import { type FormatRow, OPTION_GROUPS, pricedFormats, withFormats } from './price-lists';
import { CurrencySchema, FormatSchema, IdSchema, readQuery } from './query';
import { findItem, itemsOf, priceAt } from './store';

/**
 * Wall-art materials only (kind `material`); an unknown material is a 404. Shapes:
 * - `price-article?currency&material&format&frameType?` -> `{ currency, material, format, frameType,
 *   parts: { material: Price, frame: Price | null }, priceCurrent, priceOriginal }` (material plus frame)
 * - `format-limits?material` -> `{ material, minWidth, maxWidth, minHeight, maxHeight }` in millimetres
 * - `prices-format-group?currency&material` -> `{ currency, material, formatGroup, formats: [FormatRow] }`
 * - `prices-formats?currency&material` -> `{ currency, material, formats: [FormatRow] }`
 * - `prices-from?currency` -> `{ currency, materials: [{ id, name, fromPrice: Price }] }`
 * - `data?currency&material` -> `{ currency, material, name, formatGroup, formats, frameTypes, optionGroups }`
 */
export const photoFrameApi = new Hono<AppEnv>();

const BASE = '/web-api/product-selection-photo-frame';
const ByMaterial = v.object({ currency: CurrencySchema, material: IdSchema });
const material = (db: D1Database, id: string) => findItem(db, id, ['material']);
const fromPrice = (formats: readonly FormatRow[]) => ({
  priceCurrent: formats[0]?.priceCurrent ?? 0,
  priceOriginal: formats[0]?.priceOriginal ?? 0,
});

photoFrameApi.get(`${BASE}/price-article`, async (c) => {
  const Query = v.object({ ...ByMaterial.entries, format: FormatSchema, frameType: v.optional(IdSchema) });
  const q = readQuery(c, Query);
  if (!q.ok) return q.response;
  const { currency, format, frameType } = q.value;
  const base = await priceAt(c.env.SHOP_DB, q.value.material, format, requestMarket(c, currency));
  if (!base) return shopError(c, 404, 'notInFormat', { item: q.value.material, format });
  const frame = frameType
    ? await priceAt(c.env.SHOP_DB, frameType, format, requestMarket(c, currency))
    : null;
  if (frameType && !frame) return shopError(c, 404, 'notInFormat', { item: frameType, format });
  return c.json({
    ...q.value,
    frameType: frameType ?? null,
    parts: { material: base, frame },
    ...sumPrices(frame ? [base, frame] : [base]),
  });
});

photoFrameApi.get(`${BASE}/format-limits`, async (c) => {
  const q = readQuery(c, v.object({ material: IdSchema }));
  if (!q.ok) return q.response;
  if (!(await material(c.env.SHOP_DB, q.value.material)))
    return shopError(c, 404, 'unknownMaterial', { material: q.value.material });
  const formats = await pricedFormats(c.env.SHOP_DB, q.value.material, requestMarket(c, 'eur'));
  const widths = formats.map((row) => row.width);
  const heights = formats.map((row) => row.height);
  return c.json({
    material: q.value.material,
    minWidth: Math.min(...widths),
    maxWidth: Math.max(...widths),
    minHeight: Math.min(...heights),
    maxHeight: Math.max(...heights),
  });
});

photoFrameApi.get(`${BASE}/prices-format-group`, async (c) => {
  const q = readQuery(c, ByMaterial);
  if (!q.ok) return q.response;
  const item = await material(c.env.SHOP_DB, q.value.material);
  if (!item) return shopError(c, 404, 'unknownMaterial', { material: q.value.material });
  const formats = await pricedFormats(c.env.SHOP_DB, item.id, requestMarket(c, q.value.currency));
  return c.json({ ...q.value, formatGroup: item.grp, formats });
});

photoFrameApi.get(`${BASE}/prices-formats`, async (c) => {
  const q = readQuery(c, ByMaterial);
  if (!q.ok) return q.response;
  if (!(await material(c.env.SHOP_DB, q.value.material)))
    return shopError(c, 404, 'unknownMaterial', { material: q.value.material });
  return c.json({
    ...q.value,
    formats: await pricedFormats(c.env.SHOP_DB, q.value.material, requestMarket(c, q.value.currency)),
  });
});

photoFrameApi.get(`${BASE}/prices-from`, async (c) => {
  const q = readQuery(c, v.object({ currency: CurrencySchema }));
  if (!q.ok) return q.response;
  const items = await withFormats(
    c.env.SHOP_DB,
    await itemsOf(c.env.SHOP_DB, ['material']),
    requestMarket(c, q.value.currency),
  );
  const materials = items.map(({ id, name, formats }) => ({ id, name, fromPrice: fromPrice(formats) }));
  return c.json({ currency: q.value.currency, materials });
});

photoFrameApi.get(`${BASE}/data`, async (c) => {
  const q = readQuery(c, ByMaterial);
  if (!q.ok) return q.response;
  const item = await material(c.env.SHOP_DB, q.value.material);
  if (!item) return shopError(c, 404, 'unknownMaterial', { material: q.value.material });
  const frames = await itemsOf(c.env.SHOP_DB, ['frame']);
  return c.json({
    ...q.value,
    name: item.name,
    formatGroup: item.grp,
    formats: await pricedFormats(c.env.SHOP_DB, item.id, requestMarket(c, q.value.currency)),
    frameTypes: frames.map((frame) => ({ frameType: frame.id, family: frame.grp, name: frame.name })),
    optionGroups: OPTION_GROUPS[item.id] ?? [],
  });
});
