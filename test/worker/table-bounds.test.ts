// The bounds of the shop tables no other suite fills: a customer's whitelabel flag is one row however often it is
// switched, and a rate-limit counter is gone once its window has ended, holding no address or e-mail.
import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { SHOP_PATHS } from '../../shared/shop/endpoints';
import { customerSession } from './accounts';
import { DE, get } from './fetch';

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: DE, ...headers },
  body: JSON.stringify(body),
});

const count = async (sql: string, ...values: unknown[]) =>
  (
    await env.SHOP_DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? 0;

describe('table bounds', () => {
  test('whitelabel_orders: one row per customer, however often the flag is switched', async () => {
    const email = `bounds-${crypto.randomUUID()}@example.com`;
    const cookie = await customerSession(email);
    await env.SHOP_DB.prepare('UPDATE customers SET is_whitelabel = 1 WHERE email = ?').bind(email).run();
    for (let turn = 0; turn < 7; turn++) {
      const response = await get(`${DE}/whitelabel/switch`, {
        method: 'POST',
        headers: { cookie, origin: DE },
      });
      expect(response.status).toBe(200);
    }
    const rows = await count(
      'SELECT COUNT(*) AS n FROM whitelabel_orders WHERE customer_id = (SELECT id FROM customers WHERE email = ?)',
      email,
    );
    expect(rows).toBe(1);
  });

  test('rate_limits: a counter whose window has ended goes with the next reservation; keys are hashes', async () => {
    const stale = `stale-${crypto.randomUUID()}`;
    await env.SHOP_DB.prepare('INSERT INTO rate_limits (key, count, reset_at) VALUES (?, 3, ?)')
      .bind(stale, Date.now() - 1)
      .run();
    const email = `bounds-${crypto.randomUUID()}@example.com`;
    const login = await get(`${DE}${SHOP_PATHS.login}`, json({ email, password: 'not the password' }));
    expect(login.status).toBe(401);
    expect(await count('SELECT COUNT(*) AS n FROM rate_limits WHERE key = ?', stale)).toBe(0);
    const keys = await env.SHOP_DB.prepare('SELECT key FROM rate_limits').all<{ key: string }>();
    expect(keys.results.length).toBeGreaterThan(0);
    for (const { key } of keys.results) expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(keys.results)).not.toContain(email);
  });
});
