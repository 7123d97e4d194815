// The wishlist belongs to the customer: an anonymous list (kept under its cookie) joins the customer's at login,
// and logout or an expired session lose nothing. Its page lists the products as tiles, the hearts on the overview
// work as plain forms, and the poster channel has none of it.
import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { postJson, signup } from './accounts';
import { DE, get, POSTER_GB, page } from './fetch';

const PASSWORD = 'correct horse battery';

function api(method: string, body: object | undefined, cookie: string): Promise<Response> {
  return get(`${DE}/web-api/wishlist`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/** The SKUs of the visitor with this Cookie header. */
async function listed(cookie: string): Promise<string[]> {
  const answer = (await (await api('GET', undefined, cookie)).json()) as { items: { sku: string }[] };
  return answer.items.map((item) => item.sku);
}

const cookieNamed = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0] ?? '';

async function account(path: string, body: object, cookie = ''): Promise<Response> {
  const response = await get(`${DE}/web-api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': crypto.randomUUID(), cookie },
    body: JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  await response.body?.cancel();
  return response;
}

describe('ownership', () => {
  test('an anonymous list joins the account at its first login, and logout and login lose nothing', async () => {
    const email = `wish-${crypto.randomUUID()}@example.com`;
    const added = await api('POST', { sku: 'KL-A' }, '');
    const anonymous = cookieNamed(added, 'wishlist_id');
    expect(anonymous).toMatch(/^wishlist_id=[\w-]{43}\.[\w-]{43}$/);

    const signedUp = await signup(email, crypto.randomUUID(), postJson, { cookie: anonymous });
    const session = cookieNamed(signedUp, 'shop_session');
    // The anonymous cookie is cleared: its list now is the customer's.
    expect(signedUp.headers.getSetCookie().some((line) => /^wishlist_id=;/.test(line))).toBe(true);
    expect(await listed(session)).toEqual(['KL-A']);
    expect(await listed(anonymous)).toEqual([]);

    await api('POST', { sku: 'KL-B' }, session);
    await account('customer-logout', {}, session);
    expect(await listed(session)).toEqual([]);

    const login = await account('customer-login', { email, password: PASSWORD });
    expect(await listed(cookieNamed(login, 'shop_session'))).toEqual(['KL-A', 'KL-B']);
  });

  test('what is saved after the session expired joins the list at the next login', async () => {
    const email = `expiry-${crypto.randomUUID()}@example.com`;
    const session = cookieNamed(await signup(email, crypto.randomUUID()), 'shop_session');
    await api('POST', { sku: 'KL-KEPT' }, session);
    await env.SHOP_DB.prepare('UPDATE customer_sessions SET expires_at = 0').run();

    const added = await api('POST', { sku: 'KL-LATER' }, session);
    const anonymous = cookieNamed(added, 'wishlist_id');
    expect(await listed(`${session}; ${anonymous}`)).toEqual(['KL-LATER']);

    const login = await account('customer-login', { email, password: PASSWORD }, anonymous);
    expect(await listed(cookieNamed(login, 'shop_session'))).toEqual(['KL-KEPT', 'KL-LATER']);
  });
});

describe('the page and the hearts', () => {
  test('the overview tiles carry a heart form on kartenliebe and none on the poster channel', async () => {
    const { html } = await page(`${DE}/produkte/`);
    const forms = html.match(/<form[^>]*data-wishlist-form[^>]*>/g) ?? [];
    expect(forms.length).toBeGreaterThan(3);
    expect(forms[0]).toMatch(/method="post"/);
    expect(forms[0]).toMatch(/action="\/merkliste\/"/);
    expect(/<button[^>]*aria-pressed="false"[^>]*data-wishlist="KL-/.test(html)).toBe(true);
    expect(html.includes('data-header-item="wishlist"')).toBe(true);
    const poster = await page(`${POSTER_GB}/products`);
    expect(poster.html.includes('data-wishlist')).toBe(false);
    expect((await get(`${POSTER_GB}/wishlist`)).status).toBe(404);
  });

  test('the page lists saved products as tiles with pressed hearts, privately', async () => {
    const overview = await page(`${DE}/produkte/`);
    const skus = [...overview.html.matchAll(/data-wishlist="(KL-[^"]+)"/g)].map((match) => match[1] ?? '');
    const added = await api('POST', { sku: skus[0] }, '');
    const cookie = cookieNamed(added, 'wishlist_id');
    await api('POST', { sku: 'KL-GONE' }, cookie);

    const { response, html } = await page(`${DE}/merkliste/`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toMatch(/<h1[^>]*>Merkliste<\/h1>/);
    expect(html).toMatch(new RegExp(`aria-pressed="true"[^>]*data-wishlist="${skus[0]}"`));
    // A product whose page is gone stays on the list, marked, and can be removed.
    expect(html).toContain('Nicht mehr erhältlich');
    expect(html).toMatch(/data-wishlist="KL-GONE"/);

    const empty = await page(`${DE}/merkliste/`);
    expect(empty.html).toContain('data-wishlist-empty');
  });

  test('a heart without JavaScript posts, is answered with a redirect back, and sets the list cookie', async () => {
    const form = new URLSearchParams({ sku: 'KL-FORM', action: 'add', back: '/produkte/?tileCount=12' });
    const response = await get(`${DE}/merkliste/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: DE },
      body: form,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/produkte/?tileCount=12');
    const cookie = cookieNamed(response, 'wishlist_id');
    expect(await listed(cookie)).toEqual(['KL-FORM']);

    const removed = await get(`${DE}/merkliste/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: DE, cookie },
      body: new URLSearchParams({ sku: 'KL-FORM', action: 'remove', back: '/merkliste/' }),
    });
    expect(removed.status).toBe(303);
    expect(await listed(cookie)).toEqual([]);
  });

  test.each([
    [{ sku: 'KL-X', action: 'add', back: '//evil.example/' }, DE, 400],
    [{ sku: '../x', action: 'add', back: '/' }, DE, 400],
    [{ sku: 'KL-X', action: 'steal', back: '/' }, DE, 400],
    [{ sku: 'KL-X', action: 'add', back: '/' }, 'https://evil.example', 403],
  ])('%o from %s is refused with %i and writes nothing', async (fields, origin, status) => {
    const before = await env.SHOP_DB.prepare(
      "SELECT COUNT(*) AS n FROM wishlist_items WHERE sku = 'KL-X'",
    ).first();
    const response = await get(`${DE}/merkliste/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(fields),
    });
    expect(response.status).toBe(status);
    expect(await response.text()).not.toBe('');
    expect(
      await env.SHOP_DB.prepare("SELECT COUNT(*) AS n FROM wishlist_items WHERE sku = 'KL-X'").first(),
    ).toEqual(before);
  });
});
