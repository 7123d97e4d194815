// The wishlist of the channels that have one: GET, POST and DELETE /web-api/wishlist. A list belongs to the
// customer; before login it is kept under an anonymous cookie and merged into the customer's list at login.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { channelConfig } from '../../../../shared/domain/channel-config';
import { SkuIdSchema } from '../../../../shared/domain/product-fields';
import type { AppEnv } from '../../../env';
import { randomToken, sha256Hex } from '../customers/crypto';
import { sessionCustomer } from '../customers/session';
import { readBody, shopError } from '../http';

/**
 * Only where the channel has a wishlist (kartenliebe); elsewhere a JSON 404. The owner is the signed-in customer
 * (`customer:<id>`), else the SHA-256 of the anonymous `wishlist_id` cookie, which the first POST sets
 * (HttpOnly, SameSite=Lax, one year). Logout and an expired session lose nothing: the customer's items stay with
 * the customer, and what is added meanwhile is merged at the next login. Every call answers
 * `{ items: [{ sku, context, addedAt }] }`. POST `{ sku, context? }` adds (or updates) an item, DELETE `{ sku }`
 * removes one; at most 100 items.
 */
export const wishlistApi = new Hono<AppEnv>();

const WISHLIST_COOKIE = 'wishlist_id';
export const MAX_WISHLIST_ITEMS = 100;
const ItemContext = v.pipe(
  v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
  v.check((value) => Object.keys(value).length <= 20, 'has too many fields'),
);
const Add = v.object({ sku: SkuIdSchema, context: v.optional(ItemContext, {}) });
const Remove = v.object({ sku: SkuIdSchema });

function cookieOptions(c: Context<AppEnv>) {
  const secure = new URL(c.req.url).protocol === 'https:';
  return { path: '/', httpOnly: true, sameSite: 'Lax', secure } as const;
}

/** The anonymous list's owner hash, from its cookie; with `create` a missing cookie is set. */
async function anonymousOwner(c: Context<AppEnv>, create: boolean): Promise<string | null> {
  let id = getCookie(c, WISHLIST_COOKIE);
  if (!id || !/^[\w-]{43}$/.test(id)) {
    if (!create) return null;
    id = randomToken();
    setCookie(c, WISHLIST_COOKIE, id, { ...cookieOptions(c), maxAge: 31_536_000 });
  }
  return sha256Hex(`anonymous:${id}`);
}

const customerOwner = (customerId: number) => `customer:${customerId}`;

/** The owner of this visitor's list: the signed-in customer, else the anonymous cookie. */
async function owner(c: Context<AppEnv>, create: boolean): Promise<string | null> {
  const customer = await sessionCustomer(c);
  return customer ? customerOwner(customer.id) : anonymousOwner(c, create);
}

/**
 * At login: the anonymous list joins the customer's (an item on both keeps the customer's), and the anonymous
 * cookie goes. Nothing is dropped for the size limit here; it holds for what is added next.
 */
export async function mergeAnonymousWishlist(c: Context<AppEnv>, customerId: number): Promise<void> {
  const anonymous = await anonymousOwner(c, false);
  if (!anonymous) return;
  const db = c.env.SHOP_DB;
  await db.batch([
    db
      .prepare(
        `INSERT INTO wishlist_items (owner, sku, context, created_at)
         SELECT ?, sku, context, created_at FROM wishlist_items WHERE owner = ?
         ON CONFLICT (owner, sku) DO NOTHING`,
      )
      .bind(customerOwner(customerId), anonymous),
    db.prepare('DELETE FROM wishlist_items WHERE owner = ?').bind(anonymous),
  ]);
  deleteCookie(c, WISHLIST_COOKIE, cookieOptions(c));
}

async function items(c: Context<AppEnv>, ownerKey: string | null) {
  c.header('Cache-Control', 'private, no-store');
  if (!ownerKey) return c.json({ items: [] });
  const { results } = await c.env.SHOP_DB.prepare(
    'SELECT sku, context, created_at FROM wishlist_items WHERE owner = ? ORDER BY created_at, sku',
  )
    .bind(ownerKey)
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
  if (!channelConfig(c.get('site').channel).wishlistAvailable) {
    return shopError(c, 404, 'noWishlist');
  }
  return next();
});

wishlistApi.get('/web-api/wishlist', async (c) => items(c, await owner(c, false)));

wishlistApi.post('/web-api/wishlist', async (c) => {
  const body = await readBody(c, Add);
  if (!body.ok) return body.response;
  const ownerKey = await owner(c, true);
  if (!ownerKey) return shopError(c, 500, 'noWishlistOwner');
  const db = c.env.SHOP_DB;
  const count = await db
    .prepare('SELECT COUNT(*) AS n FROM wishlist_items WHERE owner = ? AND sku != ?')
    .bind(ownerKey, body.value.sku)
    .first<{ n: number }>();
  if ((count?.n ?? 0) >= MAX_WISHLIST_ITEMS) {
    return shopError(c, 409, 'wishlistFull', { max: MAX_WISHLIST_ITEMS });
  }
  await db
    .prepare(`INSERT INTO wishlist_items (owner, sku, context, created_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (owner, sku) DO UPDATE SET context = excluded.context`)
    .bind(ownerKey, body.value.sku, JSON.stringify(body.value.context), new Date().toISOString())
    .run();
  return items(c, ownerKey);
});

wishlistApi.delete('/web-api/wishlist', async (c) => {
  const body = await readBody(c, Remove);
  if (!body.ok) return body.response;
  const ownerKey = await owner(c, false);
  if (ownerKey) {
    await c.env.SHOP_DB.prepare('DELETE FROM wishlist_items WHERE owner = ? AND sku = ?')
      .bind(ownerKey, body.value.sku)
      .run();
  }
  return items(c, ownerKey);
});
