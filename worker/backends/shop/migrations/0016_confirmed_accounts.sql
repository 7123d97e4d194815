-- Accounts are usable once their address is proven. Every sign-up is a held row (`held_email`, a placeholder in
-- `email`) until the link mailed to that address is followed: `confirm_token_hash` is the link's SHA-256. The link
-- moves the address into `email` and sets `email_confirmed_at`, as a completed password reset and a Google sign-in
-- with a verified address do. Accounts opened before this rule proved no address: they log in again after a
-- password reset or a Google sign-in, and no session of theirs outlives it. `google_sub` links a Google account.
ALTER TABLE customers ADD COLUMN email_confirmed_at INTEGER;
ALTER TABLE customers ADD COLUMN confirm_token_hash TEXT;
ALTER TABLE customers ADD COLUMN google_sub TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS customers_confirm_token ON customers (confirm_token_hash)
  WHERE confirm_token_hash IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS customers_google_sub ON customers (google_sub) WHERE google_sub IS NOT NULL;
DELETE FROM customer_sessions;

-- The local Google stand-in's RSA signing key (JWKs), made on first use; production never writes it.
CREATE TABLE IF NOT EXISTS google_stand_in_key (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  kid TEXT NOT NULL,
  private_jwk TEXT NOT NULL,
  public_jwk TEXT NOT NULL
);
