// Nobody learns who has an account: sign-up, login and password reset answer a taken or known address exactly
// as a new or unknown one (answer, cookies, session, and the same hashing and database work), and the mails
// they send link to the shop's own host whatever the request's Host says.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { shopText } from '../../shared/i18n/shop-texts';
import { PASSWORD, sessionCookie, unique } from './accounts';
import { botCheckToken } from './bot-check-tokens';
import { DE, get, POSTER_GB } from './fetch';

function post(path: string, body: unknown, cookie = '', base = DE): Promise<Response> {
  return get(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

const signupOf = (email: string, cookie = '', base = DE) =>
  post(
    '/web-api/customer-signup',
    { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
    cookie,
    base,
  );

/** An anonymous visitor with a wishlist: the Cookie header its first save set. */
async function visitorWithWishlist(): Promise<string> {
  const added = await post('/web-api/wishlist', { sku: 'KL-A' });
  expect(added.status).toBeLessThan(300);
  await added.body?.cancel();
  return added.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** What a value looks like, not what it is: the shape two answers must share. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]));
  if (typeof value !== 'string') return value;
  if (/^[0-9a-f]{64}$/.test(value)) return 'sha-256';
  if (/^\d+$/.test(value)) return `${value.length} digits`;
  if (/^[^@\s]+@[^@\s]+$/.test(value)) return 'e-mail';
  return value;
}

/** The cookies an answer sets and clears: names and attributes, values reduced to set or cleared. */
const cookieShapes = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.replace(/^([^=]+)=([^;]*)/, (_all, name, value) => `${name}=${value ? 'set' : ''}`))
    .sort();

async function sessionView(cookie: string) {
  const data = await get(`${DE}/web-api/customer-data`, { headers: { cookie } });
  const account = await get(`${DE}/web-api/customer-account`, { headers: { cookie } });
  return {
    data: shape(await data.json()),
    account: account.status,
    accountBody: shape(await account.json()),
  };
}

