// A logged-in customer's treatment follows them across devices: the bucketing key is made of their customer
// number (never the number itself), learnt once per session and kept in a cookie signed with that session; each
// device's visitor key stays the matching key. Without a session there is none, and a forged cookie counts nothing.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, test } from 'vitest';
import { HOME_AB_FLAG } from '../../demo/flags';
import { CONSENT_COOKIE } from '../../shared/domain/consent';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { flagServicePosts, resetFlagService } from '../../worker/backends/flag-service';
import { BUCKETING_COOKIE, customerBucketingKey } from '../../worker/flags/bucketing';
import { evaluateFlags } from '../../worker/flags/evaluate';
import { storedDefinitions } from '../../worker/flags/store';
import worker from '../../worker/index';
import { ISOLATE_CACHE } from '../../worker/isolate-cache';
import { PASSWORD, postJson, sessionCookie, signup, unique } from './accounts';
import { DE, get, issuedKey } from './fetch';

const SECRET = () => env.FLAG_SIGNING_SECRET ?? '';

async function visit(cookie: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${DE}/?v=${crypto.randomUUID()}`, { headers: { cookie, 'cf-connecting-ip': '192.0.2.7' } }),
    env,
    ctx,
  );
  await response.text();
  await waitOnExecutionContext(ctx);
  return response;
}

type Bulk = { f: string; i: { k: string; t: string; b?: string }[] }[];
/** The impressions of one flag sent for a visitor key. */
const impressionsOf = (key: string) =>
  flagServicePosts()
    .filter((post) => post.path === '/testImpressions/bulk')
    .flatMap((post) => post.body as Bulk)
    .filter((group) => group.f === HOME_AB_FLAG)
    .flatMap((group) => group.i.filter((entry) => entry.k === key));

/** A new confirmed customer, logged in on two devices: two sessions, and their customer number. */
async function customerOnTwoDevices(): Promise<{ sessions: [string, string]; number: string }> {
  const { email, ip } = unique('bucket');
  const first = sessionCookie(await signup(email, ip));
  const again = await postJson('/web-api/customer-login', { email, password: PASSWORD });
  const second = sessionCookie(again);
  const data = await (await get(`${DE}/web-api/customer-data`, { headers: { cookie: first } })).json<{
    number: string;
  }>();
  return { sessions: [first, second], number: data.number };
}

beforeEach(() => resetFlagService());

describe('the bucketing key of a logged-in customer', () => {
  test('a login’s answer keeps the bucketing key for the new session: its first page needs no call', async () => {
    const { email, ip } = unique('login-bucket');
    const login = await signup(email, ip);
    const kept = login.headers.getSetCookie().find((line) => line.startsWith(`${BUCKETING_COOKIE}=`));
    const { number } = await login.json<{ number: string }>();
    expect(kept).toMatch(
      new RegExp(`^${BUCKETING_COOKIE}=${customerBucketingKey(SECRET(), number)}\\.[0-9a-f]{32};`),
    );
    const key = issuedKey();
    const page = await visit(
      `${sessionCookie(login)}; ${kept?.split(';')[0]}; ${FLAG_KEY_COOKIE}=${key}; ${CONSENT_COOKIE}=granted`,
    );
    expect(page.headers.getSetCookie().some((line) => line.startsWith(`${BUCKETING_COOKIE}=`))).toBe(false);
    expect(impressionsOf(key)[0]?.b).toBe(customerBucketingKey(SECRET(), number));
  });

  test('two devices of one customer get the treatment of the customer’s bucket, with it in each impression', async () => {
    const { sessions, number } = await customerOnTwoDevices();
    expect(number).not.toBe('');
    const bucketingKey = customerBucketingKey(SECRET(), number);
    const definitions = await storedDefinitions(env, ISOLATE_CACHE);
    if (!definitions) throw new Error('no flag definitions');
    const seen: string[] = [];
    for (const session of sessions) {
      const key = issuedKey();
      const response = await visit(`${session}; ${FLAG_KEY_COOKIE}=${key}; ${CONSENT_COOKIE}=granted`);
      const kept = response.headers.getSetCookie().find((line) => line.startsWith(`${BUCKETING_COOKIE}=`));
      expect(kept).toMatch(new RegExp(`^${BUCKETING_COOKIE}=${bucketingKey}\\.[0-9a-f]{32};.*HttpOnly`));
      expect(kept).not.toContain(number);
      const [impression] = impressionsOf(key);
      expect(impression?.b).toBe(bucketingKey);
      // The treatment the customer's bucket gives, whatever the device's own key.
      const expected = evaluateFlags(
        definitions,
        { matchingKey: key, bucketingKey },
        [HOME_AB_FLAG],
        ISOLATE_CACHE,
      );
      expect(impression?.t).toBe(expected.results[HOME_AB_FLAG]?.treatment);
      seen.push(impression?.t ?? '');
      // The next page of the session reads the kept cookie: no new one.
      resetFlagService();
      const cookie = kept?.split(';')[0] ?? '';
      const next = await visit(`${session}; ${cookie}; ${FLAG_KEY_COOKIE}=${key}; ${CONSENT_COOKIE}=granted`);
      expect(next.headers.getSetCookie().some((line) => line.startsWith(`${BUCKETING_COOKIE}=`))).toBe(false);
    }
    expect(new Set(seen).size).toBe(1);
  });

  test('without a session there is none, and a kept cookie is dropped; a forged one is not believed', async () => {
    const key = issuedKey();
    const stale = await visit(
      `${BUCKETING_COOKIE}=${'a'.repeat(32)}.${'b'.repeat(32)}; ${FLAG_KEY_COOKIE}=${key}; ${CONSENT_COOKIE}=granted`,
    );
    expect(stale.headers.getSetCookie().find((line) => line.startsWith(`${BUCKETING_COOKIE}=`))).toMatch(
      /Max-Age=0/,
    );
    expect(impressionsOf(key)[0]?.b).toBeUndefined();
    const { sessions, number } = await customerOnTwoDevices();
    const device = issuedKey();
    const forged = await visit(
      `${sessions[0]}; ${BUCKETING_COOKIE}=${'a'.repeat(32)}.${'b'.repeat(32)}; ${FLAG_KEY_COOKIE}=${device}; ${CONSENT_COOKIE}=granted`,
    );
    expect(forged.headers.getSetCookie().find((line) => line.startsWith(`${BUCKETING_COOKIE}=`))).toContain(
      customerBucketingKey(SECRET(), number),
    );
    expect(impressionsOf(device)[0]?.b).toBe(customerBucketingKey(SECRET(), number));
  });
});
