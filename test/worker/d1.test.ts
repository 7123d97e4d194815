// The shop database is migrated before the worker tests run.
import { env } from 'cloudflare:test';
import { expect, test } from 'vitest';

test('the shop migrations are applied', async () => {
  const row = await env.SHOP_DB.prepare('SELECT value FROM shop_meta WHERE key = ?')
    .bind('created')
    .first<{ value: string }>();
  expect(row?.value).toBe('2026-11-22');
});
