// The proxy's header rules: which headers cross the proxy and which stay on one connection, both ways.
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Bindings } from '../env';
import { shopProxy } from './shop-proxy';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Sends a request through the proxy to `origin`; the request that went upstream and the answer that came back. */
async function throughProxy(
  request: Request,
  answer = new Response('ok'),
  origin = 'https://origin.example',
): Promise<{ upstream: Request; response: Response }> {
  const sent: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    sent.push(input as Request);
    return answer;
  });
  const response = await shopProxy.request(request, undefined, { SHOP_API_ORIGIN: origin } as Bindings);
  const [upstream] = sent;
  if (!upstream) throw new Error(`nothing went upstream for ${request.url}`);
  return { upstream, response };
}

describe('end-to-end headers', () => {
  const HEADERS: [name: string, kept: boolean][] = [
    ['connection', false],
    ['keep-alive', false],
    ['proxy-authorization', false],
    ['proxy-authenticate', false],
    ['proxy-connection', false],
    ['te', false],
    ['trailer', false],
    ['transfer-encoding', false],
    ['upgrade', false],
    ['host', false],
    ['x-named-by-connection', false],
    ['cookie', true],
    ['authorization', true],
    ['content-type', true],
    ['x-shop-channel', true],
    ['x-referrer', true],
  ];
  const headers = (name: string) => {
    const source = new Headers({ connection: 'keep-alive, X-Named-By-Connection' });
    if (name !== 'connection') source.set(name, 'value');
    expect(source.has(name)).toBe(true);
    return source;
  };

  test.each(HEADERS)('%s goes upstream: %s', async (name, kept) => {
    const { upstream } = await throughProxy(
      new Request('http://kartenliebe.de.localhost:8787/web-api/x', { headers: headers(name) }),
    );
    expect(upstream.headers.has(name)).toBe(kept);
  });

  test.each(HEADERS)('%s comes back: %s', async (name, kept) => {
    const { response } = await throughProxy(
      new Request('http://kartenliebe.de.localhost:8787/web-api/x'),
      new Response('body', { headers: headers(name) }),
    );
    expect(response.headers.has(name)).toBe(kept);
  });

  test('every Set-Cookie comes back', async () => {
    const answer = new Headers();
    answer.append('set-cookie', 'a=1; Path=/');
    answer.append('set-cookie', 'b=2; Path=/; HttpOnly');
    const { response } = await throughProxy(
      new Request('http://kartenliebe.de.localhost:8787/web-api/x'),
      new Response('body', { headers: answer }),
    );
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
  });
});

describe('the request upstream', () => {
  test.each<[url: string, origin: string, target: string, forwarded: [host: string, proto: string]]>([
    [
      'http://kartenliebe.de.localhost:8787/web-api/x?a[]=1',
      'https://origin.example',
      'https://origin.example/web-api/x?a[]=1',
      ['kartenliebe.de.localhost:8787', 'http'],
    ],
    [
      'https://wandliebe.co.uk/price-api/frame?format=40x30',
      'http://10.0.0.1:8080',
      'http://10.0.0.1:8080/price-api/frame?format=40x30',
      ['wandliebe.co.uk', 'https'],
    ],
  ])('%s via %s -> %s', async (url, origin, target, [host, proto]) => {
    const { upstream } = await throughProxy(
      new Request(url, { headers: { host: 'spoofed' } }),
      new Response('ok'),
      origin,
    );
    expect(upstream.url).toBe(target);
    expect(upstream.headers.get('x-forwarded-host')).toBe(host);
    expect(upstream.headers.get('x-forwarded-proto')).toBe(proto);
    expect(upstream.headers.has('host')).toBe(false);
  });

  test.each(['GET', 'HEAD'])('a %s carries no body upstream', async (method) => {
    const { upstream } = await throughProxy(new Request('http://a.example/web-api/x', { method }));
    expect(upstream.body).toBeNull();
  });
});

describe('the answer downstream', () => {
  test('keeps status, body and end-to-end headers', async () => {
    const upstream = new Response('body', {
      status: 418,
      headers: { 'x-a': '1', 'keep-alive': 'timeout=5' },
    });
    const { response } = await throughProxy(new Request('http://a.example/web-api/x'), upstream);
    expect(response.status).toBe(418);
    expect(response.headers.get('x-a')).toBe('1');
    expect(response.headers.has('keep-alive')).toBe(false);
    expect(await response.text()).toBe('body');
  });
});
