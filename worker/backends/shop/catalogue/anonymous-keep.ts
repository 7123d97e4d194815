// What an anonymous visitor keeps before login (a wishlist, a basket) is listed by owner with the time it was last
// written, so the cron can prune what was abandoned; customers' rows are never listed.

/** Days an anonymous wishlist or basket, and its cookie, is kept after its last write. */
export const ANONYMOUS_DAYS = 30;
const DAY_MS = 86_400_000;

/** The rows of one kind of anonymous keeping: its items, and its owners' last-written times. */
export interface AnonymousTables {
  items: 'wishlist_items' | 'basket_items';
  owners: 'anonymous_wishlists' | 'anonymous_baskets';
}

/** Marks an owner already listed as written now; lists none (a removal makes no list). */
export const retouch = (db: D1Database, tables: AnonymousTables, owner: string, now: number) =>
  db
    .prepare(`UPDATE ${tables.owners} SET touched_at = ? WHERE owner = ?`)
    .bind(new Date(now).toISOString(), owner);

/** Deletes what anonymous owners last wrote more than `ANONYMOUS_DAYS` before `now`; customers' rows stay. */
export async function pruneAnonymous(db: D1Database, tables: AnonymousTables, now: number): Promise<void> {
  const before = new Date(now - ANONYMOUS_DAYS * DAY_MS).toISOString();
  await db.batch([
    db
      .prepare(
        `DELETE FROM ${tables.items} WHERE owner NOT LIKE 'customer:%'
         AND owner IN (SELECT owner FROM ${tables.owners} WHERE touched_at < ?)`,
      )
      .bind(before),
    db.prepare(`DELETE FROM ${tables.owners} WHERE touched_at < ?`).bind(before),
  ]);
}
