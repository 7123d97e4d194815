// The demo space's pictures (generated SVGs), served where the demo stories point: /demo-images/<name>.svg. The
// embedded shop's card themes show theirs locally (`demoThemePicture`).
import { Hono } from 'hono';
import { DEMO_IMAGES } from '../../demo/space/images';
import type { AppEnv } from '../env';

/** The demo picture of a card theme, where there is one: `/demo-images/theme-<id>.svg`. */
export function demoThemePicture(themeId: number): string | undefined {
  return Object.hasOwn(DEMO_IMAGES, `theme-${themeId}`) ? `/demo-images/theme-${themeId}.svg` : undefined;
}

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
