// Local image resizing in workerd: /cdn-cgi/image/... through the Images binding, own and content-space
// sources only, options validated.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, test, vi } from 'vitest';
import { DEMO_IMAGES } from '../../demo/space/images';
import worker from '../../worker/index';
import { DE, get } from './fetch';

const DEMO = '/demo-images/hero-kartenliebe.svg';

/** Width and height from a WebP file's header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(bytes: Uint8Array): { width: number; height: number } {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  expect(text(0, 4)).toBe('RIFF');
  expect(text(8, 12)).toBe('WEBP');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u24 = (at: number) => view.getUint16(at, true) + ((bytes[at + 2] ?? 0) << 16);
  const chunk = text(12, 16);
  if (chunk === 'VP8 ') {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: u24(24) + 1, height: u24(27) + 1 };
  throw new Error(`not a WebP chunk: ${chunk}`);
}

async function body(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

describe('image resizing', () => {
  test('the demo image exists', () => {
    expect(Object.hasOwn(DEMO_IMAGES, 'hero-kartenliebe')).toBe(true);
  });

  test('width=200,format=webp of a demo image is a 200-wide WebP, immutable', async () => {
    const response = await get(`${DE}/cdn-cgi/image/width=200,format=webp${DEMO}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(webpSize(await body(response))).toEqual({ width: 200, height: 133 });
  });

  test('the local stand-in path answers the same on a *.localhost host', async () => {
    const response = await get(`${DE}/_local/cdn-cgi/image/width=200,format=webp${DEMO}`);
    expect(response.status).toBe(200);
    expect(webpSize(await body(response))).toEqual({ width: 200, height: 133 });
    expect((await get(`${DE}/_local/cdn-cgi/image/width=200/https://evil.example/x.jpg`)).status).toBe(403);
  });

  test('a resized image is kept as the edge keeps it: the same bytes again, per format auto chose', async () => {
    const url = `${DE}/_local/cdn-cgi/image/width=160,height=120,fit=cover,format=auto${DEMO}`;
    const webp = await get(url, { headers: { accept: 'image/webp,*/*' } });
    const first = await body(webp);
    // Kept after the response: the second request finds it.
    await vi.waitFor(async () => {
      const cached = await (caches as unknown as { default: Cache }).default.match(`${url}?as=image%2Fwebp`);
      expect(cached?.status).toBe(200);
    });
    const again = await get(url, { headers: { accept: 'image/webp,*/*' } });
    expect(again.headers.get('content-type')).toBe('image/webp');
    expect(again.headers.get('vary')).toBe('Accept');
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await body(again)).toEqual(first);
    // Another Accept is another kept copy: never the WebP for a browser that asked for JPEG.
    const jpeg = await get(url, { headers: { accept: 'image/jpeg' } });
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect((await body(jpeg)).slice(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));
  });

  test('width and height with fit=cover crop to the box', async () => {
    const response = await get(`${DE}/cdn-cgi/image/width=120,height=120,fit=cover,format=webp${DEMO}`);
    expect(webpSize(await body(response))).toEqual({ width: 120, height: 120 });
  });

  test.each([
    ['image/avif,image/webp,*/*', 'image/webp'],
    ['image/avif,*/*', 'image/avif'],
    ['*/*', 'image/jpeg'],
  ])('format=auto with Accept %s gives %s', async (accept, type) => {
    const response = await get(`${DE}/cdn-cgi/image/width=40,format=auto${DEMO}`, { headers: { accept } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('vary')).toBe('Accept');
  });

  test.each([
    'https://evil.example/x.jpg',
    'http://a.storyblok.com/f/1/x.jpg',
    'https://a.storyblok.com.evil.example/x.jpg',
    'https://user@a.storyblok.com/f/1000/x.jpg',
    // Another space's assets.
    'https://a.storyblok.com/f/1/x.jpg',
    'https://a.storyblok.com/f/10000/x.jpg',
    '/evil.example/x.jpg',
    'demo-images/../index.html',
    'products/',
  ])('a source outside the shop is refused: %s', async (source) => {
    const response = await get(`${DE}/cdn-cgi/image/width=200/${source}`);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('source not allowed');
  });

  test.each([
    ['width=abc', 'bad image option width: abc'],
    ['width=0', 'bad image option width: 0'],
    ['height=4001', 'bad image option height: 4001'],
    ['quality=101', 'bad image option quality: 101'],
    ['blur=251', 'bad image option blur: 251'],
    ['format=gif', 'bad image option format: gif'],
    ['fit=stretch', 'bad image option fit: stretch'],
    ['width', 'bad image option width: (no value)'],
    ['width=10,width=20', 'image option width given twice'],
    ['width=200,zoom=2', 'unknown image option: zoom'],
  ])('%s is a 400 naming the option', async (options, reason) => {
    const response = await get(`${DE}/cdn-cgi/image/${options}${DEMO}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(reason);
  });

  test('a missing demo image is a 404', async () => {
    expect((await get(`${DE}/cdn-cgi/image/width=200/demo-images/nothing-here.svg`)).status).toBe(404);
  });

  test('a source that is not an image is a 415, logged with zero metadata', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>no image</html>'));
    const request = new Request(`${DE}/cdn-cgi/image/width=200/https://a.storyblok.com/f/1000/page.png`);
    const ctx = createExecutionContext();
    const response = await worker.fetch(request, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(415);
    // The reason stays in the log.
    expect(await response.text()).toBe('source is not a supported image');
    const line = JSON.parse(String(warn.mock.calls[0]?.[0]));
    expect(line).toMatchObject({ id: 'image-transform-failed', width: 0, height: 0, ratio: 0 });
    fetch.mockRestore();
    warn.mockRestore();
  });

  test('a content-space source is fetched from its https URL, slashes intact', async () => {
    const svg = DEMO_IMAGES['hero-kartenliebe'] ?? '';
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(svg));
    const source = 'https://a.storyblok.com/f/1000/1200x800/hero.svg';
    const request = new Request(`${DE}/cdn-cgi/image/width=300,format=webp/${source}`);
    const ctx = createExecutionContext();
    const response = await worker.fetch(request, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(source);
    expect(webpSize(await body(response)).width).toBe(300);
    fetch.mockRestore();
  });

  test('a source larger than 20 MB is refused before it is read', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () => new Response('x', { headers: { 'Content-Length': String(30 * 1024 * 1024) } }),
      );
    const response = await get(`${DE}/cdn-cgi/image/width=200/https://a.storyblok.com/f/1000/huge.png`);
    expect(response.status).toBe(413);
    fetch.mockRestore();
  });

  test.each([
    [
      'a production host',
      'https://kartenliebe.de/cdn-cgi/image/width=200/demo-images/hero-kartenliebe.svg',
      env,
    ],
    [
      'the local stand-in path on a production host',
      'https://kartenliebe.de/_local/cdn-cgi/image/width=200/demo-images/hero-kartenliebe.svg',
      env,
    ],
    ['production', `${DE}/_local/cdn-cgi/image/width=200${DEMO}`, { ...env, ENVIRONMENT: 'production' }],
  ])('%s: the worker resizes nothing, the path is a missing page', async (_name, url, bindings) => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(url), bindings as typeof env, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/^image\//);
    await response.body?.cancel();
    info.mockRestore();
  });
});
