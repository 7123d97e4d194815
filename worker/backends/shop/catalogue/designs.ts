// Designs and themes: card themes, aspect ratios, card accessories and the design groups of the designers.
import { Hono } from 'hono';
import * as v from 'valibot';
import { bookOrientation } from '../../../../shared/domain/photobooks';
import type { AppEnv } from '../../../env';
import { shopError } from '../http';
import { requestMarket } from './market-prices';
import { CurrencySchema, FormatSchema, readQuery } from './query';
import { formatSize, itemsOf, withPrices } from './store';

/**
 * - `themes?occasion?` -> `{ themes: [{ id, occasion, name, aspectRatio, formats, image? }] }`: the image only where
 *   the build has a picture of the theme (the local build's demo pictures), never a path to nothing
 * - `aspect-ratio?format` -> `{ format, width, height, aspectRatio }` (millimetres, `width/height`)
 * - `card-accessories?currency` -> `{ currency, accessories: [{ sku, subtype, name, priceCurrent, priceOriginal }] }`
 * - `card-accessory-order` -> `{ order: [subtype] }` (display order of the accessory subtypes; a POST orders one,
 *   `accessory-order.ts`)
 * - `photobook-design-group-set?setId&format?` -> `{ setId, templateId, designGroups: [DesignGroup] }`; with a
 *   format the template is the group of its orientation (`-quer` landscape, `-hoch` portrait, else square)
 * - `calendar-design-group?id`, `collage-designer-design-group?id` -> one `DesignGroup`, 404 when unknown
 * - `collage-designer-design-groups?sort=popularity|created` -> `{ designGroups: [DesignGroup] }`
 * DesignGroup: `{ id, name, categoryId, orientation, designIds }`.
 */
export const designsApi = new Hono<AppEnv>();

const Id = v.pipe(
  v.string('is required'),
  v.regex(/^[1-9]\d{0,8}$/, 'must be a number'),
  v.transform(Number),
);
const SUBTYPE_ORDER = ['envelope', 'inlay', 'ribbon', 'bow', 'box', 'standard', 'screw', 'posterbar'];

interface GroupRow {
  id: number;
  name: string;
  category_id: number | null;
  orientation: string;
  design_ids: string;
}

const toGroup = (row: GroupRow) => ({
  id: row.id,
  name: row.name,
  categoryId: row.category_id,
  orientation: row.orientation,
  designIds: row.design_ids.split(',').map(Number),
});

async function groups(db: D1Database, where: string, ...values: (string | number)[]) {
  const { results } = await db
    .prepare(`SELECT id, name, category_id, orientation, design_ids FROM design_groups WHERE ${where}`)
    .bind(...values)
    .all<GroupRow>();
  return results.map(toGroup);
}

designsApi.get('/web-api/themes', async (c) => {
  const q = readQuery(
    c,
    v.object({ occasion: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2,30}$/, 'must be an occasion'))) }),
  );
  if (!q.ok) return q.response;
  const { results } = await c.env.SHOP_DB.prepare(
    'SELECT id, occasion, name, aspect_ratio, formats FROM card_themes WHERE ?1 IS NULL OR occasion = ?1 ORDER BY id',
  )
    .bind(q.value.occasion ?? null)
    .all<{ id: number; occasion: string; name: string; aspect_ratio: string; formats: string }>();
  const picture = c.get('demoThemePicture');
  const themes = results.map((row) => {
    const image = picture?.(row.id);
    return {
      id: row.id,
      occasion: row.occasion,
      name: row.name,
      aspectRatio: row.aspect_ratio,
      formats: row.formats.split(','),
      ...(image ? { image } : {}),
    };
  });
  return c.json({ themes });
});

designsApi.get('/web-api/aspect-ratio', (c) => {
  const q = readQuery(c, v.object({ format: FormatSchema }));
  if (!q.ok) return q.response;
  const { width, height } = formatSize(q.value.format);
  return c.json({ format: q.value.format, width, height, aspectRatio: `${width}/${height}` });
});

designsApi.get('/web-api/card-accessories', async (c) => {
  const q = readQuery(c, v.object({ currency: CurrencySchema }));
  if (!q.ok) return q.response;
  const items = (await itemsOf(c.env.SHOP_DB, ['accessory'])).filter((item) =>
    SUBTYPE_ORDER.includes(item.grp),
  );
  const accessories = (await withPrices(c.env.SHOP_DB, items, requestMarket(c, q.value.currency))).map(
    ({ item, ...price }) => ({
      sku: item.id,
      subtype: item.grp,
      name: item.name,
      ...price,
    }),
  );
  return c.json({ currency: q.value.currency, accessories });
});

designsApi.get('/web-api/card-accessory-order', (c) => c.json({ order: SUBTYPE_ORDER }));

designsApi.get('/web-api/photobook-design-group-set', async (c) => {
  const q = readQuery(c, v.object({ setId: Id, format: v.optional(FormatSchema) }));
  if (!q.ok) return q.response;
  const designGroups = await groups(
    c.env.SHOP_DB,
    "product = 'photobook' AND set_id = ? ORDER BY id",
    q.value.setId,
  );
  if (designGroups.length === 0) return shopError(c, 404, 'unknownDesignGroupSet', { id: q.value.setId });
  const format = q.value.format ?? '';
  const orientation = bookOrientation(format);
  const template = designGroups.find((group) => group.orientation === orientation) ?? designGroups[0];
  return c.json({ setId: q.value.setId, templateId: template?.id ?? null, designGroups });
});

for (const [path, product] of [
  ['calendar-design-group', 'calendar'],
  ['collage-designer-design-group', 'collage'],
]) {
  designsApi.get(`/web-api/${path}`, async (c) => {
    const q = readQuery(c, v.object({ id: Id }));
    if (!q.ok) return q.response;
    const [group] = await groups(c.env.SHOP_DB, 'product = ? AND id = ?', product ?? '', q.value.id);
    return group ? c.json(group) : shopError(c, 404, 'unknownDesignGroup', { id: q.value.id });
  });
}

designsApi.get('/web-api/collage-designer-design-groups', async (c) => {
  const q = readQuery(c, v.object({ sort: v.optional(v.picklist(['popularity', 'created']), 'popularity') }));
  if (!q.ok) return q.response;
  // The seed has no popularity figures: popularity is the curated id order, created the newest first.
  const order = q.value.sort === 'created' ? 'id DESC' : 'id';
  return c.json({ designGroups: await groups(c.env.SHOP_DB, `product = 'collage' ORDER BY ${order}`) });
});
