-- The shop catalogue: articles and materials with prices per currency, vouchers, campaigns, design groups,
-- newsletter subscriptions and wishlists. Prices are whole cents; price_original is set only for a sale.
CREATE TABLE catalogue_items (
  id TEXT PRIMARY KEY,
  -- material | card | calendar | photobook | photobox | photoprint | frame | accessory | option
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  -- the format group of a material (standard, din, square) or the option group of an option
  grp TEXT NOT NULL DEFAULT ''
);
INSERT INTO catalogue_items (id, kind, name, grp) VALUES
  ('leinwand', 'material', 'Canvas', 'standard'), ('poster', 'material', 'Poster', 'standard'),
  ('hahnemuehle', 'material', 'Hahnemühle fine art', 'standard'),
  ('acrylglas', 'material', 'Acrylic glass', 'standard'), ('aludibond', 'material', 'Alu-Dibond', 'standard'),
  ('poster-framed', 'material', 'Framed poster', 'standard'),
  ('card-matt', 'card', 'Card, matt paper', 'din'), ('card-gold', 'card', 'Card, gold foil', 'din'),
  ('card-silber', 'card', 'Card, silver foil', 'din'),
  ('wandkalender', 'calendar', 'Wall calendar', 'din'), ('tischkalender', 'calendar', 'Desk calendar', 'din'),
  ('digitalfotobuch-hard', 'photobook', 'Photo book, hard cover', 'square'),
  ('digitalfotobuch-soft', 'photobook', 'Photo book, soft cover', 'square'),
  ('echtfotobuch-hard', 'photobook', 'Lay-flat photo book', 'square'),
  ('photobox-small', 'photobox', 'Photobox', 'standard'), ('photobox-max', 'photobox', 'Photobox MAX', 'standard'),
  ('photoprint-matt', 'photoprint', 'Matte photo paper', 'standard'),
  ('photoprint-glaenzend', 'photoprint', 'Glossy photo paper', 'standard'),
  ('holzrahmen-schwarz', 'frame', 'Wooden frame black', 'holzrahmen'),
  ('holzrahmen-eiche', 'frame', 'Wooden frame oak', 'holzrahmen'),
  ('alurahmen-silber', 'frame', 'Aluminium frame silver', 'alurahmen'),
  ('schattenfuge-leinwand-eiche', 'frame', 'Floater frame oak (canvas)', 'schattenfuge-leinwand'),
  ('schattenfuge-platte-schwarz', 'frame', 'Floater frame black (plate)', 'schattenfuge-platte'),
  ('envelope-standard', 'accessory', 'Envelope C6', 'envelope'),
  ('envelope-compact', 'accessory', 'Envelope B6', 'envelope'),
  ('envelope-large', 'accessory', 'Envelope DIN long', 'envelope'),
  ('ribbon', 'accessory', 'Ribbon', 'ribbon'), ('gift-box', 'accessory', 'Gift box', 'box'),
  ('hanging-kit', 'accessory', 'Hanging kit', 'standard'),
  ('drilling-corners', 'option', 'Drilling: corners', 'drilling'),
  ('lamination-matt', 'option', 'Lamination: matt', 'lamination'),
  ('lamination-glossy', 'option', 'Lamination: glossy', 'lamination'),
  ('stretcher-3.8', 'option', 'Stretcher frame 3.8 cm', 'stretcher-frame'),
  ('edge-mirrored', 'option', 'Canvas edge: mirrored', 'canvas-edge'),
  ('museum-glass', 'option', 'Museum glass', 'glass');