/** The SQL each request prepares, and how many PBKDF2 derivations it runs: the work the answer waits for. */
function recordWork() {
  const statements: string[] = [];
  let derivations = 0;
  const database = Object.getPrototypeOf(env.SHOP_DB) as D1Database;
  const prepare = database.prepare;
  vi.spyOn(database, 'prepare').mockImplementation(function (this: D1Database, sql: string) {
    statements.push(sql.replace(/\s+/g, ' '));
    return prepare.call(this, sql);
  });
  const deriveBits = crypto.subtle.deriveBits;
  vi.spyOn(crypto.subtle, 'deriveBits').mockImplementation(function (this: SubtleCrypto, ...args) {
    if ((args[0] as { name?: string }).name === 'PBKDF2') derivations++;
    return deriveBits.apply(this, args);
  });
  return {
    take() {
      const work = { statements: [...statements], derivations };
      statements.length = 0;
      derivations = 0;
      return work;
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('sign-up', () => {
  test('a taken address answers, sets cookies and opens a session exactly as a new one', async () => {
    const owner = unique('owner').email;
    expect((await signupOf(owner)).status).toBe(201);

    const fresh = await signupOf(unique('fresh').email, await visitorWithWishlist());
    const taken = await signupOf(owner.toUpperCase(), await visitorWithWishlist());
    expect(taken.status).toBe(fresh.status);
    const [freshBody, takenBody] = [await fresh.json(), await taken.json()];
    expect(shape(takenBody)).toEqual(shape(freshBody));
    expect(cookieShapes(taken)).toEqual(cookieShapes(fresh));
    expect(cookieShapes(fresh)).toContainEqual(expect.stringMatching(/^wishlist_id=;/));
    expect(await sessionView(sessionCookie(taken))).toEqual(await sessionView(sessionCookie(fresh)));
    expect((await sessionView(sessionCookie(taken))).data).toMatchObject({ isLoggedIn: true });
  });

  test('customer numbers never repeat: a taken address gets the next number of the one sequence', async () => {
    const owner = unique('numbered').email;
    await (await signupOf(owner)).body?.cancel();
    const numbers: number[] = [];
    for (const email of [unique('before').email, owner, owner, unique('after').email]) {
      const answer = await (await signupOf(email)).json<{ number: string }>();
      numbers.push(Number(answer.number));
    }
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual([first, first + 1, first + 2, first + 3]);
  });

  test('a taken address costs the same hashing and database work as a new one', async () => {
    const owner = unique('timed').email;
    await (await signupOf(owner)).body?.cancel();
    const work = recordWork();
    await (await signupOf(unique('timed-new').email)).body?.cancel();
    const fresh = work.take();
    await (await signupOf(owner)).body?.cancel();
    expect(work.take()).toEqual(fresh);
    expect(fresh.derivations).toBe(1);
  });
});

describe('login and password reset', () => {
  test('a wrong password and an unknown address: one answer, the same work', async () => {
    const { email } = unique('login');
    await (await signupOf(email)).body?.cancel();
    const work = recordWork();
    const wrong = await post('/web-api/customer-login', { email, password: 'not the password' });
    const known = work.take();
    const unknown = await post('/web-api/customer-login', {
      email: unique('nobody').email,
      password: 'not the password',
    });
    expect(work.take()).toEqual(known);
    expect(known.derivations).toBe(1);
    expect([unknown.status, await unknown.json(), cookieShapes(unknown)]).toEqual([
      wrong.status,
      await wrong.json(),
      cookieShapes(wrong),
    ]);
  });

  test('a reset for an account and for an unknown address: one answer, the same work', async () => {
    const { email } = unique('reset');
    await (await signupOf(email)).body?.cancel();
    const work = recordWork();
    const known = await post('/web-api/customer-password-reset', { email });
    const knownWork = work.take();
    const unknown = await post('/web-api/customer-password-reset', { email: unique('nobody').email });
    expect(work.take()).toEqual(knownWork);
    expect([unknown.status, await unknown.json(), cookieShapes(unknown)]).toEqual([
      known.status,
      await known.json(),
      cookieShapes(known),
    ]);
    const mailed = await env.SHOP_DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?')
      .bind(email)
      .first<{ n: number }>();
    expect(mailed?.n).toBe(1);
  });
});

describe('mail links', () => {
  const lastMail = (recipient: string) =>
    env.SHOP_DB.prepare('SELECT subject, body FROM outbox WHERE recipient = ? ORDER BY id DESC')
      .bind(recipient)
      .first<{ subject: string; body: string }>();
  const links = (body: string) =>
    (body.match(/https?:\/\/\S+/g) ?? []).map((link) => link.replace(/[.,]$/, ''));

  test.each([
    ['a foreign host', 'http://shop.attacker.example', 'https://kartenliebe.de/', 'de'],
    ['the production host over http', 'http://wandliebe.co.uk', 'https://wandliebe.co.uk/', 'en'],
    ['a local host', POSTER_GB, `${POSTER_GB}/`, 'en'],
  ] as const)(
    'reset and "already registered" mails asked from %s link to %s',
    async (_name, base, origin, language) => {
      const { email } = unique('linked');
      await (await signupOf(email, '', base)).body?.cancel();
      await (await post('/web-api/customer-password-reset', { email }, '', base)).body?.cancel();
      const reset = await lastMail(email);
      expect(links(reset?.body ?? '')).toEqual([expect.stringMatching(new RegExp(`^${origin}web-api/`))]);
      await (await signupOf(email, '', base)).body?.cancel();
      const taken = await lastMail(email);
      expect(taken?.subject).toBe(shopText(language, 'mailTakenSubject'));
      expect(links(taken?.body ?? '')).toEqual([origin]);
    },
  );

  test('the newsletter confirm link of a foreign host is on the shop’s host', async () => {
    const email = unique('letter').email;
    const response = await post(
      '/web-api/newsletter-subscribe',
      { email, uniqueIdentifier: '/', reCaptchaToken: await botCheckToken() },
      '',
      'http://shop.attacker.example',
    );
    expect(response.status).toBe(200);
    const mail = await lastMail(email);
    expect(links(mail?.body ?? '')).toEqual([
      expect.stringMatching(/^https:\/\/kartenliebe\.de\/web-api\/newsletter-confirm\?token=/),
    ]);
  });
});
