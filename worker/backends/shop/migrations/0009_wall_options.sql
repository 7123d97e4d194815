-- Options every wall-art choice can take and the price service lists: a white mat behind a picture frame,
-- museum-quality acrylic glazing and a folded canvas edge. Whole cents per currency.
INSERT INTO catalogue_items (id, kind, name, grp) VALUES
  ('mat-weiss', 'option', 'Mat: white', 'mat'),
  ('museum-acrylic', 'option', 'Museum-quality acrylic', 'glass'),
  ('edge-folded', 'option', 'Canvas edge: folded', 'canvas-edge');
INSERT INTO catalogue_prices (item_id, format, currency, price_current, price_original) VALUES
  ('mat-weiss','','eur',499,NULL), ('mat-weiss','','chf',490,NULL), ('mat-weiss','','gbp',434,NULL), ('mat-weiss','','usd',499,NULL),
  ('museum-acrylic','','eur',2499,NULL), ('museum-acrylic','','chf',2690,NULL), ('museum-acrylic','','gbp',2199,NULL), ('museum-acrylic','','usd',2699,NULL),
  ('edge-folded','','eur',299,NULL), ('edge-folded','','chf',330,NULL), ('edge-folded','','gbp',259,NULL), ('edge-folded','','usd',329,NULL);
