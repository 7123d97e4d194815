// What bounds the newsletter's tables: one subscription row per address, each new address costing a fresh bot-check
// token; and the used tokens, each remembered only until it expires (two minutes after it was made) and pruned by
// the next accepted sign-up, so the table holds at most the tokens accepted in the last two minutes.
import { env } from 'cloudflare:test';
import { describe, expect, test, vi } from 'vitest';
import { botCheckToken } from './bot-check-tokens';
import { DE, get } from './fetch';

const rows = async (sql: string, ...values: unknown[]) =>
  (
    await env.SHOP_DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? -1;

function subscribe(email: string, reCaptchaToken: string) {
  return get(`${DE}/web-api/newsletter-subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: DE },
    body: JSON.stringify({ email, uniqueIdentifier: '/', reCaptchaToken }),
  });
}

describe('the newsletter tables stay bounded', () => {
  test('one row per address however often and however spelt; a used token adds no address', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const run = crypto.randomUUID();
    const address = `bound-${run}@example.com`;
    for (const spelling of [address, address.toUpperCase(), `  ${address}  `, `Bound-${run}@Example.COM`]) {
      expect((await subscribe(spelling, await botCheckToken())).status).toBe(200);
    }
    expect(await rows('SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email = ?', address)).toBe(1);
    const used = await botCheckToken();
    expect((await subscribe(`first-${run}@example.com`, used)).status).toBe(200);
    for (let index = 0; index < 5; index++)
      expect((await subscribe(`more-${index}-${run}@example.com`, used)).status).toBe(400);
    const like = `%-${run}@example.com`;
    expect(await rows('SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email LIKE ?', like)).toBe(2);
    warn.mockRestore();
  });

  test('used tokens are kept only until they expire: an accepted sign-up prunes the expired ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const now = Date.now();
    const stale = Array.from({ length: 50 }, (_, index) =>
      env.SHOP_DB.prepare('INSERT INTO bot_check_used_tokens (token_hash, expires_at) VALUES (?, ?)').bind(
        `stale-${crypto.randomUUID()}`,
        now - 1_000 - index,
      ),
    );
    await env.SHOP_DB.batch(stale);
    // Refused tokens leave no row.
    const before = await rows('SELECT COUNT(*) AS n FROM bot_check_used_tokens');
    for (const token of ['bot-token', `local.newsletter_footer.${now}.${'0'.repeat(32)}.${'0'.repeat(64)}`])
      expect((await subscribe(`refused-${crypto.randomUUID()}@example.com`, token)).status).toBe(400);
    expect(await rows('SELECT COUNT(*) AS n FROM bot_check_used_tokens')).toBe(before);

    expect((await subscribe(`prune-${crypto.randomUUID()}@example.com`, await botCheckToken())).status).toBe(
      200,
    );
    const after = Date.now();
    expect(await rows('SELECT COUNT(*) AS n FROM bot_check_used_tokens WHERE expires_at < ?', now)).toBe(0);
    // What is left was accepted within two minutes and expires within two minutes (and a few seconds of skew).
    expect(
      await rows('SELECT COUNT(*) AS n FROM bot_check_used_tokens WHERE expires_at > ?', after + 125_000),
    ).toBe(0);
    expect(await rows('SELECT COUNT(*) AS n FROM bot_check_used_tokens')).toBeGreaterThan(0);
    warn.mockRestore();
  });
});
