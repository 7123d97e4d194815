// The newsletter's bot check offline: the stand-in's script and tokens, the forms' actions, and the sign-up
// refusing any token that is missing, malformed, forged, expired, dated ahead, made for another action or used
// before: a 400 with the reason in the shopper's language, nothing stored, no mail, and a security event that
// `?logging=0` does not silence.
import { env } from 'cloudflare:test';
import { describe, expect, test, vi } from 'vitest';
import { shopText } from '../../shared/i18n/shop-texts';
import { botCheckToken, signedToken, standInSecret } from './bot-check-tokens';
import { DE, get, page } from './fetch';

const count = async (sql: string, email: string) =>
  (await env.SHOP_DB.prepare(sql).bind(email).first<{ n: number }>())?.n ?? -1;

/** A sign-up as the footer form posts it; with `json` as the shop's dialogs ask. */
async function subscribe(reCaptchaToken: string, { json = true, query = '' } = {}) {
  const email = `bot-check-${crypto.randomUUID()}@example.com`;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const response = await get(`${DE}/web-api/newsletter-subscribe${query}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: DE,
      ...(json ? { accept: 'application/json' } : {}),
    },
    body: new URLSearchParams({ email, uniqueIdentifier: '/', reCaptchaToken }),
  });
  const warnings = warn.mock.calls
    .map(([line]) => String(line))
    .filter((line) => line.includes('"id":"newsletter-'))
    .map((line) => JSON.parse(line) as { id: string; reason?: string });
  warn.mockRestore();
  return {
    status: response.status,
    body: json ? await response.json() : await response.text(),
    warnings: warnings.map(({ id, reason }) => ({ id, reason })),
    stored: await count('SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email = ?', email),
    mailed: await count('SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?', email),
  };
}

/** What a refused sign-up answers: the reason, the German text, nothing stored or mailed, one security event. */
const refused = (reason: string, id = 'newsletter-recaptcha-error') => ({
  status: 400,
  body: {
    message: {
      text: shopText('de', reason === 'missing' ? 'newsletterBotCheckMissing' : 'newsletterBotCheckFailed'),
    },
    payload: { errors: [{ field: 'reCaptchaToken', message: reason }] },
  },
  warnings: [{ id, reason }],
  stored: 0,
  mailed: 0,
});

describe('the local bot check', () => {
  test('each newsletter form names its action, the site key and the stand-in’s script', async () => {
    const { html } = await page(`${DE}/`);
    const forms = (html.match(/<form[^>]*data-bot-check=[^>]*>/g) ?? []).map((form) => ({
      action: /data-bot-check="([^"]+)"/.exec(form)?.[1],
      key: /data-bot-check-key="([^"]+)"/.exec(form)?.[1],
      src: /data-bot-check-src="([^"]+)"/.exec(form)?.[1]?.replaceAll('&amp;', '&'),
    }));
    // The home page has a newsletter block in its content and one in the footer: each names its own action.
    const src = '/bot-check/api.js?render=local-site-key';
    expect(forms).toEqual([
      { action: 'newsletter_content', key: 'local-site-key', src },
      { action: 'newsletter_footer', key: 'local-site-key', src },
    ]);
    const script = await get(`${DE}/bot-check/api.js?render=local-site-key`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('window.grecaptcha');
  });

  test.each(['newsletter_footer', 'newsletter_content'])(
    'a genuine %s token signs up once',
    async (action) => {
      const token = await botCheckToken(action);
      expect(token).toMatch(new RegExp(`^local\\.${action}\\.\\d+\\.[0-9a-f]{32}\\.[0-9a-f]{64}$`));
      const first = await subscribe(token);
      expect(first).toEqual({ status: 200, body: { status: 'pending' }, warnings: [], stored: 1, mailed: 1 });
      expect(await subscribe(token)).toEqual(refused('replayed'));
    },
  );

  test('the stand-in signs with a secret of its own state, not a constant', async () => {
    const secret = await standInSecret();
    expect(secret).toMatch(/^[\w-]{43}$/);
    // The development key the stand-in once signed with makes no valid token.
    const forged = await signedToken('local-bot-check', 'newsletter_footer', Date.now());
    expect(await subscribe(forged)).toEqual(refused('invalid'));
  });

  test.each([
    ['no token', async () => '', 'missing'],
    ['a token of another shape', async () => 'bot-token', 'invalid'],
    [
      'a forged signature',
      async () => `local.newsletter_footer.${Date.now()}.${'0'.repeat(32)}.${'0'.repeat(64)}`,
      'invalid',
    ],
    ['a token made for another action', () => botCheckToken('login'), 'wrong-action'],
    [
      'a token of 121 seconds ago',
      async () => signedToken(await standInSecret(), 'newsletter_footer', Date.now() - 121_000),
      'expired',
    ],
    [
      'a token dated ten years ahead',
      async () => signedToken(await standInSecret(), 'newsletter_footer', Date.now() + 10 * 365 * 86_400_000),
      'issued-in-future',
    ],
  ])('%s is refused with the reason, storing and mailing nothing', async (_name, token, reason) => {
    const id = reason === 'missing' ? 'newsletter-no-recaptcha-token' : 'newsletter-recaptcha-error';
    expect(await subscribe(await token())).toEqual(refused(reason, id));
  });

  test('a token of 110 seconds ago or a few seconds ahead still passes', async () => {
    const secret = await standInSecret();
    for (const issuedAt of [Date.now() - 110_000, Date.now() + 3_000]) {
      const result = await subscribe(await signedToken(secret, 'newsletter_footer', issuedAt));
      expect(result).toMatchObject({ status: 200, stored: 1, mailed: 1 });
    }
  });

  test('the native form post is refused with a page that says why, in the shop’s language', async () => {
    const result = await subscribe('bot-token', { json: false });
    expect(result).toMatchObject({ status: 400, stored: 0, mailed: 0 });
    expect(result.body).toContain(shopText('de', 'newsletterBotCheckTitle'));
    expect(result.body).toContain(shopText('de', 'newsletterBotCheckFailed'));
  });

  test.each([
    ['', 'newsletter-no-recaptcha-token', 'missing'],
    ['bot-token', 'newsletter-recaptcha-error', 'invalid'],
  ])('with ?logging=0 a refused token %j is still logged as %s', async (token, id, reason) => {
    const result = await subscribe(token, { query: '?logging=0' });
    expect(result.warnings).toEqual([{ id, reason }]);
  });

  test.each([
    ['another site key', { action: 'newsletter_footer', siteKey: 'other-key' }, 400],
    ['a bad action', { action: 'news letter', siteKey: 'local-site-key' }, 400],
  ])('the token endpoint refuses %s', async (_name, body, status) => {
    const response = await get(`${DE}/bot-check/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: DE },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(status);
  });
});
