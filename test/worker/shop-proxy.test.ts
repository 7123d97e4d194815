// Proxy mode: with SHOP_API_ORIGIN set the worker forwards /web-api and /price-api to that origin.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { shopText } from '../../shared/i18n/shop-texts';
import worker from '../../worker/index';
import { DE } from './fetch';

const ORIGIN = 'https://origin.example';

/** The worker's default export with proxy mode on (or off), as workerd would call it. */
async function send(request: Request, proxyMode = true): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, proxyMode ? { ...env, SHOP_API_ORIGIN: ORIGIN } : env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** Intercepts the worker's outbound fetch (same isolate) and records what reached the origin. */
function origin(answer: () => Response) {
  const seen: { request: Request; body: string }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    seen.push({ request, body: await request.text() });
    return answer();
  });
  return { seen, spy };
}

const upstreamHeaders = () => {
  const headers = new Headers({
    'content-type': 'application/json',
    connection: 'close, x-private',
    'keep-alive': 'timeout=5',
    'x-private': 'per-hop',
    'proxy-authenticate': 'Basic',
    upgrade: 'h2c',
    'x-upstream': 'yes',
  });
  headers.append('set-cookie', 'session=abc; Path=/; HttpOnly');
  headers.append('set-cookie', 'cart=2; Path=/');
  return headers;
};

afterEach(() => vi.restoreAllMocks());

