// The bench-only route: absent from a normal worker, and with BENCH_ROUTES=1 a bare render of exactly the page
// the last request for that URL rendered, with the renderer that request used.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import worker from '../../worker/index';
import { DE, editorQuery, get, POSTER_GB } from './fetch';

const PAGE = `${DE}/fotokalender/`;
const bare = (url: string) => `${DE}/_bench/bare?url=${encodeURIComponent(url)}`;

async function withBench(url: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url), { ...env, BENCH_ROUTES: '1' }, ctx);
  const settled = new Response(await response.arrayBuffer(), response);
  await waitOnExecutionContext(ctx);
  return settled;
}

describe('bench routes', () => {
  test('without BENCH_ROUTES the path is an ordinary missing page', async () => {
    // The poster channel: no trailing-slash redirect before the 404.
    const response = await get(`${POSTER_GB}/_bench/bare?url=${encodeURIComponent(PAGE)}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  test('with BENCH_ROUTES the bare render gives the same page the full request did', async () => {
    const page = await withBench(`${PAGE}?bench=1`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const answer = await withBench(bare(PAGE));
    expect(answer.status).toBe(200);
    // Asked for with the bench's cache-busting parameter, which the remembered tree's key leaves out.
    expect(await answer.json()).toEqual({
      bytes: new TextEncoder().encode(html).byteLength,
      renderer: 'string',
    });
  });

  test('a page that streams (a draft) is rendered bare with the stream, nonce and all', async () => {
    const draft = `${PAGE}?${await editorQuery()}`;
    const page = await withBench(`${draft}&bench=1`);
    expect(page.headers.get('content-security-policy')).toContain("'nonce-");
    const html = await page.text();
    const answer = await withBench(bare(draft));
    expect(await answer.json()).toEqual({
      bytes: new TextEncoder().encode(html).byteLength,
      renderer: 'stream',
    });
  });

  test('a URL no page was rendered for, or no URL, is refused', async () => {
    expect((await withBench(bare(`${DE}/never-rendered/`))).status).toBe(404);
    expect((await withBench(`${DE}/_bench/bare?url=nonsense`)).status).toBe(400);
  });
});
