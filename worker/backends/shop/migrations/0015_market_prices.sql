-- Prices per market: a price row may name a country, whose shoppers pay it instead of the currency's row
-- (country ''), which every other market of that currency pays. SQLite cannot widen a primary key in place, so
-- the table is built anew with the country in its key and the existing rows as the currencies' own.
CREATE TABLE catalogue_market_prices (
  item_id TEXT NOT NULL REFERENCES catalogue_items (id),
  -- `40x30` (cm), `200-200` (mm), `a4-hoch`; empty for an article without formats
  format TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('eur', 'chf', 'gbp', 'usd')),
  -- a country code (`AT`) for that market's own price; '' for every market of the currency
  country TEXT NOT NULL DEFAULT '' CHECK (country = '' OR country GLOB '[A-Z][A-Z]'),
  price_current INTEGER NOT NULL,
  price_original INTEGER,
  PRIMARY KEY (item_id, format, currency, country)
);
INSERT INTO catalogue_market_prices (item_id, format, currency, country, price_current, price_original)
  SELECT item_id, format, currency, '', price_current, price_original FROM catalogue_prices;
DROP TABLE catalogue_prices;
ALTER TABLE catalogue_market_prices RENAME TO catalogue_prices;

-- Envelopes by size group: the euro rows are Germany's (0.95, 1.10, 1.80), the franc rows Switzerland's (1.00,
-- 1.20, 2.90); Austria pays its own.
INSERT INTO catalogue_prices (item_id, format, currency, country, price_current, price_original) VALUES
  ('envelope-standard', '', 'eur', 'AT', 100, NULL),
  ('envelope-compact', '', 'eur', 'AT', 150, NULL),
  ('envelope-large', '', 'eur', 'AT', 150, NULL);
