-- The newsletter's bot check: each accepted token is remembered (as a SHA-256, so no token is stored) until it
-- expires, so it is used once; writing one prunes the expired. The local stand-in's signing secret is made at
-- random on first use and kept here, so every state directory has its own (production never writes it).
CREATE TABLE IF NOT EXISTS bot_check_used_tokens (
  token_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS bot_check_used_tokens_expiry ON bot_check_used_tokens (expires_at);

CREATE TABLE IF NOT EXISTS bot_check_local_secret (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  secret TEXT NOT NULL
);
