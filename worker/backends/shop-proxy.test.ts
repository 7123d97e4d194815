// The proxy's header rules: which request headers cross the proxy (an allow-list, with forwarding headers of its
// own) and which answer headers stay on one connection.
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Bindings } from '../env';
import { FORWARDED_REQUEST_HEADERS, HOP_BY_HOP, shopProxy } from './shop-proxy';

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

describe('headers', () => {
  /** Request headers: whether the client's value reaches the origin. */
  const REQUEST: [name: string, kept: boolean][] = [
    ...HOP_BY_HOP.map((name): [string, boolean] => [name, false]),
    ['proxy-authorization', false],
    ['x-named-by-connection', false],
    ...FORWARDED_REQUEST_HEADERS.map((name): [string, boolean] => [name, true]),
    // The client's own forwarding and rewriting headers: the origin could take them as the worker's word.
    ['forwarded', false],
    ['x-forwarded-for', false],
    ['x-forwarded-host', false],
    ['x-forwarded-proto', false],
    ['x-forwarded-port', false],
    ['x-forwarded-prefix', false],
    ['x-forwarded-server', false],
    ['x-real-ip', false],
    ['true-client-ip', false],
    ['x-client-ip', false],
    ['client-ip', false],
    ['x-cluster-client-ip', false],
    ['cf-connecting-ip', false],
    ['x-original-url', false],
    ['x-rewrite-url', false],
    ['x-original-host', false],
    ['x-host', false],
    ['x-http-method-override', false],
    ['x-anything-else', false],
  ];
  /** Answer headers: only those of one connection stay behind. */
  const ANSWER: [name: string, kept: boolean][] = [
    ...HOP_BY_HOP.map((name): [string, boolean] => [name, false]),
    ['proxy-authenticate', false],
    ['proxy-connection', false],
    ['x-named-by-connection', false],
    ['content-type', true],
    ['x-shop-channel', true],
    ['x-anything-else', true],
  ];
  const headers = (name: string) => {
    const source = new Headers({ connection: 'keep-alive, X-Named-By-Connection' });
    if (name !== 'connection') source.set(name, name === 'cookie' ? 'value=1' : 'value');
    expect(source.has(name)).toBe(true);
    return source;
  };

  test.each(REQUEST)('%s goes upstream: %s', async (name, kept) => {
    const { upstream } = await throughProxy(
      new Request('http://kartenliebe.de.localhost:8787/web-api/x', { headers: headers(name) }),
    );
    const sent = name === 'cookie' ? 'value=1' : 'value';
    expect(upstream.headers.get(name) === sent).toBe(kept);
  });

  test.each(ANSWER)('%s comes back: %s', async (name, kept) => {
    const { response } = await throughProxy(
      new Request('http://kartenliebe.de.localhost:8787/web-api/x'),
      new Response('body', { headers: headers(name) }),
    );
    expect(response.headers.has(name)).toBe(kept);
  });

  test('the team cookie stays behind, the shop’s cookies go', async () => {
    const { upstream } = await throughProxy(
      new Request('http://a.example/web-api/x', {
        headers: { cookie: 'shop_session=s; __Host-team=1.sig; basket_id=b' },
      }),
    );
    expect(upstream.headers.get('cookie')).toBe('shop_session=s; basket_id=b');
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
    // Without Cloudflare's address (no `cf` object) the origin is told none.
    expect(upstream.headers.get('forwarded')).toBe(`host="${host}";proto=${proto}`);
    expect(upstream.headers.has('x-forwarded-for')).toBe(false);
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
