// The basket API of the embedded shop: lines priced in the site's currency, the cheapest format without one, an
// unpriced article refused whole, the applied voucher off the total, the anonymous basket merged at login and
// counted in the header's customer.
import { describe, expect, test } from 'vitest';
import { postJson, sessionCookie, signup, unique } from './accounts';
import { CH, DE, get } from './fetch';

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0] ?? '';

async function basket(cookie: string, base = DE) {
  const response = await get(`${base}/web-api/basket`, { headers: { cookie, accept: 'application/json' } });
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return response.json() as Promise<Record<string, unknown> & { lines: Record<string, unknown>[] }>;
}

describe('the basket API', () => {
  test('adds lines under an anonymous cookie, priced in the currency of the site', async () => {
    const added = await postJson('/web-api/basket', {
      items: [
        { sku: 'leinwand', format: '60x40', quantity: 2, context: { designer: 'photoframe' } },
        { sku: 'ribbon' },
      ],
    });
    expect(added.status).toBe(201);
    const cookie = cookieOf(added, 'basket_id');
    expect(cookie).toMatch(/^basket_id=[\w-]{43}\.[\w-]{43}$/);
    const body = await basket(cookie);
    expect(body.currency).toBe('eur');
    expect(body.lines.map((line) => [line.sku, line.format, line.quantity, line.lineTotal])).toEqual([
      ['leinwand', '60x40', 2, 79.98],
      ['ribbon', '', 1, expect.any(Number)],
    ]);
    expect(body.lines[0]?.context).toEqual({ designer: 'photoframe' });
    expect(body.count).toBe(2);
    expect(body.total).toBe(body.subtotal);
    // The same basket on a Swiss host is priced in francs.
    const swiss = await basket(cookie, CH);
    expect(swiss.currency).toBe('chf');
    expect(swiss.lines[0]?.unitPrice).toBe(43.9);
  });

  test('without a format the cheapest is taken; an unpriced article adds nothing', async () => {
    const added = await postJson('/web-api/basket', { items: [{ sku: 'poster' }] });
    const cookie = cookieOf(added, 'basket_id');
    expect((await basket(cookie)).lines[0]).toMatchObject({ format: '40x30', unitPrice: 12.99 });
    const refused = await get(`${DE}/web-api/basket`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ sku: 'poster' }, { sku: 'poster', format: '1x1' }] }),
    });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { message: { text: string } }).message.text).toContain('poster 1x1');
    expect((await basket(cookie)).count).toBe(1);
  });

  test.each([
    [{}, 'items'],
    [{ items: [] }, 'items'],
    [{ items: [{ sku: 'Bad SKU' }] }, 'items.0.sku'],
    [{ items: [{ sku: 'poster', quantity: 0 }] }, 'items.0.quantity'],
  ])('a bad body %j is a 400 naming %s', async (body, field) => {
    const response = await postJson('/web-api/basket', body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { payload: { errors: { field: string }[] } };
    expect(answer.payload.errors[0]?.field).toBe(field);
  });

  test('a line is removed by its id; the voucher comes off the total', async () => {
    const added = await postJson('/web-api/basket', {
      items: [{ sku: 'poster', format: '60x40' }, { sku: 'gift-box' }],
    });
    const cookie = cookieOf(added, 'basket_id');
    const [, second] = (await basket(cookie)).lines;
    const removed = await get(`${DE}/web-api/basket`, {
      method: 'DELETE',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ id: second?.id }),
    });
    expect(((await removed.json()) as { count: number }).count).toBe(1);
    const voucher = await postJson('/web-api/voucher', { code: 'WELCOME10' }, { cookie });
    const withVoucher = `${cookie}; ${cookieOf(voucher, 'shop_voucher')}`;
    const body = await basket(withVoucher);
    expect(body.subtotal).toBe(19.99);
    expect(body.voucher).toEqual({ code: 'WELCOME10', kind: 'percent', value: 10, discount: 2 });
    expect(body.total).toBe(17.99);
  });

  test('a cross-site POST is refused', async () => {
    const response = await postJson(
      '/web-api/basket',
      { items: [{ sku: 'poster' }] },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
  });

  test('at login the anonymous basket joins the customer, whose cart count the header reads', async () => {
    const { email, ip } = unique('basket');
    const added = await postJson('/web-api/basket', { items: [{ sku: 'poster' }] });
    const anonymous = cookieOf(added, 'basket_id');
    const signedUp = await signup(email, ip, postJson, { cookie: anonymous });
    expect(
      ((await signedUp.json()) as { order: { cartArticlesAmount: number } }).order.cartArticlesAmount,
    ).toBe(1);
    expect(signedUp.headers.getSetCookie().some((line) => /^basket_id=;/.test(line))).toBe(true);
    const session = sessionCookie(signedUp);
    expect((await basket(session)).count).toBe(1);
    const data = await get(`${DE}/web-api/customer-data`, { headers: { cookie: session } });
    expect(((await data.json()) as { order: { cartArticlesAmount: number } }).order.cartArticlesAmount).toBe(
      1,
    );
    // The anonymous cookie reaches nothing any more.
    expect((await basket(anonymous)).count).toBe(0);
  });

  test('the account data: names, e-mail and number for a session, a 401 without', async () => {
    const { email, ip } = unique('account-data');
    const session = sessionCookie(await signup(email, ip));
    const response = await get(`${DE}/web-api/customer-account`, { headers: { cookie: session } });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      number: expect.stringMatching(/^1\d{5,}$/),
    });
    const anonymous = await get(`${DE}/web-api/customer-account`);
    expect(anonymous.status).toBe(401);
  });
});
