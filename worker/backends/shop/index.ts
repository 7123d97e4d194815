// The embedded shop backend: `/web-api/*` and `/price-api/*` on D1. Mutating calls must be
// same-origin; a path the backend does not serve answers a JSON 404, never an HTML page.
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { catalogueApi } from './catalogue/index';
import { customersApi } from './customers/index';
import { sameOriginOnly, shopError } from './http';
import { serviceApi } from './service/index';

export const shopBackend = new Hono<AppEnv>();

shopBackend.use('/web-api/*', sameOriginOnly);
shopBackend.use('/price-api/*', sameOriginOnly);
shopBackend.route('/', customersApi);
shopBackend.route('/', catalogueApi);
shopBackend.route('/', serviceApi);
shopBackend.all('/web-api/*', (c) => shopError(c, 404, 'noEndpoint', { path: new URL(c.req.url).pathname }));
shopBackend.all('/price-api/*', (c) =>
  shopError(c, 404, 'noPriceEndpoint', { path: new URL(c.req.url).pathname }),
);
