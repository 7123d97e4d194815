// Bench only (var BENCH_ROUTES=1, set by `npm run bench`): GET /_bench/bare?url=<page url> renders the page's
// remembered React tree with renderToReadableStream and nothing else, so the bench can compare a full request
// with the render alone. Without the var the request goes on to the normal routes (a 404 page). Only the local
// worker mounts it (`worker/index.ts`).
import { Hono } from 'hono';
import { renderToReadableStream } from 'react-dom/server';
import type { AppEnv } from '../env';
import { rememberedTree } from '../render/bench-tree';

export const bench = new Hono<AppEnv>().get('/_bench/bare', async (c, next) => {
  if (c.env.BENCH_ROUTES !== '1') return next();
  const url = c.req.query('url');
  if (!url || !URL.canParse(url)) return c.text('Query parameter url must be an absolute page URL.', 400);
  const remembered = rememberedTree(url);
  if (!remembered) return c.text('No remembered tree for this URL: request the page first.', 404);
  const stream = await renderToReadableStream(remembered.tree);
  // Drained as a response body would be, finished as the page was (its kept fragments filled in), and counted so
  // the bench can check it rendered the whole page.
  const html = await new Response(stream).text();
  const bytes = new TextEncoder().encode(remembered.finish(html)).byteLength;
  return c.json({ bytes });
});
