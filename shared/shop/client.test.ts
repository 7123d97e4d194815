// The shop client over an injected transport: headers, query, errors, timeout, the one retry, customer data.
import { describe, expect, test } from 'vitest';
import type { CountryCode } from '../domain/markets';
import {
  type AnonymousShopClient,
  anonymousShopClient,
  channelHeader,
  createShopClient,
  type ShopFetch,
} from './client';
import { ShopError } from './error';

type Answer = (() => Response) | 'hang' | 'network';

/** A transport answering from a list (the last answer repeats) and recording every request. */
function transport(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: ShopFetch = (url, init) => {
    calls.push({ url, init });
    const answer = answers[Math.min(calls.length, answers.length) - 1] ?? 'network';
    if (answer === 'network') return Promise.reject(new TypeError('fetch failed'));
    if (answer !== 'hang') return Promise.resolve(answer());
    return new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  };
  return { fetch, calls };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });
const SITE = { baseUrl: 'https://shop.example', channelHeader: 'kartenliebe.de', locale: 'de-DE' };
const client = (fetch: ShopFetch, extra: { cookie?: string; timeoutMs?: number } = {}) =>
  createShopClient({ fetch, ...SITE, ...extra });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );
const header = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name);

describe('channelHeader', () => {
  test.each<[shopName: string, country: CountryCode, expected: string]>([
    ['kartenliebe', 'DE', 'kartenliebe.de'],
    ['kartenliebe', 'CH', 'kartenliebe.ch'],
    ['kartenliebe', 'US', 'kartenliebe.com'],
    ['wandliebe', 'GB', 'wandliebe.co.uk'],
    ['wandliebe', 'AT', 'wandliebe.at'],
  ])('%s in %s -> %s', (shopName, country, expected) => {
    expect(channelHeader({ shopName, country })).toBe(expected);
  });
});

describe('requests', () => {
  test('a server GET sends channel, locale, cookie and the spec query, without credentials', async () => {
    const { fetch, calls } = transport(json({ ok: 1 }));
    const answer = await client(fetch, { cookie: 'session=abc' }).get('/web-api/themes', {
      ids: [1, 2],
      refinementType: 'ohne',
      size: { w: 3 },
    });
    expect(answer).toEqual({ ok: 1 });
    expect(calls[0]?.url).toBe('https://shop.example/web-api/themes?ids[]=1&ids[]=2&size[w]=3');
    expect(calls[0]?.init.method).toBe('GET');
    expect(header(calls[0]?.init, 'x-shop-channel')).toBe('kartenliebe.de');
    expect(header(calls[0]?.init, 'x-shop-locale')).toBe('de-DE');
    expect(header(calls[0]?.init, 'cookie')).toBe('session=abc');
    expect(calls[0]?.init.credentials).toBeUndefined();
  });

  test('a browser POST sends JSON with same-origin credentials and no cookie header', async () => {
    const { fetch, calls } = transport(() => new Response(null, { status: 204 }));
    expect(await client(fetch).post('/web-api/voucher', { code: 'X1' })).toBeNull();
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"code":"X1"}');
    expect(header(calls[0]?.init, 'content-type')).toBe('application/json');
    expect(header(calls[0]?.init, 'cookie')).toBeNull();
    expect(calls[0]?.init.credentials).toBe('same-origin');
  });
});

describe('the anonymous client', () => {
  test('sends channel and locale, no cookie and no credentials; its identity is what every call sends', async () => {
    const { fetch, calls } = transport(json({ formats: [] }));
    const shop = anonymousShopClient({ fetch, ...SITE });
    await shop.get('/price-api/prices/formats', { currency: 'eur', material: 'poster' });
    expect(header(calls[0]?.init, 'x-shop-channel')).toBe('kartenliebe.de');
    expect(header(calls[0]?.init, 'x-shop-locale')).toBe('de-DE');
    expect(header(calls[0]?.init, 'cookie')).toBeNull();
    expect(calls[0]?.init.credentials).toBeUndefined();
    expect(shop.identity).toBe('https://shop.example|kartenliebe.de|de-DE');
  });

  test('a visitor’s client is not one: what fills a shared cache cannot be handed the visitor’s cookie', () => {
    const visitors = client(transport().fetch, { cookie: 'shop_session=abc' });
    // @ts-expect-error the visitor's client lacks the anonymous mark
    const wrong: AnonymousShopClient = visitors;
    expect('anonymous' in wrong).toBe(false);
  });
});

describe('errors', () => {
  test.each<[status: number, body: unknown, text: string, fields: string[]]>([
    [
      400,
      { message: { text: 'Invalid email' }, payload: { errors: [{ field: 'email', message: 'x' }] } },
      'Invalid email',
      ['email'],
    ],
    [401, { message: { text: 'Wrong password' } }, 'Wrong password', []],
    [404, 'not json', 'The shop answered 404.', []],
    [422, { message: 'a string' }, 'The shop answered 422.', []],
    [599, { message: { text: 'Odd' } }, 'Odd', []],
  ])('%i is a ShopError with message.text and payload.errors', async (status, body, text, fields) => {
    const response = typeof body === 'string' ? () => new Response(body, { status }) : json(body, status);
    const error = await failure(client(transport(response).fetch).post('/web-api/x', {}));
    expect(error).toBeInstanceOf(ShopError);
    expect(error).toMatchObject({ status, text, code: undefined });
    expect((error as ShopError).errors.map((item) => item.field)).toEqual(fields);
  });

  test.each([200, 301, 399])('%i is not an error', async (status) => {
    expect(await client(transport(json({ a: 1 }, status)).fetch).get('/x')).toEqual({ a: 1 });
  });

  test('a call without an answer in time is a ShopError with code 23, not retried', async () => {
    const { fetch, calls } = transport('hang');
    const error = await failure(client(fetch, { timeoutMs: 20 }).get('/web-api/slow'));
    expect(error).toMatchObject({ status: 0, code: 23 });
    expect(calls).toHaveLength(1);
  });

  test('a network failure is a ShopError with status 0 and no code', async () => {
    expect(await failure(client(transport('network').fetch).get('/x'))).toMatchObject({
      status: 0,
      code: undefined,
    });
  });
});

describe('one retry for non-mutating calls', () => {
  const RETRYABLE = [408, 409, 425, 429, 500, 502, 503, 504];
  const failed = (status: number) => json({ message: { text: `failed ${status}` } }, status);

  test.each(RETRYABLE)('GET on %i is retried once and the retry answers', async (status) => {
    const { fetch, calls } = transport(failed(status), json({ ok: true }));
    expect(await client(fetch).get('/web-api/themes')).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  test.each(RETRYABLE)('GET on %i twice fails with the second answer after two calls', async (status) => {
    const { fetch, calls } = transport(failed(status));
    expect(await failure(client(fetch).get('/web-api/themes'))).toMatchObject({ status });
    expect(calls).toHaveLength(2);
  });

  test.each(RETRYABLE)('POST on %i is not retried', async (status) => {
    const { fetch, calls } = transport(failed(status), json({ ok: true }));
    expect(await failure(client(fetch).post('/web-api/voucher', {}))).toMatchObject({ status });
    expect(calls).toHaveLength(1);
  });

  test.each([400, 401, 403, 404, 410, 501, 505])('GET on %i is not retried', async (status) => {
    const { fetch, calls } = transport(failed(status), json({ ok: true }));
    expect(await failure(client(fetch).get('/web-api/themes'))).toMatchObject({ status });
    expect(calls).toHaveLength(1);
  });
});
