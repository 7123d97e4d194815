// The proxy's header rules: which headers cross the proxy and which stay on one connection.
import { describe, expect, test } from 'vitest';
import { downstreamResponse, endToEndHeaders, upstreamRequest } from './shop-proxy';

describe('endToEndHeaders', () => {
  test.each<[name: string, kept: boolean]>([
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
  ])('%s kept: %s', (name, kept) => {
    const source = new Headers({ connection: 'keep-alive, X-Named-By-Connection' });
    source.set(name, name === 'connection' ? 'close' : 'value');
    if (name !== 'connection') source.set('connection', 'keep-alive, X-Named-By-Connection');
    expect(endToEndHeaders(source).has(name)).toBe(kept);
  });

  test('every Set-Cookie survives', () => {
    const source = new Headers();
    source.append('set-cookie', 'a=1; Path=/');
    source.append('set-cookie', 'b=2; Path=/; HttpOnly');
    expect(endToEndHeaders(source).getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
  });
});

describe('upstreamRequest', () => {
  test.each<[url: string, origin: string, target: string, forwarded: [host: string, proto: string]]>([
    [
      'http://kartenliebe.de.localhost:8787/web-api/x?a[]=1',
      'https://origin.example',
      'https://origin.example/web-api/x?a[]=1',
      ['kartenliebe.de.localhost:8787', 'http'],
    ],
    [
      'https://wandliebe.co.uk/fr/price-api/frame',
      'http://10.0.0.1:8080',
      'http://10.0.0.1:8080/fr/price-api/frame',
      ['wandliebe.co.uk', 'https'],
    ],
  ])('%s via %s -> %s', (url, origin, target, [host, proto]) => {
    const request = upstreamRequest(new Request(url, { headers: { host: 'spoofed' } }), origin);
    expect(request.url).toBe(target);
    expect(request.headers.get('x-forwarded-host')).toBe(host);
    expect(request.headers.get('x-forwarded-proto')).toBe(proto);
    expect(request.headers.has('host')).toBe(false);
  });

  test.each(['GET', 'HEAD'])('a %s carries no body upstream', (method) => {
    expect(
      upstreamRequest(new Request('http://a.example/web-api/x', { method }), 'https://o.example').body,
    ).toBeNull();
  });
});

describe('downstreamResponse', () => {
  test('keeps status, body and end-to-end headers', async () => {
    const upstream = new Response('body', {
      status: 418,
      headers: { 'x-a': '1', 'keep-alive': 'timeout=5' },
    });
    const response = downstreamResponse(upstream);
    expect(response.status).toBe(418);
    expect(response.headers.get('x-a')).toBe('1');
    expect(response.headers.has('keep-alive')).toBe(false);
    expect(await response.text()).toBe('body');
  });
});
