-- Prices for every product the demo pages offer: the calendar types, the stapled photo booklet and the relief
-- and rose-gold cards had none, so the service could not price them. Whole cents per currency.
INSERT INTO catalogue_items (id, kind, name, grp) VALUES
  ('familienplaner', 'calendar', 'Family planner', 'din'),
  ('kuechenkalender', 'calendar', 'Kitchen calendar', 'din'),
  ('terminkalender', 'calendar', 'Appointment calendar', 'din'),
  ('fotoheft-soft', 'photobook', 'Photo booklet, stapled', 'din'),
  ('card-relief', 'card', 'Card, relief print', 'din'),
  ('card-rosegold', 'card', 'Card, rose gold foil', 'din');
INSERT INTO catalogue_prices (item_id, format, currency, price_current, price_original) VALUES
  ('familienplaner','a3-hoch','eur',2999,NULL), ('familienplaner','a3-hoch','chf',3290,NULL), ('familienplaner','a3-hoch','gbp',2599,NULL), ('familienplaner','a3-hoch','usd',3299,NULL),
  ('familienplaner','200-400','eur',2799,NULL), ('familienplaner','200-400','chf',3090,NULL), ('familienplaner','200-400','gbp',2399,NULL), ('familienplaner','200-400','usd',3099,NULL),
  ('kuechenkalender','a4-hoch','eur',2299,NULL), ('kuechenkalender','a4-hoch','chf',2490,NULL), ('kuechenkalender','a4-hoch','gbp',1999,NULL), ('kuechenkalender','a4-hoch','usd',2499,NULL),
  ('kuechenkalender','150-400','eur',1999,NULL), ('kuechenkalender','150-400','chf',2190,NULL), ('kuechenkalender','150-400','gbp',1699,NULL), ('kuechenkalender','150-400','usd',2199,NULL),
  ('terminkalender','a5-quer','eur',1499,NULL), ('terminkalender','a5-quer','chf',1590,NULL), ('terminkalender','a5-quer','gbp',1299,NULL), ('terminkalender','a5-quer','usd',1599,NULL),
  ('terminkalender','a4-hoch','eur',1999,NULL), ('terminkalender','a4-hoch','chf',2190,NULL), ('terminkalender','a4-hoch','gbp',1699,NULL), ('terminkalender','a4-hoch','usd',2199,NULL),
  ('fotoheft-soft','a5-hoch','eur',999,NULL), ('fotoheft-soft','a5-hoch','chf',1090,NULL), ('fotoheft-soft','a5-hoch','gbp',899,NULL), ('fotoheft-soft','a5-hoch','usd',1099,NULL),
  ('fotoheft-soft','200-200','eur',1299,NULL), ('fotoheft-soft','200-200','chf',1390,NULL), ('fotoheft-soft','200-200','gbp',1099,NULL), ('fotoheft-soft','200-200','usd',1399,NULL),
  ('fotoheft-soft','a4-hoch','eur',1499,NULL), ('fotoheft-soft','a4-hoch','chf',1590,NULL), ('fotoheft-soft','a4-hoch','gbp',1299,NULL), ('fotoheft-soft','a4-hoch','usd',1599,NULL),
  ('card-relief','a6-quer','eur',249,NULL), ('card-relief','a6-quer','chf',275,NULL), ('card-relief','a6-quer','gbp',214,NULL), ('card-relief','a6-quer','usd',274,NULL),
  ('card-relief','145-145','eur',279,NULL), ('card-relief','145-145','chf',305,NULL), ('card-relief','145-145','gbp',244,NULL), ('card-relief','145-145','usd',304,NULL),
  ('card-rosegold','a6-quer','eur',229,NULL), ('card-rosegold','a6-quer','chf',250,NULL), ('card-rosegold','a6-quer','gbp',199,NULL), ('card-rosegold','a6-quer','usd',249,NULL),
  ('card-rosegold','145-145','eur',259,NULL), ('card-rosegold','145-145','chf',285,NULL), ('card-rosegold','145-145','gbp',224,NULL), ('card-rosegold','145-145','usd',284,NULL);
