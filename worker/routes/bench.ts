// Bench only (var BENCH_ROUTES=1, set by `npm run bench`): GET /_bench/bare?url=<page url> renders the page's
// remembered React tree with the renderer the page used and nothing else, so the bench can compare a full
// request with the render alone. Without the var the request goes on to the normal routes (a 404 page). Only the local
// worker mounts it (`worker/index.ts`).
import { Hono } from 'hono';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import type { AppEnv } from '../env';
import { type RememberedTree, rememberedTree } from '../render/bench-tree';
import { coalesced } from '../render/coalesce';
import { STREAM_OPTIONS } from '../render/render-page';

const encoder = new TextEncoder();

/**
 * The page's body as its request made it: a shared page as one string, finished and encoded; a personal page as
 * React's stream with the page's nonce, joined per burst and drained as a response body would be.
 */
async function bareBytes(remembered: RememberedTree): Promise<number> {
  if (remembered.renderer === 'string') {
    return encoder.encode(remembered.finish(`<!DOCTYPE html>${renderToString(remembered.tree)}`)).byteLength;
  }
  const stream = await renderToReadableStream(remembered.tree, {
    nonce: remembered.nonce,
    ...STREAM_OPTIONS,
  });
  return (await new Response(coalesced(stream)).arrayBuffer()).byteLength;
}

export const bench = new Hono<AppEnv>().get('/_bench/bare', async (c, next) => {
  if (c.env.BENCH_ROUTES !== '1') return next();
  const url = c.req.query('url');
  if (!url || !URL.canParse(url)) return c.text('Query parameter url must be an absolute page URL.', 400);
  const remembered = rememberedTree(url);
  if (!remembered) return c.text('No remembered tree for this URL: request the page first.', 404);
  // Counted so the bench can check it rendered the whole page.
  return c.json({ bytes: await bareBytes(remembered), renderer: remembered.renderer });
});