CREATE TABLE catalogue_prices (
  item_id TEXT NOT NULL REFERENCES catalogue_items (id),
  -- `40x30` (cm), `200-200` (mm), `a4-hoch`; empty for an article without formats
  format TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('eur', 'chf', 'gbp', 'usd')),
  price_current INTEGER NOT NULL,
  price_original INTEGER,
  PRIMARY KEY (item_id, format, currency)
);
INSERT INTO catalogue_prices (item_id, format, currency, price_current, price_original) VALUES
  ('leinwand','40x30','eur',2499,3099), ('leinwand','40x30','chf',2690,3390), ('leinwand','40x30','gbp',2199,2699), ('leinwand','40x30','usd',2699,3399),
  ('leinwand','60x40','eur',3999,4999), ('leinwand','60x40','chf',4390,5490), ('leinwand','60x40','gbp',3499,4299), ('leinwand','60x40','usd',4399,5499),
  ('leinwand','80x60','eur',5999,7499), ('leinwand','80x60','chf',6590,8190), ('leinwand','80x60','gbp',5199,6499), ('leinwand','80x60','usd',6599,8199),
  ('leinwand','120x80','eur',8999,11199), ('leinwand','120x80','chf',9890,12290), ('leinwand','120x80','gbp',7799,9699), ('leinwand','120x80','usd',9899,12299),
  ('poster','40x30','eur',1299,NULL), ('poster','40x30','chf',1390,NULL), ('poster','40x30','gbp',1099,NULL), ('poster','40x30','usd',1399,NULL),
  ('poster','60x40','eur',1999,NULL), ('poster','60x40','chf',2190,NULL), ('poster','60x40','gbp',1699,NULL), ('poster','60x40','usd',2199,NULL),
  ('poster','80x60','eur',2999,NULL), ('poster','80x60','chf',3290,NULL), ('poster','80x60','gbp',2599,NULL), ('poster','80x60','usd',3299,NULL),
  ('poster','100x75','eur',3999,NULL), ('poster','100x75','chf',4390,NULL), ('poster','100x75','gbp',3499,NULL), ('poster','100x75','usd',4399,NULL),
  ('hahnemuehle','40x30','eur',2499,NULL), ('hahnemuehle','40x30','chf',2690,NULL), ('hahnemuehle','40x30','gbp',2199,NULL), ('hahnemuehle','40x30','usd',2699,NULL),
  ('hahnemuehle','60x40','eur',3699,NULL), ('hahnemuehle','60x40','chf',4090,NULL), ('hahnemuehle','60x40','gbp',3199,NULL), ('hahnemuehle','60x40','usd',4099,NULL),
  ('hahnemuehle','80x60','eur',5499,NULL), ('hahnemuehle','80x60','chf',5990,NULL), ('hahnemuehle','80x60','gbp',4799,NULL), ('hahnemuehle','80x60','usd',5999,NULL),
  ('acrylglas','40x30','eur',3999,4999), ('acrylglas','40x30','chf',4390,5490), ('acrylglas','40x30','gbp',3499,4299), ('acrylglas','40x30','usd',4399,5499),
  ('acrylglas','60x40','eur',5999,7499), ('acrylglas','60x40','chf',6590,8190), ('acrylglas','60x40','gbp',5199,6499), ('acrylglas','60x40','usd',6599,8199),
  ('acrylglas','80x60','eur',8999,11199), ('acrylglas','80x60','chf',9890,12290), ('acrylglas','80x60','gbp',7799,9699), ('acrylglas','80x60','usd',9899,12299),
  ('acrylglas','120x80','eur',14999,18699), ('acrylglas','120x80','chf',16490,20590), ('acrylglas','120x80','gbp',12999,16299), ('acrylglas','120x80','usd',16499,20599),
  ('aludibond','40x30','eur',3499,NULL), ('aludibond','40x30','chf',3790,NULL), ('aludibond','40x30','gbp',2999,NULL), ('aludibond','40x30','usd',3799,NULL),
  ('aludibond','60x40','eur',4999,NULL), ('aludibond','60x40','chf',5490,NULL), ('aludibond','60x40','gbp',4299,NULL), ('aludibond','60x40','usd',5499,NULL),
  ('aludibond','80x60','eur',7999,NULL), ('aludibond','80x60','chf',8790,NULL), ('aludibond','80x60','gbp',6999,NULL), ('aludibond','80x60','usd',8799,NULL),
  ('aludibond','120x80','eur',12999,NULL), ('aludibond','120x80','chf',14290,NULL), ('aludibond','120x80','gbp',11299,NULL), ('aludibond','120x80','usd',14299,NULL),
  ('poster-framed','40x30','eur',3999,NULL), ('poster-framed','40x30','chf',4390,NULL), ('poster-framed','40x30','gbp',3499,NULL), ('poster-framed','40x30','usd',4399,NULL),
  ('poster-framed','60x40','eur',5999,NULL), ('poster-framed','60x40','chf',6590,NULL), ('poster-framed','60x40','gbp',5199,NULL), ('poster-framed','60x40','usd',6599,NULL),
  ('poster-framed','80x60','eur',8499,NULL), ('poster-framed','80x60','chf',9290,NULL), ('poster-framed','80x60','gbp',7399,NULL), ('poster-framed','80x60','usd',9299,NULL),
  ('card-matt','a6-quer','eur',149,186), ('card-matt','a6-quer','chf',165,205), ('card-matt','a6-quer','gbp',129,159), ('card-matt','a6-quer','usd',164,204),
  ('card-matt','145-145','eur',179,224), ('card-matt','145-145','chf',195,245), ('card-matt','145-145','gbp',154,194), ('card-matt','145-145','usd',194,244),
  ('card-gold','a6-quer','eur',229,286), ('card-gold','a6-quer','chf',250,315), ('card-gold','a6-quer','gbp',199,249), ('card-gold','a6-quer','usd',249,314),
  ('card-gold','145-145','eur',259,324), ('card-gold','145-145','chf',285,355), ('card-gold','145-145','gbp',224,279), ('card-gold','145-145','usd',284,354),
  ('card-silber','a6-quer','eur',229,286), ('card-silber','a6-quer','chf',250,315), ('card-silber','a6-quer','gbp',199,249), ('card-silber','a6-quer','usd',249,314),
  ('card-silber','145-145','eur',259,324), ('card-silber','145-145','chf',285,355), ('card-silber','145-145','gbp',224,279), ('card-silber','145-145','usd',284,354),
  ('wandkalender','a4-hoch','eur',2499,NULL), ('wandkalender','a4-hoch','chf',2690,NULL), ('wandkalender','a4-hoch','gbp',2199,NULL), ('wandkalender','a4-hoch','usd',2699,NULL),
  ('wandkalender','a3-hoch','eur',2999,NULL), ('wandkalender','a3-hoch','chf',3290,NULL), ('wandkalender','a3-hoch','gbp',2599,NULL), ('wandkalender','a3-hoch','usd',3299,NULL),
  ('wandkalender','a3-quer','eur',2999,NULL), ('wandkalender','a3-quer','chf',3290,NULL), ('wandkalender','a3-quer','gbp',2599,NULL), ('wandkalender','a3-quer','usd',3299,NULL),
  ('tischkalender','a5-quer','eur',1999,NULL), ('tischkalender','a5-quer','chf',2190,NULL), ('tischkalender','a5-quer','gbp',1699,NULL), ('tischkalender','a5-quer','usd',2199,NULL),
  ('tischkalender','a6-quer','eur',1499,NULL), ('tischkalender','a6-quer','chf',1590,NULL), ('tischkalender','a6-quer','gbp',1299,NULL), ('tischkalender','a6-quer','usd',1599,NULL),
  ('digitalfotobuch-hard','200-200','eur',2999,NULL), ('digitalfotobuch-hard','200-200','chf',3290,NULL), ('digitalfotobuch-hard','200-200','gbp',2599,NULL), ('digitalfotobuch-hard','200-200','usd',3299,NULL),
  ('digitalfotobuch-hard','a4-quer','eur',3499,NULL), ('digitalfotobuch-hard','a4-quer','chf',3790,NULL), ('digitalfotobuch-hard','a4-quer','gbp',2999,NULL), ('digitalfotobuch-hard','a4-quer','usd',3799,NULL),
  ('digitalfotobuch-hard','300-300','eur',4999,NULL), ('digitalfotobuch-hard','300-300','chf',5490,NULL), ('digitalfotobuch-hard','300-300','gbp',4299,NULL), ('digitalfotobuch-hard','300-300','usd',5499,NULL),
  ('digitalfotobuch-soft','200-200','eur',1999,NULL), ('digitalfotobuch-soft','200-200','chf',2190,NULL), ('digitalfotobuch-soft','200-200','gbp',1699,NULL), ('digitalfotobuch-soft','200-200','usd',2199,NULL),
  ('digitalfotobuch-soft','a4-quer','eur',2499,NULL), ('digitalfotobuch-soft','a4-quer','chf',2690,NULL), ('digitalfotobuch-soft','a4-quer','gbp',2199,NULL), ('digitalfotobuch-soft','a4-quer','usd',2699,NULL),
  ('echtfotobuch-hard','200-200','eur',4999,NULL), ('echtfotobuch-hard','200-200','chf',5490,NULL), ('echtfotobuch-hard','200-200','gbp',4299,NULL), ('echtfotobuch-hard','200-200','usd',5499,NULL),
  ('echtfotobuch-hard','300-300','eur',7999,NULL), ('echtfotobuch-hard','300-300','chf',8790,NULL), ('echtfotobuch-hard','300-300','gbp',6999,NULL), ('echtfotobuch-hard','300-300','usd',8799,NULL),
  ('photobox-small','15x10','eur',2499,NULL), ('photobox-small','15x10','chf',2690,NULL), ('photobox-small','15x10','gbp',2199,NULL), ('photobox-small','15x10','usd',2699,NULL),
  ('photobox-small','13x9','eur',2299,NULL), ('photobox-small','13x9','chf',2490,NULL), ('photobox-small','13x9','gbp',1999,NULL), ('photobox-small','13x9','usd',2499,NULL),
  ('photobox-max','15x10','eur',3999,4999), ('photobox-max','15x10','chf',4390,5490), ('photobox-max','15x10','gbp',3499,4299), ('photobox-max','15x10','usd',4399,5499),
  ('photobox-max','18x13','eur',4499,5599), ('photobox-max','18x13','chf',4890,6190), ('photobox-max','18x13','gbp',3899,4899), ('photobox-max','18x13','usd',4899,6199),
  ('photoprint-matt','10x10','eur',19,NULL), ('photoprint-matt','10x10','chf',20,NULL), ('photoprint-matt','10x10','gbp',14,NULL), ('photoprint-matt','10x10','usd',19,NULL),
  ('photoprint-matt','13x9','eur',15,NULL), ('photoprint-matt','13x9','chf',15,NULL), ('photoprint-matt','13x9','gbp',14,NULL), ('photoprint-matt','13x9','usd',14,NULL),
  ('photoprint-matt','15x10','eur',19,NULL), ('photoprint-matt','15x10','chf',20,NULL), ('photoprint-matt','15x10','gbp',14,NULL), ('photoprint-matt','15x10','usd',19,NULL),
  ('photoprint-matt','18x13','eur',39,NULL), ('photoprint-matt','18x13','chf',45,NULL), ('photoprint-matt','18x13','gbp',34,NULL), ('photoprint-matt','18x13','usd',44,NULL),
  ('photoprint-matt','30x20','eur',149,NULL), ('photoprint-matt','30x20','chf',165,NULL), ('photoprint-matt','30x20','gbp',129,NULL), ('photoprint-matt','30x20','usd',164,NULL),
  ('photoprint-glaenzend','10x10','eur',19,NULL), ('photoprint-glaenzend','10x10','chf',20,NULL), ('photoprint-glaenzend','10x10','gbp',14,NULL), ('photoprint-glaenzend','10x10','usd',19,NULL),
  ('photoprint-glaenzend','13x9','eur',15,NULL), ('photoprint-glaenzend','13x9','chf',15,NULL), ('photoprint-glaenzend','13x9','gbp',14,NULL), ('photoprint-glaenzend','13x9','usd',14,NULL),
  ('photoprint-glaenzend','15x10','eur',19,NULL), ('photoprint-glaenzend','15x10','chf',20,NULL), ('photoprint-glaenzend','15x10','gbp',14,NULL), ('photoprint-glaenzend','15x10','usd',19,NULL),
  ('photoprint-glaenzend','18x13','eur',39,NULL), ('photoprint-glaenzend','18x13','chf',45,NULL), ('photoprint-glaenzend','18x13','gbp',34,NULL), ('photoprint-glaenzend','18x13','usd',44,NULL),
  ('photoprint-glaenzend','30x20','eur',149,NULL), ('photoprint-glaenzend','30x20','chf',165,NULL), ('photoprint-glaenzend','30x20','gbp',129,NULL), ('photoprint-glaenzend','30x20','usd',164,NULL),
  ('holzrahmen-schwarz','40x30','eur',2499,NULL), ('holzrahmen-schwarz','40x30','chf',2690,NULL), ('holzrahmen-schwarz','40x30','gbp',2199,NULL), ('holzrahmen-schwarz','40x30','usd',2699,NULL),
  ('holzrahmen-schwarz','60x40','eur',3499,NULL), ('holzrahmen-schwarz','60x40','chf',3790,NULL), ('holzrahmen-schwarz','60x40','gbp',2999,NULL), ('holzrahmen-schwarz','60x40','usd',3799,NULL),
  ('holzrahmen-schwarz','80x60','eur',4999,NULL), ('holzrahmen-schwarz','80x60','chf',5490,NULL), ('holzrahmen-schwarz','80x60','gbp',4299,NULL), ('holzrahmen-schwarz','80x60','usd',5499,NULL),
  ('holzrahmen-eiche','40x30','eur',2999,NULL), ('holzrahmen-eiche','40x30','chf',3290,NULL), ('holzrahmen-eiche','40x30','gbp',2599,NULL), ('holzrahmen-eiche','40x30','usd',3299,NULL),
  ('holzrahmen-eiche','60x40','eur',3999,NULL), ('holzrahmen-eiche','60x40','chf',4390,NULL), ('holzrahmen-eiche','60x40','gbp',3499,NULL), ('holzrahmen-eiche','60x40','usd',4399,NULL),
  ('holzrahmen-eiche','80x60','eur',5499,NULL), ('holzrahmen-eiche','80x60','chf',5990,NULL), ('holzrahmen-eiche','80x60','gbp',4799,NULL), ('holzrahmen-eiche','80x60','usd',5999,NULL),
  ('alurahmen-silber','40x30','eur',2799,NULL), ('alurahmen-silber','40x30','chf',3090,NULL), ('alurahmen-silber','40x30','gbp',2399,NULL), ('alurahmen-silber','40x30','usd',3099,NULL),
  ('alurahmen-silber','60x40','eur',3799,NULL), ('alurahmen-silber','60x40','chf',4190,NULL), ('alurahmen-silber','60x40','gbp',3299,NULL), ('alurahmen-silber','60x40','usd',4199,NULL),
  ('alurahmen-silber','80x60','eur',5299,NULL), ('alurahmen-silber','80x60','chf',5790,NULL), ('alurahmen-silber','80x60','gbp',4599,NULL), ('alurahmen-silber','80x60','usd',5799,NULL),
  ('schattenfuge-leinwand-eiche','40x30','eur',3499,NULL), ('schattenfuge-leinwand-eiche','40x30','chf',3790,NULL), ('schattenfuge-leinwand-eiche','40x30','gbp',2999,NULL), ('schattenfuge-leinwand-eiche','40x30','usd',3799,NULL),
  ('schattenfuge-leinwand-eiche','60x40','eur',4499,NULL), ('schattenfuge-leinwand-eiche','60x40','chf',4890,NULL), ('schattenfuge-leinwand-eiche','60x40','gbp',3899,NULL), ('schattenfuge-leinwand-eiche','60x40','usd',4899,NULL),
  ('schattenfuge-leinwand-eiche','80x60','eur',5999,NULL), ('schattenfuge-leinwand-eiche','80x60','chf',6590,NULL), ('schattenfuge-leinwand-eiche','80x60','gbp',5199,NULL), ('schattenfuge-leinwand-eiche','80x60','usd',6599,NULL),
  ('schattenfuge-leinwand-eiche','120x80','eur',7999,NULL), ('schattenfuge-leinwand-eiche','120x80','chf',8790,NULL), ('schattenfuge-leinwand-eiche','120x80','gbp',6999,NULL), ('schattenfuge-leinwand-eiche','120x80','usd',8799,NULL),
  ('schattenfuge-platte-schwarz','40x30','eur',3499,NULL), ('schattenfuge-platte-schwarz','40x30','chf',3790,NULL), ('schattenfuge-platte-schwarz','40x30','gbp',2999,NULL), ('schattenfuge-platte-schwarz','40x30','usd',3799,NULL),
  ('schattenfuge-platte-schwarz','60x40','eur',4499,NULL), ('schattenfuge-platte-schwarz','60x40','chf',4890,NULL), ('schattenfuge-platte-schwarz','60x40','gbp',3899,NULL), ('schattenfuge-platte-schwarz','60x40','usd',4899,NULL),
  ('schattenfuge-platte-schwarz','80x60','eur',5999,NULL), ('schattenfuge-platte-schwarz','80x60','chf',6590,NULL), ('schattenfuge-platte-schwarz','80x60','gbp',5199,NULL), ('schattenfuge-platte-schwarz','80x60','usd',6599,NULL),
  ('schattenfuge-platte-schwarz','120x80','eur',7999,NULL), ('schattenfuge-platte-schwarz','120x80','chf',8790,NULL), ('schattenfuge-platte-schwarz','120x80','gbp',6999,NULL), ('schattenfuge-platte-schwarz','120x80','usd',8799,NULL),
  ('envelope-standard','','eur',95,NULL), ('envelope-standard','','chf',100,NULL), ('envelope-standard','','gbp',84,NULL), ('envelope-standard','','usd',104,NULL),
  ('envelope-compact','','eur',110,NULL), ('envelope-compact','','chf',120,NULL), ('envelope-compact','','gbp',94,NULL), ('envelope-compact','','usd',119,NULL),
  ('envelope-large','','eur',180,NULL), ('envelope-large','','chf',290,NULL), ('envelope-large','','gbp',154,NULL), ('envelope-large','','usd',199,NULL),
  ('ribbon','','eur',49,NULL), ('ribbon','','chf',55,NULL), ('ribbon','','gbp',44,NULL), ('ribbon','','usd',54,NULL),
  ('gift-box','','eur',499,NULL), ('gift-box','','chf',490,NULL), ('gift-box','','gbp',434,NULL), ('gift-box','','usd',499,NULL),
  ('hanging-kit','','eur',699,NULL), ('hanging-kit','','chf',790,NULL), ('hanging-kit','','gbp',599,NULL), ('hanging-kit','','usd',799,NULL),
  ('drilling-corners','','eur',499,NULL), ('drilling-corners','','chf',490,NULL), ('drilling-corners','','gbp',434,NULL), ('drilling-corners','','usd',499,NULL),
  ('lamination-matt','','eur',399,NULL), ('lamination-matt','','chf',440,NULL), ('lamination-matt','','gbp',344,NULL), ('lamination-matt','','usd',439,NULL),
  ('lamination-glossy','','eur',399,NULL), ('lamination-glossy','','chf',440,NULL), ('lamination-glossy','','gbp',344,NULL), ('lamination-glossy','','usd',439,NULL),
  ('stretcher-3.8','','eur',999,NULL), ('stretcher-3.8','','chf',1090,NULL), ('stretcher-3.8','','gbp',899,NULL), ('stretcher-3.8','','usd',1099,NULL),
  ('edge-mirrored','','eur',0,NULL), ('edge-mirrored','','chf',0,NULL), ('edge-mirrored','','gbp',0,NULL), ('edge-mirrored','','usd',0,NULL),
  ('museum-glass','','eur',1999,NULL), ('museum-glass','','chf',2190,NULL), ('museum-glass','','gbp',1699,NULL), ('museum-glass','','usd',2199,NULL);

