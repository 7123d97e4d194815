// The basket's lines in D1: every write names its owner, the cap holds in the statements that write, and
// anonymous baskets carry the time they were last written so the cron can prune the abandoned ones.
import { type AnonymousTables, pruneAnonymous, retouch } from './anonymous-keep';

/** Lines one basket holds at most, the merge at login included. */
export const MAX_BASKET_LINES = 50;
const TABLES: AnonymousTables = { items: 'basket_items', owners: 'anonymous_baskets' };

/** Whose basket a write goes to: `customer:<id>`, or the hash of a signed anonymous id. */
export interface BasketOwner {
  key: string;
  anonymous: boolean;
}

export interface NewLine {
  sku: string;
  format: string;
  quantity: number;
  /** The designer's options as JSON. */
  context: string;
}

/** Marks an anonymous basket written now; only a basket with lines is listed. */
const touch = (db: D1Database, owner: BasketOwner, now: number) =>
  db
    .prepare(
      `INSERT INTO anonymous_baskets (owner, touched_at)
       SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM basket_items WHERE owner = ?1)
       ON CONFLICT (owner) DO UPDATE SET touched_at = excluded.touched_at`,
    )
    .bind(owner.key, new Date(now).toISOString());

const written = (db: D1Database, owner: BasketOwner, now: number, statements: D1PreparedStatement[]) =>
  db.batch(owner.anonymous ? [...statements, touch(db, owner, now)] : statements);

/**
 * Adds the lines, all or none; false when they would take the basket past the cap. One statement counts and
 * inserts, so two adds at once cannot pass the cap together.
 */
export async function addLines(
  db: D1Database,
  owner: BasketOwner,
  lines: readonly NewLine[],
  now: number,
): Promise<boolean> {
  const insert = db
    .prepare(
      `INSERT INTO basket_items (owner, sku, format, quantity, context, created_at)
       SELECT ?1, value ->> 'sku', value ->> 'format', value ->> 'quantity', value ->> 'context', ?3
       FROM json_each(?2)
       WHERE (SELECT COUNT(*) FROM basket_items WHERE owner = ?1) + json_array_length(?2) <= ?4
       ORDER BY key`,
    )
    .bind(owner.key, JSON.stringify(lines), new Date(now).toISOString(), MAX_BASKET_LINES);
  const [added] = await written(db, owner, now, [insert]);
  return (added?.meta.changes ?? 0) > 0;
}

/**
 * Adds the quantity to the owner's line of this accessory (at most `maxQuantity`), else a new line; false when
 * the basket is full.
 */
export async function addAccessory(
  db: D1Database,
  owner: BasketOwner,
  accessory: { sku: string; quantity: number; maxQuantity: number },
  now: number,
): Promise<boolean> {
  const line =
    "SELECT id FROM basket_items WHERE owner = ?1 AND sku = ?2 AND format = '' ORDER BY id LIMIT 1";
  const [raised, inserted] = await written(db, owner, now, [
    db
      .prepare(
        `UPDATE basket_items SET quantity = MIN(?3, quantity + ?4) WHERE owner = ?1 AND id = (${line})`,
      )
      .bind(owner.key, accessory.sku, accessory.maxQuantity, accessory.quantity),
    db
      .prepare(
        `INSERT INTO basket_items (owner, sku, format, quantity, context, created_at)
         SELECT ?1, ?2, '', ?3, '{}', ?4 WHERE NOT EXISTS (${line})
           AND (SELECT COUNT(*) FROM basket_items WHERE owner = ?1) < ?5`,
      )
      .bind(owner.key, accessory.sku, accessory.quantity, new Date(now).toISOString(), MAX_BASKET_LINES),
  ]);
  return (raised?.meta.changes ?? 0) + (inserted?.meta.changes ?? 0) > 0;
}

/** Removes the owner's line; an anonymous basket counts as written, and none is made. */
export async function removeLine(db: D1Database, owner: BasketOwner, id: number, now: number): Promise<void> {
  const remove = db.prepare('DELETE FROM basket_items WHERE owner = ? AND id = ?').bind(owner.key, id);
  await db.batch(owner.anonymous ? [remove, retouch(db, TABLES, owner.key, now)] : [remove]);
}

/**
 * Moves an anonymous basket into a customer's: the customer's lines stay first, the anonymous ones follow, oldest
 * first, up to the cap, and the rest go with the anonymous basket.
 */
export async function mergeLines(db: D1Database, anonymous: string, customer: string): Promise<void> {
  await db.batch([
    // New rows rather than a change of owner: the moved lines get ids after the customer's, the basket's order.
    db
      .prepare(
        `INSERT INTO basket_items (owner, sku, format, quantity, context, created_at)
         SELECT ?1, sku, format, quantity, context, created_at FROM basket_items WHERE owner = ?2 ORDER BY id
         LIMIT MAX(0, ?3 - (SELECT COUNT(*) FROM basket_items WHERE owner = ?1))`,
      )
      .bind(customer, anonymous, MAX_BASKET_LINES),
    db.prepare('DELETE FROM basket_items WHERE owner = ?').bind(anonymous),
    db.prepare('DELETE FROM anonymous_baskets WHERE owner = ?').bind(anonymous),
  ]);
}

/** Deletes the anonymous baskets last written more than 30 days before `now`; customers' baskets stay. */
export const pruneAnonymousBaskets = (db: D1Database, now: number) => pruneAnonymous(db, TABLES, now);
