// The wishlist's rows in D1: every statement names its owner, the cap holds in the statement that writes, and
// anonymous lists carry the time they were last written so the cron can prune the abandoned ones.
import { type AnonymousTables, pruneAnonymous, retouch } from './anonymous-keep';

/** Items a list holds, the merge at login included. */
export const MAX_WISHLIST_ITEMS = 100;
const TABLES: AnonymousTables = { items: 'wishlist_items', owners: 'anonymous_wishlists' };

export interface WishlistRow {
  sku: string;
  context: string;
  created_at: string;
}

/** The owner's items, oldest first. */
export async function listItems(db: D1Database, owner: string): Promise<WishlistRow[]> {
  const { results } = await db
    .prepare('SELECT sku, context, created_at FROM wishlist_items WHERE owner = ? ORDER BY created_at, sku')
    .bind(owner)
    .all<WishlistRow>();
  return results;
}

const touch = (db: D1Database, owner: string, now: number) =>
  db
    .prepare(
      `INSERT INTO anonymous_wishlists (owner, touched_at) VALUES (?, ?)
       ON CONFLICT (owner) DO UPDATE SET touched_at = excluded.touched_at`,
    )
    .bind(owner, new Date(now).toISOString());

/**
 * Adds an item, or replaces the context of one already listed; false when the list is full. The count and the
 * insert are one statement, so two adds at once cannot pass the cap together.
 */
export async function addItem(
  db: D1Database,
  item: { owner: string; sku: string; context: string; anonymous: boolean },
  now: number,
): Promise<boolean> {
  const insert = db
    .prepare(
      `INSERT INTO wishlist_items (owner, sku, context, created_at)
       SELECT ?1, ?2, ?3, ?4
       WHERE (SELECT COUNT(*) FROM wishlist_items WHERE owner = ?1 AND sku != ?2) < ?5
       ON CONFLICT (owner, sku) DO UPDATE SET context = excluded.context`,
    )
    .bind(item.owner, item.sku, item.context, new Date(now).toISOString(), MAX_WISHLIST_ITEMS);
  const [added] = await db.batch(item.anonymous ? [insert, touch(db, item.owner, now)] : [insert]);
  return (added?.meta.changes ?? 0) > 0;
}

/** Removes the owner's item; an anonymous list counts as touched, and none is made. */
export async function removeItem(
  db: D1Database,
  item: { owner: string; sku: string; anonymous: boolean },
  now: number,
): Promise<void> {
  const remove = db
    .prepare('DELETE FROM wishlist_items WHERE owner = ? AND sku = ?')
    .bind(item.owner, item.sku);
  await db.batch(item.anonymous ? [remove, retouch(db, TABLES, item.owner, now)] : [remove]);
}

/**
 * Moves an anonymous list into a customer's: the customer's items stay as they are, the anonymous ones fill the
 * list up to the cap, oldest first, and the rest go with the anonymous list.
 */
export async function mergeItems(db: D1Database, anonymous: string, customer: string): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO wishlist_items (owner, sku, context, created_at)
         SELECT ?1, sku, context, created_at FROM wishlist_items
         WHERE owner = ?2 AND sku NOT IN (SELECT sku FROM wishlist_items WHERE owner = ?1)
         ORDER BY created_at, sku
         LIMIT MAX(0, ?3 - (SELECT COUNT(*) FROM wishlist_items WHERE owner = ?1))
         ON CONFLICT (owner, sku) DO NOTHING`,
      )
      .bind(customer, anonymous, MAX_WISHLIST_ITEMS),
    db.prepare('DELETE FROM wishlist_items WHERE owner = ?').bind(anonymous),
    db.prepare('DELETE FROM anonymous_wishlists WHERE owner = ?').bind(anonymous),
  ]);
}

/** Deletes the anonymous lists last written more than 30 days before `now`; customers' lists stay. */
export const pruneAnonymousWishlists = (db: D1Database, now: number) => pruneAnonymous(db, TABLES, now);
