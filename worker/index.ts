// The storefront worker: middleware order and the route table of spec section 2, nothing else.
import { Hono } from 'hono';
import type { AppEnv } from './env';
import { renderError } from './render/error-page';
import { configurators } from './routes/configurators';
import { content } from './routes/content';
import { designer } from './routes/designer';
import { errorRoute } from './routes/error';
import { icons } from './routes/icons';
import { products } from './routes/products';
import { themes } from './routes/themes';
import { requestContext, routePath } from './site/middleware';
import { secureResponses } from './site/security-headers';

const app = new Hono<AppEnv>({ getPath: routePath });

app.use(secureResponses);
app.use(requestContext);

app.route('/', icons);
app.route('/', products);
app.route('/', themes);
app.route('/', configurators);
app.route('/', designer);
app.route('/', errorRoute);
app.route('/', content);

app.notFound((c) => {
  c.var.log?.info('route-not-found', { path: c.req.path });
  return c.var.site ? renderError(c, 'not-found') : c.text(`Page not found: ${c.req.path}`, 404);
});

app.onError((error, c) => {
  c.var.log?.error('render-error', { path: c.req.path, error });
  return c.var.site ? renderError(c, 'error') : c.text('Internal error', 500);
});

export default app;
