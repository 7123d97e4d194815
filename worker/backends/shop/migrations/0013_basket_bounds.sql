-- Anonymous baskets by owner, with the time each was last written: the cron prunes those untouched for 30 days
-- (customers' baskets are never listed here). The baskets kept under the former unsigned cookie can no longer be
-- reached, since only a cookie the shop signed names a basket, and go.
CREATE TABLE anonymous_baskets (
  -- SHA-256 (hex) of the basket's id, as `basket_items.owner`
  owner TEXT PRIMARY KEY,
  touched_at TEXT NOT NULL
);
CREATE INDEX anonymous_baskets_touched ON anonymous_baskets (touched_at);

DELETE FROM basket_items WHERE owner NOT LIKE 'customer:%';
