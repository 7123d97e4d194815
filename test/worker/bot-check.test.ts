// The newsletter's bot check offline: the stand-in's script and tokens, the footer form's action, and the
// embedded backend verifying a stand-in token — a genuine one passes silently, a forged, expired or missing one
// is logged, and the address is stored either way.
import { env } from 'cloudflare:test';
import { describe, expect, test, vi } from 'vitest';
import { verifyLocalToken } from '../../worker/backends/bot-check';
import { DE, get, page } from './fetch';

async function token(action = 'newsletter_footer', siteKey = env.RECAPTCHA_SITE_KEY ?? '') {
  return get(`${DE}/bot-check/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: DE },
    body: JSON.stringify({ siteKey, action }),
  });
}

async function subscribe(reCaptchaToken: string) {
  const email = `bot-check-${crypto.randomUUID()}@example.com`;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const response = await get(`${DE}/web-api/newsletter-subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: DE },
    body: new URLSearchParams({ email, uniqueIdentifier: '/', reCaptchaToken }),
  });
  const warnings = warn.mock.calls
    .map(([line]) => String(line))
    .filter((line) => line.includes('newsletter-'));
  warn.mockRestore();
  return { status: response.status, body: await response.json(), warnings };
}

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

  test('a genuine token passes silently and the address is stored', async () => {
    const answer = await token();
    const issued = await answer.text();
    expect(issued).toMatch(/^local\.newsletter_footer\.\d+\.[0-9a-f]{64}$/);
    expect(await subscribe(issued)).toEqual({ status: 200, body: { status: 'pending' }, warnings: [] });
  });

  test.each([
    [
      'a forged token',
      `local.newsletter_footer.1700000000000.${'0'.repeat(64)}`,
      'newsletter-recaptcha-error',
    ],
    ['a token of another shape', 'bot-token', 'newsletter-recaptcha-error'],
    ['no token', '', 'newsletter-no-recaptcha-token'],
  ])('%s is logged and the address still stored', async (_name, reCaptchaToken, id) => {
    const result = await subscribe(reCaptchaToken);
    expect(result.body).toEqual({ status: 'pending' });
    expect(result.warnings.join('\n')).toContain(`"id":"${id}"`);
  });

  test('an expired token does not pass', async () => {
    const issued = await (await token()).text();
    const stamp = Number(issued.split('.')[2]);
    expect(await verifyLocalToken(env, issued, stamp + 60_000)).toBe(true);
    expect(await verifyLocalToken(env, issued, stamp + 121_000)).toBe(false);
  });

  test.each([
    ['another site key', { action: 'newsletter_footer', siteKey: 'other-key' }, 400],
    ['a bad action', { action: 'news letter', siteKey: 'local-site-key' }, 400],
  ])('the token endpoint refuses %s', async (_name, body, status) => {
    expect((await token(body.action, body.siteKey)).status).toBe(status);
  });
});
