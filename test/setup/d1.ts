// Applies the shop backend's D1 migrations to the test database before the worker tests run.
import { applyD1Migrations, env } from 'cloudflare:test';

await applyD1Migrations(env.SHOP_DB, env.SHOP_MIGRATIONS);