CREATE TABLE vouchers (
  code TEXT PRIMARY KEY,
  -- percent: value is a percentage; amount: value is cents in `currency`
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'amount')),
  value INTEGER NOT NULL,
  currency TEXT,
  valid_until TEXT NOT NULL
);
INSERT INTO vouchers (code, kind, value, currency, valid_until) VALUES
  ('WELCOME10', 'percent', 10, NULL, '2099-12-31'), ('CARDS5', 'amount', 500, 'eur', '2099-12-31'),
  ('SUMMER2020', 'percent', 20, NULL, '2020-09-30');

CREATE TABLE campaigns (
  id TEXT PRIMARY KEY,
  -- the longest matching path prefix wins; '/' is the default bar
  path_prefix TEXT NOT NULL,
  channel TEXT NOT NULL,
  text TEXT NOT NULL,
  color TEXT NOT NULL,
  background_color TEXT NOT NULL,
  countdown_end TEXT,
  action_bar_end TEXT
);
INSERT INTO campaigns VALUES
  ('kl-default', '/', 'kartenliebe', 'Free shipping from 39 € until [COUNTDOWN]', '#ffffff', '#b4005a',
    '2099-01-01T00:00:00Z', '2099-01-01T00:00:00Z'),
  ('kl-cards', '/karten', 'kartenliebe', '15 % on all cards with WELCOME10', '#1a1a1a', '#ffd6e6', NULL, NULL),
  ('poster-default', '/', 'poster', 'Wall art: 20 % until [COUNTDOWN]', '#ffffff', '#1a3c5a',
    '2099-01-01T00:00:00Z', '2099-01-01T00:00:00Z');

