// The demo space's pictures (generated SVGs), served where the demo stories point: /demo-images/<name>.svg.
import { Hono } from 'hono';
import { DEMO_IMAGES } from '../../demo/space/images';
import type { AppEnv } from '../env';

export const demoImages = new Hono<AppEnv>().get('/demo-images/:file', (c) => {
  const name = c.req.param('file').replace(/\.svg$/, '');
  const svg = Object.hasOwn(DEMO_IMAGES, name) ? DEMO_IMAGES[name] : undefined;
  if (!svg || !c.req.param('file').endsWith('.svg')) return c.notFound();
  return c.body(svg, 200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=86400',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
});