describe('shop API proxy mode', () => {
  test('a GET goes to the origin with path, query, cookie and X-Forwarded-*, without hop-by-hop', async () => {
    const { seen } = origin(() => new Response('{"ok":true}', { status: 201, headers: upstreamHeaders() }));
    const response = await send(
      new Request(`${DE}/web-api/themes?ids[]=1&ids[]=2&x=a%20b`, {
        headers: {
          cookie: 'session=old; cart=1',
          connection: 'keep-alive',
          'keep-alive': 'timeout=5',
          'proxy-authorization': 'Basic secret',
          te: 'trailers',
          trailer: 'x-sum',
          'x-shop-channel': 'kartenliebe.de',
        },
      }),
    );
    const [forwarded] = seen;
    expect(forwarded?.request.method).toBe('GET');
    expect(forwarded?.request.url).toBe(`${ORIGIN}/web-api/themes?ids[]=1&ids[]=2&x=a%20b`);
    const headers = forwarded?.request.headers ?? new Headers();
    expect(headers.get('cookie')).toBe('session=old; cart=1');
    expect(headers.get('x-shop-channel')).toBe('kartenliebe.de');
    expect(headers.get('x-forwarded-host')).toBe('kartenliebe.de.localhost:8787');
    expect(headers.get('x-forwarded-proto')).toBe('http');
    for (const name of ['connection', 'keep-alive', 'proxy-authorization', 'te', 'trailer']) {
      expect(headers.has(name), name).toBe(false);
    }

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.getSetCookie()).toEqual(['session=abc; Path=/; HttpOnly', 'cart=2; Path=/']);
    expect(response.headers.get('x-upstream')).toBe('yes');
    for (const name of ['connection', 'keep-alive', 'x-private', 'proxy-authenticate', 'upgrade']) {
      expect(response.headers.has(name), name).toBe(false);
    }
  });

  test('a POST to the price API keeps method, body and content type; a redirect comes back as is', async () => {
    const { seen } = origin(() => new Response(null, { status: 302, headers: { location: '/elsewhere' } }));
    const response = await send(
      new Request(`${DE}/price-api/prices/article`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: DE },
        body: '{"sku":"poster-a3"}',
      }),
    );
    expect(seen[0]?.request.method).toBe('POST');
    expect(seen[0]?.request.url).toBe(`${ORIGIN}/price-api/prices/article`);
    expect(seen[0]?.body).toBe('{"sku":"poster-a3"}');
    expect(seen[0]?.request.headers.get('content-type')).toBe('application/json');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/elsewhere');
  });

  test('an unreachable origin is a 502 with message.text', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('connection refused'));
    const response = await send(new Request(`${DE}/web-api/themes`));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: { text: shopText('de', 'shopUnreachable') } });
  });

  test('without SHOP_API_ORIGIN the embedded backend answers and nothing goes out', async () => {
    const { spy } = origin(() => new Response('unexpected'));
    const response = await send(new Request(`${DE}/web-api/no-such`), false);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: { text: shopText('de', 'noEndpoint', { path: '/web-api/no-such' }) },
    });
    expect(spy).not.toHaveBeenCalled();
  });

  test('other paths are never proxied', async () => {
    const { spy } = origin(() => new Response('unexpected'));
    const response = await send(new Request(`${DE}/robots.txt`));
    expect(response.status).toBe(200);
    expect(spy).not.toHaveBeenCalled();
  });

  test('a cross-site POST is refused before anything reaches the origin', async () => {
    const { seen } = origin(() => new Response('{}'));
    const response = await send(
      new Request(`${DE}/web-api/customer-login`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(response.status).toBe(403);
    expect(seen).toHaveLength(0);
  });

  test('the forwarding headers are the worker’s own: Cloudflare’s address, the host and scheme asked for', async () => {
    const { seen } = origin(() => new Response('{}'));
    await send(
      new Request(`${DE}/web-api/themes`, {
        headers: { 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8', 'cf-connecting-ip': '2001:db8::9' },
        cf: { colo: 'TEST' },
      }),
    );
    const headers = seen[0]?.request.headers ?? new Headers();
    expect(headers.get('x-forwarded-for')).toBe('2001:db8::9');
    expect(headers.get('forwarded')).toBe(
      'for="[2001:db8::9]";host="kartenliebe.de.localhost:8787";proto=http',
    );
    expect(headers.has('x-real-ip')).toBe(false);
    expect(headers.has('cf-connecting-ip')).toBe(false);
  });

  const SPOOFED: [name: string, value: string][] = [
    ['forwarded', 'for=127.0.0.1;host=admin.internal;proto=https'],
    ['true-client-ip', '127.0.0.1'],
    ['x-client-ip', '127.0.0.1'],
    ['x-real-ip', '127.0.0.1'],
    ['x-cluster-client-ip', '127.0.0.1'],
    ['client-ip', '127.0.0.1'],
    ['x-forwarded-for', '127.0.0.1'],
    ['x-forwarded-host', 'admin.internal'],
    ['x-forwarded-proto', 'https'],
    ['x-forwarded-port', '8443'],
    ['x-forwarded-prefix', '/admin'],
    ['x-forwarded-server', 'admin.internal'],
    ['x-original-url', '/admin/users'],
    ['x-rewrite-url', '/admin/users'],
    ['x-original-host', 'admin.internal'],
    ['x-host', 'admin.internal'],
    ['x-http-method-override', 'DELETE'],
  ];

  test.each(SPOOFED)('a client’s own %s never reaches the origin', async (name, value) => {
    const { seen } = origin(() => new Response('{}'));
    await send(new Request(`${DE}/web-api/themes`, { headers: { [name]: value } }));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.request.headers.get(name)).not.toBe(value);
    expect([...(seen[0]?.request.headers.values() ?? [])].join('\n')).not.toContain(value);
  });

  test('the team cookie stays with the storefront; the shop’s cookies go to the origin', async () => {
    const { seen } = origin(() => new Response('{}'));
    await send(
      new Request(`${DE}/web-api/themes`, {
        headers: { cookie: '__Host-team=1999999999.signature; shop_session=s; basket_id=b' },
      }),
    );
    expect(seen[0]?.request.headers.get('cookie')).toBe('shop_session=s; basket_id=b');
  });

  test.each([
    '/web-api/..%2f..%2fadmin',
    '/web-api/..%2F..%2Fadmin',
    '/web-api/%2e%2e%2fadmin',
    '/web-api/themes%2f..%2f..%2fadmin',
    '/web-api/..%5cadmin',
    '/web-api/..%5Cadmin',
    '/web-api/%252e%252e%252fadmin',
    '/price-api/x%2E%2E/admin',
    '/web-api/themes%00',
  ])('%s is refused with 400 and never forwarded', async (path) => {
    const { seen } = origin(() => new Response('{}'));
    const response = await send(new Request(`${DE}${path}`));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { payload: { errors: { field: string }[] } }).payload.errors).toEqual([
      expect.objectContaining({ field: 'path' }),
    ]);
    expect(seen).toHaveLength(0);
  });

  test.each(['/web-api/%2e%2e/%2e%2e/admin', '/web-api/../../admin', '/web-api/..\\..\\admin'])(
    '%s, resolved before routing, never reaches the origin',
    async (path) => {
      const { seen } = origin(() => new Response('{}'));
      await send(new Request(`${DE}${path}`));
      expect(seen.filter(({ request }) => request.url.startsWith(ORIGIN))).toEqual([]);
    },
  );
});
