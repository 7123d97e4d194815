// POSTs from islands through the shop client: JSON or multipart bodies, every failure reported as a result.
import { describe, expect, test } from 'vitest';
import { createShopClient, type ShopFetch } from './client';
import { SHOP_PATHS } from './endpoints';
import { postToShop } from './post';

function post(path: string, body: FormData | Record<string, unknown>, fetcher: ShopFetch) {
  const client = createShopClient({
    fetch: fetcher,
    baseUrl: '',
    channelHeader: 'kartenliebe.de',
    locale: 'de-DE',
  });
  return postToShop(client, path, body);
}

function recorder(answer: () => Promise<Response>) {
  const calls: { input: string; init: RequestInit }[] = [];
  const fetcher = (input: string, init: RequestInit) => {
    calls.push({ input, init });
    return answer();
  };
  return { calls, fetcher };
}

describe('postToShop', () => {
  test('sends a value as JSON, once, and hands a 2xx answer back', async () => {
    const { calls, fetcher } = recorder(async () => new Response('{}', { status: 201 }));
    const result = await post(SHOP_PATHS.voucher, { code: 'WELCOME10' }, fetcher);
    expect(result.ok).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toBe('/web-api/voucher');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"code":"WELCOME10"}');
    expect(calls[0]?.init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  test('sends FormData as multipart, leaving the boundary to the browser', async () => {
    const { calls, fetcher } = recorder(async () => new Response('file'));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await post(SHOP_PATHS.toolbox('optimize-image'), form, fetcher);
    expect(calls[0]?.input).toBe('/web-api/toolbox-optimize-image');
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers).not.toHaveProperty('content-type');
  });

  test.each([400, 404, 500, 503])('a %i answer is a failure with its status, not retried', async (status) => {
    const { calls, fetcher } = recorder(async () => new Response('', { status }));
    expect(await post(SHOP_PATHS.contactForm, {}, fetcher)).toEqual({ ok: false, status });
    expect(calls).toHaveLength(1);
  });

  test('a network error is a failure without status', async () => {
    const { fetcher } = recorder(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await post(SHOP_PATHS.contactForm, {}, fetcher)).toEqual({ ok: false, status: null });
  });
});
