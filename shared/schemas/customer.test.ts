// Customer data at the boundary: the spec's shape, fullName only when logged in, anonymous on any failure.
import { describe, expect, test } from 'vitest';
import { createShopClient, customerData, type ShopFetch } from '../shop/client';
import { ANONYMOUS_CUSTOMER, type Customer } from './customer';

const ADA = {
  emailHash: 'e1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  isLoggedIn: true,
  isWhitelabelCustomer: false,
  number: 4711,
  order: { cartArticlesAmount: 2, isWhitelabelOrder: true },
  type: 1,
};

function clientAnswering(answer: () => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: ShopFetch = (url, init) => {
    calls.push({ url, init });
    return answer();
  };
  const client = createShopClient({ fetch, baseUrl: '', channelHeader: 'kartenliebe.de', locale: 'de-DE' });
  return { client, calls };
}

const answering = (body: unknown, status = 200) =>
  clientAnswering(async () => Response.json(body, { status })).client;

describe('customerData', () => {
  test('a logged-in customer gets the spec shape with fullName', async () => {
    expect(await customerData(answering(ADA))).toEqual<Customer>({
      ...ADA,
      number: '4711',
      fullName: 'Ada Lovelace',
    });
  });

  test.each<[name: string, body: Record<string, unknown>, fullName: string]>([
    ['logged out with names', { ...ADA, isLoggedIn: false }, ''],
    ['logged in, first name only', { ...ADA, lastName: null }, 'Ada'],
    ['logged in, no names', { ...ADA, firstName: null, lastName: undefined }, ''],
  ])('%s -> fullName "%s"', async (_name, body, fullName) => {
    expect((await customerData(answering(body))).fullName).toBe(fullName);
  });

  test('null and missing fields take the defaults, type 0', async () => {
    expect(await customerData(answering({ isLoggedIn: false, order: null, type: null }))).toEqual(
      ANONYMOUS_CUSTOMER,
    );
  });

  test.each<[name: string, client: () => ReturnType<typeof answering>]>([
    ['a 500', () => answering({ message: { text: 'down' } }, 500)],
    ['a 401', () => answering({ message: { text: 'no session' } }, 401)],
    ['another shape', () => answering({ ...ADA, isLoggedIn: 'yes' })],
    ['a non-object', () => answering([1, 2])],
    ['a network failure', () => clientAnswering(() => Promise.reject(new TypeError('offline'))).client],
  ])('%s is the anonymous customer', async (_name, client) => {
    expect(await customerData(client())).toEqual(ANONYMOUS_CUSTOMER);
  });

  test('sends the page query and the referrer to the customer-data path', async () => {
    const { client, calls } = clientAnswering(async () => Response.json(ADA));
    await customerData(client, { query: { utm: ['a'] }, referrer: 'https://kartenliebe.de/karten/' });
    expect(calls[0]?.url).toBe('/web-api/customer-data?utm[]=a');
    expect(new Headers(calls[0]?.init.headers).get('x-referrer')).toBe('https://kartenliebe.de/karten/');
  });
});
