-- Anonymous wishlists by owner, with the time each was last written: the cron prunes those untouched for 30
-- days (customers' lists are never listed here). The lists kept under the former unsigned cookie can no longer
-- be reached, since only a cookie the shop signed names a list, and go.
CREATE TABLE anonymous_wishlists (
  -- SHA-256 (hex) of the list's id, as `wishlist_items.owner`
  owner TEXT PRIMARY KEY,
  touched_at TEXT NOT NULL
);
CREATE INDEX anonymous_wishlists_touched ON anonymous_wishlists (touched_at);

DELETE FROM wishlist_items WHERE owner NOT LIKE 'customer:%';
