-- The basket of the embedded shop: one line per article added (the designer's hand-off, an accessory), owned by
-- the customer (`customer:<id>`) or by the hash of the anonymous `basket_id` cookie, merged at login. Prices
-- are not stored: a line is priced from the catalogue in the shop's currency each time it is read.
CREATE TABLE basket_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  owner TEXT NOT NULL,
  sku TEXT NOT NULL REFERENCES catalogue_items (id),
  -- a catalogue format of the article (`40x30`, `a4-hoch`), empty for an article without formats
  format TEXT NOT NULL DEFAULT '',
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 5000),
  -- the designer's options as JSON, shown with the line
  context TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);
CREATE INDEX basket_items_owner ON basket_items (owner, id);
