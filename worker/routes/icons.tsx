// /_icons: the hidden icon-sprite page with its own layout.
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { renderPage } from '../render/render-page';

export const icons = new Hono<AppEnv>().get('/_icons', (c) =>
  renderPage(c, { title: 'Icons', layout: 'icons', noindex: true }),
);
