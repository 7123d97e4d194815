-- Rate limits: one counter per key (a SHA-256 of its scope and subject, so no e-mail or address is stored),
-- checked and raised by one statement before the work it guards and pruned once its window has ended. It
-- replaces login_attempts, whose separate check and record let parallel logins past the limit.
CREATE TABLE IF NOT EXISTS rate_limits (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  reset_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limits_reset ON rate_limits (reset_at);

DROP TABLE IF EXISTS login_attempts;

-- A reset voids every link of its customer; writing a link prunes the expired ones.
CREATE INDEX IF NOT EXISTS password_reset_tokens_customer ON password_reset_tokens (customer_id);
CREATE INDEX IF NOT EXISTS password_reset_tokens_expiry ON password_reset_tokens (expires_at);
CREATE INDEX IF NOT EXISTS outbox_created ON outbox (created_at);
