// The wishlist of the channels that have one: GET, POST and DELETE /web-api/wishlist. A list belongs to the
// customer; before login it is kept under an anonymous, signed cookie and merged into the customer's list at login.
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { channelConfig } from '../../../../shared/domain/channel-config';
import { SkuIdSchema } from '../../../../shared/domain/product-fields';
import type { AppEnv } from '../../../env';
import { sessionCustomer } from '../customers/session';
import { readBody, shopError } from '../http';
import { reserveOpening, tooManyOpenings } from './anonymous-openings';
import { itemContextSchema } from './wishlist-context';
import {
  anonymousOwner,
  dropAnonymousCookie,
  newAnonymousOwner,
  renewAnonymousCookie,
} from './wishlist-cookie';
import { addItem, listItems, MAX_WISHLIST_ITEMS, mergeItems, removeItem } from './wishlist-store';

export { MAX_WISHLIST_ITEMS, pruneAnonymousWishlists } from './wishlist-store';

/**
 * Only where the channel has a wishlist (kartenliebe); elsewhere a JSON 404. The owner is the signed-in customer
 * (`customer:<id>`), else the anonymous list the shop's signed cookie names (`__Host-wishlist_id` over https),
 * which the first add sets; a cookie the shop did not sign names no list. Logout and an expired session lose
 * nothing: the customer's items stay with the customer, and what is added meanwhile is merged at the next
 * login. Every call answers `{ items: [{ sku, context, addedAt }] }`. POST `{ sku, context? }` adds (or updates)
 * an item, at most 100 (409 beyond); `context` is one product's designer options, at most 1 KB. DELETE
 * `{ sku }` removes one. Only an add makes a list; an anonymous list unwritten for 30 days is pruned.
 */
export const wishlistApi = new Hono<AppEnv>();

const customerOwner = (customerId: number) => `customer:${customerId}`;

/** The owner of this visitor's list: the signed-in customer, else the anonymous cookie's list. */
async function owner(c: Context<AppEnv>): Promise<{ key: string; anonymous: boolean } | null> {
  const customer = await sessionCustomer(c);
  if (customer) return { key: customerOwner(customer.id), anonymous: false };
  const anonymous = await anonymousOwner(c);
  return anonymous ? { key: anonymous, anonymous: true } : null;
}

/** At login: the anonymous list joins the customer's within the cap, and the anonymous cookie goes. */
export async function mergeAnonymousWishlist(c: Context<AppEnv>, customerId: number): Promise<void> {
  const anonymous = await anonymousOwner(c);
  if (anonymous) await mergeItems(c.env.SHOP_DB, anonymous, customerOwner(customerId));
  dropAnonymousCookie(c);
}

async function items(c: Context<AppEnv>, ownerKey: string | null) {
  c.header('Cache-Control', 'private, no-store');
  if (!ownerKey) return c.json({ items: [] });
  const rows = await listItems(c.env.SHOP_DB, ownerKey);
  return c.json({
    items: rows.map((row) => ({ sku: row.sku, context: JSON.parse(row.context), addedAt: row.created_at })),
  });
}

wishlistApi.use('/web-api/wishlist', async (c, next) => {
  if (!channelConfig(c.get('site').channel).wishlistAvailable) {
    return shopError(c, 404, 'noWishlist');
  }
  return next();
});

wishlistApi.get('/web-api/wishlist', async (c) => items(c, (await owner(c))?.key ?? null));

wishlistApi.post('/web-api/wishlist', async (c) => {
  const site = c.get('site');
  const Add = v.object({
    sku: SkuIdSchema,
    context: v.optional(itemContextSchema({ channel: site.channel, locale: site.locale }), {}),
  });
  const body = await readBody(c, Add);
  if (!body.ok) return body.response;
  const found = await owner(c);
  // A post without the cookie opens a new list: bounded per client, as the basket's are.
  if (!found) {
    const opening = await reserveOpening(c, 'wishlist');
    if (!opening.ok) return tooManyOpenings(c, 'wishlist', opening.retryAfter);
  }
  const ownerKey = found?.key ?? (await newAnonymousOwner(c));
  if (!ownerKey) return shopError(c, 500, 'noWishlistOwner');
  const anonymous = found ? found.anonymous : true;
  const added = await addItem(
    c.env.SHOP_DB,
    { owner: ownerKey, sku: body.value.sku, context: JSON.stringify(body.value.context), anonymous },
    Date.now(),
  );
  if (!added) return shopError(c, 409, 'wishlistFull', { max: MAX_WISHLIST_ITEMS });
  if (found?.anonymous) renewAnonymousCookie(c);
  return items(c, ownerKey);
});

wishlistApi.delete('/web-api/wishlist', async (c) => {
  const body = await readBody(c, v.object({ sku: SkuIdSchema }));
  if (!body.ok) return body.response;
  const found = await owner(c);
  if (found) {
    await removeItem(
      c.env.SHOP_DB,
      { owner: found.key, sku: body.value.sku, anonymous: found.anonymous },
      Date.now(),
    );
    if (found.anonymous) renewAnonymousCookie(c);
  }
  return items(c, found?.key ?? null);
});
