// The shop client against the real embedded backend in workerd: SELF.fetch is its transport.
import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { shopText } from '../../shared/i18n/shop-texts';
import { createShopClient, customerData, type ShopFetch } from '../../shared/shop/client';
import { ShopError } from '../../shared/shop/error';
import { DE } from './fetch';

/** SELF.fetch, counting calls; `inject` answers the first calls instead of the worker. */
function countingTransport(options: { inject?: Response[]; headers?: Record<string, string> } = {}) {
  const injected = [...(options.inject ?? [])];
  const calls: string[] = [];
  const fetch: ShopFetch = async (url, init) => {
    calls.push(`${init.method} ${url}`);
    const next = injected.shift();
    if (next) return next;
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    return SELF.fetch(url, { ...init, headers });
  };
  return { fetch, calls };
}

const clientOver = (fetch: ShopFetch) =>
  createShopClient({ fetch, baseUrl: DE, channelHeader: 'kartenliebe.de', locale: 'de-DE', cookie: '' });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );
const unavailable = () => Response.json({ message: { text: 'busy' } }, { status: 503 });

describe('shop client over the embedded backend', () => {
  test('an unknown shop path is a ShopError 404 with the backend message, asked once', async () => {
    const { fetch, calls } = countingTransport();
    const error = await failure(clientOver(fetch).get('/web-api/no-such'));
    expect(error).toBeInstanceOf(ShopError);
    expect(error).toMatchObject({
      status: 404,
      text: shopText('de', 'noEndpoint', { path: '/web-api/no-such' }),
    });
    expect(calls).toEqual([`GET ${DE}/web-api/no-such`]);
  });

  test('a cross-site POST is refused with 403 and not retried', async () => {
    const { fetch, calls } = countingTransport({ headers: { origin: 'https://evil.example' } });
    const error = await failure(clientOver(fetch).post('/web-api/voucher', { code: 'X' }));
    expect(error).toMatchObject({ status: 403, text: shopText('de', 'crossSite') });
    expect(calls).toHaveLength(1);
  });

  test('a GET answered 503 once is retried and the worker answers the retry', async () => {
    const { fetch, calls } = countingTransport({ inject: [unavailable()] });
    const answer = await clientOver(fetch).get('/frontend-api/breadcrumb', { path: '/' });
    expect(answer).toMatchObject({ items: [{ link: { url: '/' } }] });
    expect(calls).toEqual([
      `GET ${DE}/frontend-api/breadcrumb?path=%2F`,
      `GET ${DE}/frontend-api/breadcrumb?path=%2F`,
    ]);
  });

  test('a GET answered 503 once, then 404 by the worker, fails with the 404 after two calls', async () => {
    const { fetch, calls } = countingTransport({ inject: [unavailable()] });
    expect(await failure(clientOver(fetch).get('/price-api/no-such'))).toMatchObject({ status: 404 });
    expect(calls).toHaveLength(2);
  });

  test('a POST answered 503 is not retried', async () => {
    const { fetch, calls } = countingTransport({ inject: [unavailable()] });
    const error = await failure(clientOver(fetch).post('/web-api/voucher', { code: 'X' }));
    expect(error).toMatchObject({ status: 503, text: 'busy' });
    expect(calls).toHaveLength(1);
  });

  test('customer data without a session is an anonymous customer, whatever the backend answers', async () => {
    const customer = await customerData(clientOver(countingTransport().fetch), { referrer: `${DE}/` });
    expect(customer).toMatchObject({ isLoggedIn: false, fullName: '' });
  });
});
