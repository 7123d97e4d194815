// The newsletter's hosted bot check (reCAPTCHA v3 with RECAPTCHA_SECRET): the worker asks the configured
// verify URL, here a stand-in answering as siteverify does, and signs up only with a verdict that succeeded, scored
// at least the minimum, names a newsletter form's action and this shop's host, and is under two minutes old; each
// token once. Anything else is a 400 with the reason, nothing stored, and a security event.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import worker from '../../worker/index';
import { DE, withTestVisitor } from './fetch';

const VERIFY_URL = 'https://siteverify.test/recaptcha/api/siteverify';
const HOSTED = { RECAPTCHA_SECRET: 'test-secret', RECAPTCHA_VERIFY_URL: VERIFY_URL };

/** The verdict the stand-in gives next: a person on the footer form of this host, just now. */
let verdict: Record<string, unknown> | 'unreachable';
const asked: Record<string, unknown>[] = [];
let logged: string[];

beforeEach(() => {
  verdict = {
    success: true,
    score: 0.9,
    action: 'newsletter_footer',
    hostname: 'kartenliebe.de.localhost',
    challenge_ts: new Date().toISOString(),
  };
  asked.length = 0;
  logged = [];
  vi.spyOn(console, 'warn').mockImplementation((line) => void logged.push(String(line)));
  const network = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== VERIFY_URL) return network(request);
    asked.push(Object.fromEntries(await request.formData()));
    if (verdict === 'unreachable') throw new TypeError('Network connection lost.');
    return Response.json(verdict);
  });
});

afterEach(() => vi.restoreAllMocks());

async function subscribe(token: string, vars: Record<string, string> = {}, query = '') {
  const email = `hosted-${crypto.randomUUID()}@example.com`;
  const ctx = createExecutionContext();
  const request = new Request(`${DE}/web-api/newsletter-subscribe${query}`, {
    method: 'POST',
    ...withTestVisitor({
      headers: { 'content-type': 'application/json', accept: 'application/json', origin: DE },
    }),
    body: JSON.stringify({ email, uniqueIdentifier: '/', reCaptchaToken: token }),
  });
  const response = await worker.fetch(request, { ...env, ...HOSTED, ...vars } as typeof env, ctx);
  const body = (await response.json()) as { payload?: { errors: { message: string }[] } };
  await waitOnExecutionContext(ctx);
  const stored = await env.SHOP_DB.prepare(
    'SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email = ?',
  )
    .bind(email)
    .first<{ n: number }>();
  const reasons = logged
    .filter((line) => line.includes('"id":"newsletter-recaptcha-error"'))
    .map((line) => JSON.parse(line).reason);
  return { status: response.status, reason: body.payload?.errors[0]?.message, stored: stored?.n, reasons };
}

const token = () => `hosted-${crypto.randomUUID()}`;
const passed = { status: 200, reason: undefined, stored: 1, reasons: [] };
const refused = (reason: string) => ({ status: 400, reason, stored: 0, reasons: [reason] });

describe('the hosted bot check', () => {
  test('a good verdict signs up once: the configured URL is asked with the secret and the token', async () => {
    const once = token();
    expect(await subscribe(once)).toEqual(passed);
    expect(asked).toEqual([{ secret: 'test-secret', response: once }]);
    expect(await subscribe(once)).toEqual(refused('replayed'));
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['a failed verdict', { success: false, 'error-codes': ['invalid-input-response'] }, 'invalid'],
    ['a score under 0.5', { score: 0.3 }, 'low-score'],
    ['no score', { score: undefined }, 'low-score'],
    ['another action', { action: 'login' }, 'wrong-action'],
    ['another host', { hostname: 'evil.example' }, 'wrong-hostname'],
    [
      'a challenge of three minutes ago',
      { challenge_ts: new Date(Date.now() - 180_000).toISOString() },
      'expired',
    ],
    ['a challenge ten years ahead', { challenge_ts: '2036-01-01T00:00:00Z' }, 'issued-in-future'],
    ['an undated verdict', { challenge_ts: undefined }, 'invalid'],
    ['an answer of another shape', { success: 'yes' }, 'unverifiable'],
  ])('%s is refused', async (_name, change, reason) => {
    verdict = { ...(verdict as object), ...change };
    expect(await subscribe(token())).toEqual(refused(reason));
  });

  test('a verify URL that cannot be reached refuses, logged even with ?logging=0', async () => {
    verdict = 'unreachable';
    expect(await subscribe(token(), {}, '?logging=0')).toEqual(refused('unverifiable'));
  });

  test('the minimum score is configurable; a setting that is no score refuses', async () => {
    verdict = { ...(verdict as object), score: 0.3 };
    expect(await subscribe(token(), { RECAPTCHA_MIN_SCORE: '0.2' })).toEqual(passed);
    expect(await subscribe(token(), { RECAPTCHA_MIN_SCORE: '0,2' })).toEqual(refused('unverifiable'));
  });
});