CREATE TABLE shipping_rates (
  country TEXT PRIMARY KEY,
  currency TEXT NOT NULL,
  standard INTEGER NOT NULL,
  express INTEGER NOT NULL,
  free_from INTEGER NOT NULL,
  days_min INTEGER NOT NULL,
  days_max INTEGER NOT NULL
);
INSERT INTO shipping_rates VALUES
  ('DE', 'eur', 495, 1495, 3900, 2, 4), ('AT', 'eur', 595, 1695, 4900, 3, 5), ('CH', 'chf', 790, 1990, 5900, 3, 6),
  ('LI', 'chf', 790, 1990, 5900, 3, 6), ('GB', 'gbp', 595, 1495, 4500, 4, 7), ('US', 'usd', 995, 2495, 7900, 6, 10),
  ('FR', 'eur', 595, 1695, 4900, 3, 5), ('BE', 'eur', 595, 1695, 4900, 3, 5), ('NL', 'eur', 595, 1695, 4900, 3, 5),
  ('LU', 'eur', 595, 1695, 4900, 3, 5), ('IT', 'eur', 695, 1795, 4900, 4, 6), ('ES', 'eur', 695, 1795, 4900, 4, 7);

CREATE TABLE design_groups (
  id INTEGER PRIMARY KEY,
  -- photobook | calendar | collage
  product TEXT NOT NULL,
  name TEXT NOT NULL,
  category_id INTEGER,
  -- landscape | portrait | square
  orientation TEXT NOT NULL,
  set_id INTEGER,
  design_ids TEXT NOT NULL
);
INSERT INTO design_groups VALUES
  (301, 'photobook', 'Wedding classic', 1, 'landscape', 30, '3011,3012'),
  (302, 'photobook', 'Wedding classic', 1, 'portrait', 30, '3021'),
  (303, 'photobook', 'Wedding classic', 1, 'square', 30, '3031,3032'),
  (311, 'photobook', 'Travel', 9, 'square', 31, '3111'),
  (401, 'calendar', 'Family planner', NULL, 'portrait', NULL, '4011,4012'),
  (402, 'calendar', 'Minimal', NULL, 'landscape', NULL, '4021'),
  (501, 'collage', 'Grid', NULL, 'landscape', NULL, '1,2,3'),
  (502, 'collage', 'Heart', NULL, 'square', NULL, '13');

