// Every write counts against its client's burst limit: the limit-plus-first request of one client is a 429 with
// `Retry-After`, logged, and reaches nothing behind it; other clients and other kinds of write go on.
import { env } from 'cloudflare:test';
import { describe, expect, test, vi } from 'vitest';
import { WRITE_LIMITS, type WriteLimitName, writeRule } from '../../shared/domain/write-limits';
import { DE, get, testAddress } from './fetch';

/** One write of each kind the limits name, with a body the route may refuse: the count comes first. */
const WRITES: ReadonlyArray<{ name: string; path: string; method?: string; limit: WriteLimitName }> = [
  { name: 'sign-up', path: '/web-api/customer-signup', limit: 'mail' },
  { name: 'password reset', path: '/web-api/customer-password-reset', limit: 'mail' },
  { name: 'newsletter', path: '/web-api/newsletter-subscribe', limit: 'mail' },
  { name: 'contact form', path: '/web-api/contact-form', limit: 'mail' },
  { name: 'login', path: '/web-api/customer-login', limit: 'login' },
  { name: 'voucher', path: '/web-api/voucher', limit: 'write' },
  { name: 'wishlist add', path: '/web-api/wishlist', limit: 'write' },
  { name: 'wishlist remove', path: '/web-api/wishlist', method: 'DELETE', limit: 'write' },
  { name: 'basket', path: '/web-api/basket', limit: 'write' },
  { name: 'impressions', path: '/frontend-api/track', limit: 'beacon' },
  { name: 'web vitals', path: '/frontend-api/rum', limit: 'beacon' },
  { name: 'bot-check token', path: '/bot-check/token', limit: 'beacon' },
];

const send = (path: string, client: string, method = 'POST') =>
  get(`${DE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: DE, 'cf-connecting-ip': client },
    body: method === 'GET' ? null : '{}',
  });

/**
 * Sends until the first 429. The binding counts in fixed windows, so a run across a window's end may pass up to
 * twice the limit before it is refused.
 */
async function untilRefused(limit: number, send: (count: number) => Promise<Response>) {
  let accepted = 0;
  let refused = await send(accepted);
  while (refused.status !== 429 && accepted <= 2 * limit) {
    accepted++;
    refused = await send(accepted);
  }
  return { accepted, refused };
}

describe('burst limits on writes', () => {
  test.each(WRITES)(
    '$name: the client past its limit gets 429 with Retry-After, others go on',
    async (write) => {
      const { limit, periodSeconds } = WRITE_LIMITS[write.limit];
      const client = testAddress();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { accepted, refused } = await untilRefused(limit, () => send(write.path, client, write.method));
      expect(accepted).toBeGreaterThanOrEqual(limit);
      expect(accepted).toBeLessThanOrEqual(2 * limit);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(periodSeconds));
      expect(((await refused.json()) as { message: { text: string } }).message.text).toMatch(/Anfragen/);
      const logged = warn.mock.calls
        .map(([line]) => String(line))
        .filter((line) => line.includes('write-rate-limited'));
      warn.mockRestore();
      expect(logged).toHaveLength(1);
      expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({ path: write.path, limit: write.limit });
      // Another client is counted apart.
      expect((await send(write.path, testAddress(), write.method)).status).not.toBe(429);
    },
  );

  test('one client cannot sign many addresses up: past the limit nothing is stored and no mail is queued', async () => {
    const client = testAddress();
    const subscribe = (email: string) =>
      get(`${DE}/web-api/newsletter-subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: DE, 'cf-connecting-ip': client },
        body: JSON.stringify({ email, uniqueIdentifier: '/' }),
      });
    const run = crypto.randomUUID();
    const { accepted, refused } = await untilRefused(WRITE_LIMITS.mail.limit, (count) =>
      subscribe(`${count}-${run}@example.com`),
    );
    expect(refused.status).toBe(429);
    const last = `${accepted}-${run}@example.com`;
    const count = (sql: string) => env.SHOP_DB.prepare(sql).bind(last).first<{ n: number }>();
    expect(await count('SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email = ?')).toEqual({
      n: 0,
    });
    expect(await count('SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?')).toEqual({ n: 0 });
  });

  test('a page form post over the limit is told so in a sentence, not JSON', async () => {
    const client = testAddress();
    const post = () =>
      get(`${DE}/account/logout/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
          origin: DE,
          'cf-connecting-ip': client,
        },
        body: '',
      });
    const { refused } = await untilRefused(WRITE_LIMITS.write.limit, post);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await refused.text()).toMatch(/Anfragen/);
  });

  test('reads are never counted', async () => {
    const client = testAddress();
    for (let count = 0; count < WRITE_LIMITS.mail.limit + 2; count++) {
      const response = await send('/web-api/customer-data', client, 'GET');
      expect(response.status).not.toBe(429);
    }
  });

  test.each([
    ['GET', '/web-api/wishlist', null],
    ['HEAD', '/', null],
    ['POST', '/web-api/customer-signup', 'mail'],
    ['POST', '/web-api/customer-password-reset/confirm', 'mail'],
    ['POST', '/web-api/customer-login', 'login'],
    ['DELETE', '/web-api/basket', 'write'],
    ['POST', '/merkliste', 'write'],
    ['POST', '/frontend-api/draft-render', 'beacon'],
    ['POST', '/webhooks/storyblok', 'beacon'],
  ])('%s %s counts against %s', (method, path, limit) => {
    expect(writeRule(method, path)?.limit ?? null).toBe(limit);
  });
});
