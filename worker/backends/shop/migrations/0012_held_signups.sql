-- A sign-up for a taken e-mail opens an account of its own, held apart from the address's owner: the entered
-- address is kept in `held_email` (shown to its session, never used to log in) and `email` holds a placeholder
-- that is no address, so the unique index still decides. Held accounts are pruned once their session has ended.
ALTER TABLE customers ADD COLUMN held_email TEXT;
CREATE INDEX IF NOT EXISTS customers_held ON customers (created_at) WHERE held_email IS NOT NULL;
