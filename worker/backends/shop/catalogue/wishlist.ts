// The wishlist of the kartenliebe channel: GET, POST and DELETE /web-api/wishlist, keyed by a hashed cookie.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { AppEnv } from '../../../env';
import { readBody, shopError } from '../http';
import { randomToken, sha256Hex } from './hashing';

/**
 * kartenliebe only (the channel of the request host); the poster channel gets a JSON 404. The owner is the
 * SHA-256 of the `shop_session` cookie when signed in, else of the anonymous `wishlist_id` cookie, which the
 * first POST sets (HttpOnly, SameSite=Lax, one year). Every call answers `{ items: [{ sku, context, addedAt }] }`.
 * POST `{ sku, context? }` adds (or updates) an item, DELETE `{ sku }` removes one; at most 100 items.
 */
export const wishlistApi = new Hono<AppEnv>();

const WISHLIST_COOKIE = 'wishlist_id';
const MAX_ITEMS = 100;
const Sku = v.pipe(v.string('is required'), v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'must be a SKU'));
const ItemContext = v.pipe(
  v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
  v.check((value) => Object.keys(value).length <= 20, 'has too many fields'),
);
const Add = v.object({ sku: Sku, context: v.optional(ItemContext, {}) });
const Remove = v.object({ sku: Sku });

/** The owner hash of this visitor; with `create` a missing anonymous cookie is set. */
async function owner(c: Context<AppEnv>, create: boolean): Promise<string | null> {
  const session = getCookie(c, 'shop_session');
  if (session) return sha256Hex(`session:${session}`);
  let id = getCookie(c, WISHLIST_COOKIE);
  if (!id || !/^[\w-]{43}$/.test(id)) {
    if (!create) return null;
    id = randomToken();
    const secure = new URL(c.req.url).protocol === 'https:';
    setCookie(c, WISHLIST_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure,
      maxAge: 31_536_000,
    });
  }
  return sha256Hex(`anonymous:${id}`);
}

async function items(c: Context<AppEnv>, ownerHash: string | null) {
  if (!ownerHash) return c.json({ items: [] });
  const { results } = await c.env.SHOP_DB.prepare(
    'SELECT sku, context, created_at FROM wishlist_items WHERE owner = ? ORDER BY created_at, sku',
  )
    .bind(ownerHash)
    .all<{ sku: string; context: string; created_at: string }>();
  return c.json({
    items: results.map((row) => ({
      sku: row.sku,
      context: JSON.parse(row.context),
      addedAt: row.created_at,
    })),
  });
}

wishlistApi.use('/web-api/wishlist', async (c, next) => {
  if (c.var.site.channel !== 'kartenliebe') return shopError(c, 404, 'There is no wishlist in this shop.');
  return next();
});

wishlistApi.get('/web-api/wishlist', async (c) => items(c, await owner(c, false)));

wishlistApi.post('/web-api/wishlist', async (c) => {
  const body = await readBody(c, Add);
  if (!body.ok) return body.response;
  const ownerHash = await owner(c, true);
  if (!ownerHash) return shopError(c, 500, 'No wishlist owner.');
  const db = c.env.SHOP_DB;
  const count = await db
    .prepare('SELECT COUNT(*) AS n FROM wishlist_items WHERE owner = ? AND sku != ?')
    .bind(ownerHash, body.value.sku)
    .first<{ n: number }>();
  if ((count?.n ?? 0) >= MAX_ITEMS) return shopError(c, 409, `A wishlist holds at most ${MAX_ITEMS} items.`);
  await db
    .prepare(`INSERT INTO wishlist_items (owner, sku, context, created_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (owner, sku) DO UPDATE SET context = excluded.context`)
    .bind(ownerHash, body.value.sku, JSON.stringify(body.value.context), new Date().toISOString())
    .run();
  return items(c, ownerHash);
});

wishlistApi.delete('/web-api/wishlist', async (c) => {
  const body = await readBody(c, Remove);
  if (!body.ok) return body.response;
  const ownerHash = await owner(c, false);
  if (ownerHash) {
    await c.env.SHOP_DB.prepare('DELETE FROM wishlist_items WHERE owner = ? AND sku = ?')
      .bind(ownerHash, body.value.sku)
      .run();
  }
  return items(c, ownerHash);
});