CREATE TABLE card_themes (
  id INTEGER PRIMARY KEY,
  occasion TEXT NOT NULL,
  name TEXT NOT NULL,
  aspect_ratio TEXT NOT NULL,
  formats TEXT NOT NULL
);
INSERT INTO card_themes VALUES
  (2101, 'hochzeit', 'Wedding', '148/105', 'a6-quer'), (2102, 'geburt', 'Birth', '148/105', 'a6-quer'),
  (2103, 'taufe', 'Baptism', '1/1', '145-145'), (2104, 'kommunion', 'Communion', '148/105', 'a6-quer'),
  (2105, 'konfirmation', 'Confirmation', '148/105', 'a6-quer'), (2106, 'geburtstag', 'Birthday', '1/1', '145-145'),
  (2107, 'einschulung', 'School start', '148/105', 'a6-quer'), (2108, 'trauer', 'Mourning', '148/105', 'a6-quer'),
  (2109, 'weihnachten', 'Christmas', '1/1', '145-145');

CREATE TABLE feature_flags (
  key TEXT PRIMARY KEY,
  treatment TEXT NOT NULL CHECK (treatment IN ('on', 'off'))
);
INSERT INTO feature_flags VALUES
  ('express-shop', 'on'), ('wishlist', 'on'), ('collage-designer-v2', 'off'), ('flyout-wandbilder-experiment', 'off');

CREATE TABLE newsletter_subscriptions (
  email TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
  -- SHA-256 (hex) of the single-use confirm token; NULL once used
  token_hash TEXT UNIQUE,
  unique_identifier TEXT NOT NULL,
  channel TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL,
  confirmed_at TEXT
);

CREATE TABLE newsletter_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE wishlist_items (
  -- SHA-256 (hex) of the `shop_session` or `wishlist_id` cookie value
  owner TEXT NOT NULL,
  sku TEXT NOT NULL,
  context TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (owner, sku)
);
