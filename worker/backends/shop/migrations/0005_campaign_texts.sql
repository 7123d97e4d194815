-- Campaign bar texts per language (the campaign's own text is the fallback); the default campaigns of the demo
-- run without a countdown.
CREATE TABLE campaign_texts (
  campaign_id TEXT NOT NULL REFERENCES campaigns (id),
  language TEXT NOT NULL,
  text TEXT NOT NULL,
  PRIMARY KEY (campaign_id, language)
);

UPDATE campaigns SET countdown_end = NULL, action_bar_end = NULL WHERE id IN ('kl-default', 'poster-default');
UPDATE campaigns SET text = '<b>Free shipping</b> on orders from 39 €' WHERE id = 'kl-default';
UPDATE campaigns SET text = '<b>Wall art:</b> 20 % off canvas and acrylic' WHERE id = 'poster-default';

INSERT INTO campaign_texts VALUES
  ('kl-default', 'de', '<b>Gratis Versand</b> ab 39 € Bestellwert'),
  ('kl-default', 'en', '<b>Free shipping</b> on orders from 39 €'),
  ('kl-default', 'fr', '<b>Livraison gratuite</b> dès 39 € d''achat'),
  ('kl-default', 'it', '<b>Spedizione gratuita</b> a partire da 39 €'),
  ('kl-default', 'es', '<b>Envío gratis</b> a partir de 39 €'),
  ('kl-default', 'nl', '<b>Gratis verzending</b> vanaf 39 €'),
  ('kl-cards', 'de', '15 % auf alle Karten mit dem Code <b>WELCOME10</b>'),
  ('kl-cards', 'en', '15 % off all cards with the code <b>WELCOME10</b>'),
  ('kl-cards', 'fr', '15 % sur toutes les cartes avec le code <b>WELCOME10</b>'),
  ('kl-cards', 'it', '15 % su tutti i biglietti con il codice <b>WELCOME10</b>'),
  ('kl-cards', 'es', '15 % en todas las tarjetas con el código <b>WELCOME10</b>'),
  ('kl-cards', 'nl', '15 % op alle kaarten met de code <b>WELCOME10</b>'),
  ('poster-default', 'de', '<b>Wandbilder:</b> 20 % auf Leinwand und Acrylglas'),
  ('poster-default', 'en', '<b>Wall art:</b> 20 % off canvas and acrylic'),
  ('poster-default', 'fr', '<b>Tableaux :</b> 20 % sur toile et verre acrylique'),
  ('poster-default', 'it', '<b>Quadri:</b> 20 % su tela e vetro acrilico'),
  ('poster-default', 'es', '<b>Cuadros:</b> 20 % en lienzo y metacrilato'),
  ('poster-default', 'nl', '<b>Wanddecoratie:</b> 20 % op canvas en acrylglas');
