-- The embedded shop backend's schema version table marker; the feature tables follow in later migrations.
CREATE TABLE IF NOT EXISTS shop_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
INSERT OR IGNORE INTO shop_meta (key, value) VALUES ('created', '2026-11-22');
