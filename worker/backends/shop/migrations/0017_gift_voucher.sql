-- The gift voucher: one article whose formats are the amounts on offer in each currency, each priced at exactly
-- its amount (whole cents), so the basket prices a voucher as every other line. The amounts are the page's list
-- (shared/domain/gift-voucher.ts); a test holds the two to each other.
INSERT INTO catalogue_items (id, kind, name, grp) VALUES ('gift-voucher', 'gift-voucher', 'Gift voucher', '');
INSERT INTO catalogue_prices (item_id, format, currency, price_current, price_original) VALUES
  ('gift-voucher', '25', 'eur', 2500, NULL), ('gift-voucher', '50', 'eur', 5000, NULL), ('gift-voucher', '75', 'eur', 7500, NULL), ('gift-voucher', '100', 'eur', 10000, NULL), ('gift-voucher', '150', 'eur', 15000, NULL),
  ('gift-voucher', '30', 'chf', 3000, NULL), ('gift-voucher', '50', 'chf', 5000, NULL), ('gift-voucher', '100', 'chf', 10000, NULL), ('gift-voucher', '150', 'chf', 15000, NULL), ('gift-voucher', '200', 'chf', 20000, NULL),
  ('gift-voucher', '25', 'gbp', 2500, NULL), ('gift-voucher', '50', 'gbp', 5000, NULL), ('gift-voucher', '75', 'gbp', 7500, NULL), ('gift-voucher', '100', 'gbp', 10000, NULL),
  ('gift-voucher', '25', 'usd', 2500, NULL), ('gift-voucher', '50', 'usd', 5000, NULL), ('gift-voucher', '100', 'usd', 10000, NULL), ('gift-voucher', '150', 'usd', 15000, NULL);
