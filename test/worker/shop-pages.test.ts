// The shop's own pages and the logout: the header's links from the CMS (localised, carried parameters), the
// account page and the basket of the embedded shop (personal, never edge-cached), the logout that ends the
// session in D1, and the redirect to the shop's pages when a shop origin is configured.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import worker from '../../worker/index';
import { sessionCookie, signup, unique } from './accounts';
import { CH, DE, get, islandProps, POSTER_GB, page, revealed } from './fetch';

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const item of [value].flat()) body.append(name, item);
  return body;
};

function post(url: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}) {
  return get(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: form(fields),
  });
}

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0] ?? '';

describe("the header's account and basket links", () => {
  test.each([
    [`${DE}/`, '/account/', '/basket/'],
    [`${DE}/?_campaign=x`, '/account/?_campaign=x', '/basket/?_campaign=x'],
    [`${CH}/fr/`, '/fr/account/', '/fr/basket/'],
    [`${POSTER_GB}/`, '/account', '/basket'],
  ])('%s links to %s and %s', async (url, account, basket) => {
    const { html } = await page(url);
    const props = islandProps(html, 'account');
    expect(props.accountHref).toBe(account);
    expect(props.cartHref).toBe(basket);
    expect(html).toContain(`href="${basket.replace('?', '?').replaceAll('&', '&amp;')}"`);
  });
});

describe('the account page', () => {
  test.each([`${DE}/account/`, `${CH}/fr/account/`, `${POSTER_GB}/account`])(
    '%s asks an anonymous visitor to log in, and is never shared',
    async (url) => {
      const { response, html } = await page(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-cache')).toBeNull();
      expect(html).toContain('data-account-page="anonymous"');
      expect(html).toContain('data-login-hint');
    },
  );

  test("shows the logged-in customer's name, e-mail and number, and the logout", async () => {
    const { email, ip } = unique('account-page');
    const cookie = sessionCookie(await signup(email, ip));
    const { response, html } = await page(`${DE}/account/`, { headers: { cookie } });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const shown = revealed(html);
    expect(shown).toContain('data-account-page="customer"');
    expect(shown).toMatch(/data-account-field="name">Ada Lovelace</);
    expect(shown).toContain(`data-account-field="email">${email}<`);
    expect(shown).toMatch(/data-account-field="number">1\d{5,}</);
    expect(shown).toMatch(/<form[^>]*action="\/account\/logout\/" method="post"/);
  });
});

describe('the logout', () => {
  test('ends the session in D1 and returns to the page it was sent from, logged out', async () => {
    const { email, ip } = unique('logout');
    const cookie = sessionCookie(await signup(email, ip));
    const { html } = await page(`${DE}/fotokalender/`, { headers: { cookie } });
    expect(revealed(html)).toMatch(
      /<form[^>]*data-logout-form="" action="\/account\/logout\/" method="post"/,
    );
    const response = await post(`${DE}/account/logout/`, {}, { cookie, referer: `${DE}/fotokalender/?a=1` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fotokalender/?a=1');
    expect(response.headers.getSetCookie().some((line) => /^shop_session=;/.test(line))).toBe(true);
    // The old cookie opens nothing any more: the row is gone, not only the browser's copy.
    const data = await get(`${DE}/web-api/customer-data`, { headers: { cookie } });
    expect(((await data.json()) as { isLoggedIn: boolean }).isLoggedIn).toBe(false);
  });

  test('another site cannot log a customer out; a foreign Referer returns home', async () => {
    const { email, ip } = unique('logout-csrf');
    const cookie = sessionCookie(await signup(email, ip));
    const refused = await post(`${DE}/account/logout/`, {}, { cookie, origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    const data = await get(`${DE}/web-api/customer-data`, { headers: { cookie } });
    expect(((await data.json()) as { isLoggedIn: boolean }).isLoggedIn).toBe(true);
    const home = await post(`${CH}/fr/account/logout/`, {}, { cookie, referer: 'https://evil.example/x' });
    expect(home.headers.get('location')).toBe('/fr/');
  });
});

describe('the basket page', () => {
  test('empty, it says so and links to the products; it is never shared', async () => {
    const { response, html } = await page(`${CH}/fr/basket/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('Votre panier est vide.');
    expect(html).toContain('data-basket-empty');
  });

  test('the designer adds an article with accessories; lines, totals and a voucher in the currency', async () => {
    const designer = await page(`${DE}/designer/card/?themeId=7&paper=matt&format=a6-quer&quantity=20`);
    expect(designer.html).toMatch(/<form[^>]*data-add-to-basket-form="" action="\/basket\/" method="post"/);
    const added = await post(`${DE}/basket/`, {
      action: 'add',
      designer: 'card',
      sku: 'card-matt',
      format: '',
      quantity: '20',
      accessory: ['envelope-standard', 'ribbon'],
    });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/basket/');
    const cookie = cookieOf(added, 'basket_id');
    expect(cookie).not.toBe('');
    const { response, html } = await page(`${DE}/basket/`, { headers: { cookie } });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const shown = revealed(html);
    expect(shown.match(/data-basket-line="/g)).toHaveLength(3);
    expect(shown).toMatch(/data-basket-line="card-matt"[\s\S]*?data-line-total="">29,80\s€</);

    const voucher = await post(`${DE}/basket/`, { action: 'voucher', code: 'welcome10' }, { cookie });
    expect(voucher.status).toBe(303);
    const withVoucher = `${cookie}; ${cookieOf(voucher, 'shop_voucher')}`;
    const discounted = revealed((await page(`${DE}/basket/`, { headers: { cookie: withVoucher } })).html);
    expect(discounted).toContain('Gutschein WELCOME10');
    expect(discounted).toMatch(/data-basket-discount="">−\d+,\d\d\s€</);
  });

  test('a refused voucher shows its reason on the basket page with a 400', async () => {
    const response = await post(`${DE}/basket/`, { action: 'voucher', code: 'SUMMER2020' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('data-basket-notice');
  });

  test.each([
    [{ action: 'buy' }, 'action'],
    [{ action: 'add', sku: 'Bad SKU' }, 'sku'],
    [{ action: 'remove', id: 'x' }, 'id'],
    [{ action: 'add', sku: 'poster', quantity: '0' }, 'quantity'],
  ])('a bad form %j is a 400 naming %s', async (fields, name) => {
    const response = await post(`${DE}/basket/`, fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(name);
  });

  test('an article the catalogue has no price for is refused', async () => {
    const response = await post(`${DE}/basket/`, { action: 'add', sku: 'poster', format: '1x1' });
    expect(response.status).toBe(404);
  });

  test('another site cannot fill the basket', async () => {
    const response = await post(
      `${DE}/basket/`,
      { action: 'add', sku: 'poster' },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
  });
});

describe('with a shop origin configured', () => {
  async function send(url: string): Promise<Response> {
    const ctx = createExecutionContext();
    const request = new Request(url, { redirect: 'manual' });
    const response = await worker.fetch(request, { ...env, SHOP_API_ORIGIN: 'https://shop.example' }, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  test.each([
    [`${DE}/account/`, 'https://shop.example/account/'],
    [`${CH}/fr/basket/?_x=1`, 'https://shop.example/fr/basket/?_x=1'],
    [`${POSTER_GB}/basket`, 'https://shop.example/basket'],
  ])('%s goes to %s', async (url, location) => {
    const response = await send(url);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
  });
});
