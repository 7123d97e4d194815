// Nobody learns who has an account: sign-up, login and password reset answer a taken or known address exactly
// as a new or unknown one (answer, cookies, no session, and the same hashing and database work), an account is
// usable only once its address is confirmed, and the mails link to the shop's own host whatever the Host says.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { shopText } from '../../shared/i18n/shop-texts';
import { confirmLink, PASSWORD, postJson, sha256Hex, signup, unique } from './accounts';
import { botCheckToken } from './bot-check-tokens';
import { DE, get, POSTER_GB } from './fetch';

function post(path: string, body: unknown, cookie = '', base = DE): Promise<Response> {
  return get(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

const signupOf = (email: string, cookie = '', base = DE, password = PASSWORD) =>
  post('/web-api/customer-signup', { email, password, firstName: 'Ada', lastName: 'Lovelace' }, cookie, base);

/** A prober's password: not the owner's. */
const PROBE = 'the prober’s own password';

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

/** Owns an address: signed up, confirmed by its link and logged in, from the `base` host. */
const ownerOf = async (email: string, base = DE) =>
  signup(email, unique('owner').ip, (path, body, headers) =>
    postJson(path, body, { accept: 'application/json', ...headers }, base),
  );

const login = (email: string, password: string) => post('/web-api/customer-login', { email, password }, '');

describe('sign-up', () => {
  test('a taken address and a free one: the same answer and cookies, no session, no login', async () => {
    const owner = unique('owner').email;
    await (await ownerOf(owner)).body?.cancel();

    const freshEmail = unique('fresh').email;
    const fresh = await signupOf(freshEmail, await visitorWithWishlist(), DE, PROBE);
    const taken = await signupOf(owner.toUpperCase(), await visitorWithWishlist(), DE, PROBE);
    expect([taken.status, fresh.status]).toEqual([202, 202]);
    expect(shape(await taken.json())).toEqual(shape(await fresh.json()));
    expect(cookieShapes(taken)).toEqual(cookieShapes(fresh));
    expect(cookieShapes(fresh)).toEqual([]);

    // The sign-up's own password opens neither: the free address is not confirmed, the taken one not theirs.
    const [freshLogin, takenLogin] = [await login(freshEmail, PROBE), await login(owner, PROBE)];
    expect(freshLogin.status).toBe(401);
    expect([takenLogin.status, await takenLogin.json(), cookieShapes(takenLogin)]).toEqual([
      freshLogin.status,
      await freshLogin.json(),
      cookieShapes(freshLogin),
    ]);
  });

  test('a taken address costs the same hashing and database work as a new one', async () => {
    const owner = unique('timed').email;
    await (await ownerOf(owner)).body?.cancel();
    const work = recordWork();
    await (await signupOf(unique('timed-new').email)).body?.cancel();
    const fresh = work.take();
    await (await signupOf(owner)).body?.cancel();
    expect(work.take()).toEqual(fresh);
    expect(fresh.derivations).toBe(1);
  });

  test('the mailed link confirms the address once; then, and only then, the password logs in', async () => {
    const { email } = unique('confirmed');
    await (await signupOf(email)).body?.cancel();
    const { url, token } = await confirmLink(email);
    expect(url.startsWith(`${DE}/web-api/customer-signup/confirm?token=`)).toBe(true);
    // Opening the link shows a button: a mail scanner that fetches it confirms nothing.
    const form = await get(url);
    expect(await form.text()).toContain(`name="token" value="${token}"`);
    expect((await login(email, PASSWORD)).status).toBe(401);

    const confirm = () => post('/web-api/customer-signup/confirm', { token });
    expect((await confirm()).status).toBe(200);
    const loggedIn = await login(email, PASSWORD);
    expect(loggedIn.status).toBe(200);
    expect(await loggedIn.json()).toMatchObject({ firstName: 'Ada', isLoggedIn: true });
    expect((await confirm()).status).toBe(400);
  });

  test('the owner of a taken address gets a note without a link; an unconfirmed one gets a link of its own', async () => {
    const owner = unique('noted').email;
    await (await ownerOf(owner)).body?.cancel();
    await (await signupOf(owner)).body?.cancel();
    expect((await confirmLink(owner)).token).toBe('');

    // Someone signed up first with an address that is not theirs: the address's owner still gets an account
    // with their own password, by their own link, and the first sign-up's password opens nothing.
    const { email } = unique('squatted');
    const squatting = { email, password: 'the squatter pwd', firstName: 'E', lastName: 'V' };
    await (await post('/web-api/customer-signup', squatting)).body?.cancel();
    const squatter = await confirmLink(email);
    // A quarter of an hour later, when the address may be mailed again.
    await env.SHOP_DB.prepare('DELETE FROM rate_limits WHERE key = ?')
      .bind(await sha256Hex(`mail:signup-new\n${email}`))
      .run();
    await (await signupOf(email)).body?.cancel();
    const own = await confirmLink(email);
    expect(own.token).not.toBe(squatter.token);
    expect((await post('/web-api/customer-signup/confirm', { token: own.token })).status).toBe(200);
    expect((await login(email, 'the squatter pwd')).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(200);
    expect((await post('/web-api/customer-signup/confirm', { token: squatter.token })).status).toBe(400);
  });
});

describe('login and password reset', () => {
  test('an unconfirmed account, a wrong password and an unknown address: one answer, the same work', async () => {
    const { email } = unique('login');
    await (await ownerOf(email)).body?.cancel();
    const pending = unique('pending').email;
    await (await signupOf(pending)).body?.cancel();
    const work = recordWork();
    const wrong = await login(email, 'not the password');
    const known = work.take();
    const unconfirmed = await login(pending, PASSWORD);
    expect(work.take()).toEqual(known);
    const unknown = await login(unique('nobody').email, 'not the password');
    expect(work.take()).toEqual(known);
    expect(known.derivations).toBe(1);
    for (const answer of [unconfirmed, unknown]) {
      expect([answer.status, await answer.json(), cookieShapes(answer)]).toEqual([
        401,
        await wrong.clone().json(),
        cookieShapes(wrong),
      ]);
    }
  });

  test('a reset for an account and for an unknown address: one answer, the same work', async () => {
    const { email } = unique('reset');
    await (await ownerOf(email)).body?.cancel();
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
    const mailed = await env.SHOP_DB.prepare(
      'SELECT COUNT(*) AS n FROM outbox WHERE recipient = ? AND subject = ?',
    )
      .bind(email, shopText('de', 'mailResetSubject'))
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
      await (await ownerOf(email, base)).body?.cancel();
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
