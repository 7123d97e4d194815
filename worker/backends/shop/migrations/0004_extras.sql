-- The remaining spec section 7 paths: contact messages (a copy of each goes to the outbox), the seeded customer
-- pictures of the CustomerPictureBlock, and the whitelabel-order flag a whitelabel customer toggles.
CREATE TABLE IF NOT EXISTS contact_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reference TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  order_number TEXT,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS customer_pictures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL,
  filename TEXT NOT NULL,
  alt TEXT NOT NULL,
  author TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS customer_pictures_channel ON customer_pictures (channel, id);

INSERT INTO customer_pictures (channel, filename, alt, author) VALUES
  ('kartenliebe', '/demo-images/card-1-square.svg', 'Our wedding cards on the table', 'Anna'),
  ('kartenliebe', '/demo-images/card-2-square.svg', 'Birth announcement with our baby', 'Jonas'),
  ('kartenliebe', '/demo-images/calendar-1-square.svg', 'The family calendar in the kitchen', 'Mia'),
  ('kartenliebe', '/demo-images/photobook-1-square.svg', 'Our holiday photo book', 'Lukas'),
  ('poster', '/demo-images/poster-1-square.svg', 'A poster above the sofa', 'Emma'),
  ('poster', '/demo-images/canvas-2-square.svg', 'Canvas print in the hallway', 'Noah'),
  ('poster', '/demo-images/framed-1-square.svg', 'Framed print in the bedroom', 'Lea');

CREATE TABLE IF NOT EXISTS whitelabel_orders (
  customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  is_whitelabel_order INTEGER NOT NULL DEFAULT 0
);
